import { strokeInvitiRoutes } from '@halo/contract/stroke/inviti';
import { type Medico, strokeMediciRoutes } from '@halo/contract/stroke/medici';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '../../../lib/ui/columns.ts';
import { DataTable } from '../../../lib/ui/data-table.tsx';
import { useListParams } from '../../../lib/ui/list-params.ts';
import { Page, SearchBox } from '../../../lib/ui/page.tsx';
import { recordFormOpening } from '../../../lib/ui/record-saved.ts';
import {
  ConfirmDelete,
  RecordActions,
  RecordsSection,
  StrongText,
  useRecordDialogs,
} from '../../../lib/ui/record-section.tsx';
import { RowAction } from '../../../lib/ui/row-action.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { InvitoStatoBadge } from '../inviti/inviti.labels.tsx';
import { useReinviaInvito } from '../inviti/inviti.queries.ts';
import { fullName } from '../pazienti/pazienti.labels.tsx';
import type { doctors } from './locales/it.ts';
import { useEliminaMedico, useMedici } from './medici.queries.ts';
import { MedicoDialog, MedicoInvitiDialog } from './medico-dialogs.tsx';

const byName = (a: Medico, b: Medico) =>
  a.cognome.localeCompare(b.cognome, 'it') || a.nome.localeCompare(b.nome, 'it');

/** The doctors whose name, e-mail, specialty or structure hold every word of the search. */
function matching(medici: readonly Medico[], q: string): Medico[] {
  const words = q.toLocaleLowerCase('it').split(/\s+/).filter(Boolean);
  return medici.filter((m) => {
    const text = [m.nome, m.cognome, m.email, m.specializzazione, m.struttura]
      .join(' ')
      .toLocaleLowerCase('it');
    return words.every((word) => text.includes(word));
  });
}

/**
 * Medici (admin, issue 16, docs/adr/0023): the service's doctors with their patients and the state of their latest
 * invitation, searched in the browser (the server answers them all). A new doctor is an account created disabled
 * and an invitation mail; an edit carries the version it was read at; a doctor who still follows patients cannot be
 * deleted (the server's 409 says so in the dialog). An invitation the admin may send again goes from its row; all
 * of a doctor's invitations open in a dialog.
 */
export function StrokeMedici() {
  const { t } = useTranslation('stroke');
  const list = useListParams();
  const medici = useMedici();
  const reinvia = useReinviaInvito();
  const elimina = useEliminaMedico();
  const dialogs = useRecordDialogs(medici.data ?? undefined, (m) => m.id);
  const [showing, setShowing] = useState<Medico | null>(null);
  const rows = medici.data ? matching(medici.data, list.q).sort(byName) : undefined;

  const resend = async (medico: Medico) => {
    if (!medico.invito || reinvia.isPending) return;
    // The row has no place of its own for the outcome: the global alert area tells it.
    const result = await reinvia.mutateAsync({ params: { id: medico.invito.id }, alert: true });
    if (result.ok) notifySuccess(t('invitations.resent', { email: result.data.destinatario.email }));
  };

  const column = columnsOf<Medico, keyof typeof doctors.columns>((key) => t(`doctors.columns.${key}`));
  const columns = [
    column('name', (m) => fullName(m)),
    column('email', (m) => m.email),
    column('specialty', (m) => m.specializzazione || '—'),
    column('structure', (m) => m.struttura || '—'),
    column('patients', (m) => m.pazienti, { className: 'text-end' }),
    column('invitation', (m) =>
      m.invito ? <InvitoStatoBadge stato={m.invito.stato} /> : t('doctors.noInvitation'),
    ),
  ];

  return (
    <Page title={t('doctors.title')} lead={t('doctors.lead')}>
      <RecordsSection
        title={t('doctors.listTitle')}
        create={{ route: strokeMediciRoutes.creaMedico, onClick: dialogs.create, label: t('doctors.create') }}
      >
        <SearchBox label={t('doctors.search')} value={list.q} onChange={(q) => list.update({ q })} />
        {medici.data === null ? (
          <p>{t('doctors.failed')}</p>
        ) : (
          <DataTable<Medico>
            caption={t('doctors.listTitle')}
            rows={rows}
            loading={medici.isPending}
            rowKey={(m) => m.id}
            empty={list.q ? t('doctors.emptySearch') : t('doctors.empty')}
            columns={columns}
            actions={(m) => (
              <RecordActions
                name={fullName(m)}
                edit={{ route: strokeMediciRoutes.aggiornaMedico, onClick: () => dialogs.edit(m) }}
                remove={{ route: strokeMediciRoutes.eliminaMedico, onClick: () => dialogs.askDelete(m) }}
              >
                <RowAction
                  route={strokeInvitiRoutes.invitiMedico}
                  label={t('doctors.showInvitationsLabel', { name: fullName(m) })}
                  onClick={() => setShowing(m)}
                >
                  {t('doctors.showInvitations')}
                </RowAction>
                {m.invito?.reinviabile ? (
                  <RowAction
                    route={strokeInvitiRoutes.reinvia}
                    label={t('doctors.resendLabel', { name: fullName(m) })}
                    onClick={() => void resend(m)}
                  >
                    {t('doctors.resend')}
                  </RowAction>
                ) : null}
              </RecordActions>
            )}
          />
        )}
      </RecordsSection>
      <MedicoDialog
        medico={dialogs.editing}
        onReload={() => medici.refetch()}
        {...recordFormOpening(dialogs, (created, saved) =>
          created
            ? t('doctors.created', { name: fullName(saved), email: saved.email })
            : t('doctors.saved', { name: fullName(saved) }),
        )}
      />
      <MedicoInvitiDialog medico={showing} onClose={() => setShowing(null)} />
      <ConfirmDelete
        record={dialogs.deleting}
        title={t('doctors.removeTitle')}
        confirmLabel={t('doctors.remove')}
        onClose={dialogs.closeDelete}
        remove={(m) => elimina(m.id)}
        question={(m) => <StrongText t={t} i18nKey="doctors.removeConfirm" values={{ name: fullName(m) }} />}
        deleted={(m) => t('doctors.removed', { name: fullName(m) })}
      />
    </Page>
  );
}
