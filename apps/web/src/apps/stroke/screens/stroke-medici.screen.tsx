import { type Medico, strokeRoutes } from '@halo/contract';
import { Button } from 'design-react-kit';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog.tsx';
import { type Column, DataTable } from '../../../lib/ui/data-table.tsx';
import { useListParams } from '../../../lib/ui/list-params.ts';
import { Page, PageSection, SearchBox } from '../../../lib/ui/page.tsx';
import { RowAction } from '../../../lib/ui/row-action.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { InvitoStatoBadge, usePersonName } from '../persone/invito.labels.tsx';
import { MedicoCreateDialog, MedicoEditDialog, MedicoInvitiDialog } from '../persone/medico-dialogs.tsx';
import { useEliminaMedico, useMedici, useReinviaInvito } from '../persone/persone.queries.ts';

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
  const personName = usePersonName();
  const list = useListParams();
  const medici = useMedici();
  const reinvia = useReinviaInvito();
  const elimina = useEliminaMedico();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Medico | null>(null);
  const [removing, setRemoving] = useState<Medico | null>(null);
  const [showing, setShowing] = useState<Medico | null>(null);
  const rows = medici.data ? matching(medici.data, list.q).sort(byName) : undefined;

  const resend = async (medico: Medico) => {
    if (!medico.invito || reinvia.isPending) return;
    // The row has no place of its own for the outcome: the global alert area tells it.
    const result = await reinvia.mutateAsync({ params: { id: medico.invito.id }, alert: true });
    if (result.ok) notifySuccess(t('invitations.resent', { email: result.data.destinatario.email }));
  };

  const columns: Column<Medico>[] = [
    { key: 'name', header: t('doctors.columns.name'), cell: (m) => personName(m) },
    { key: 'email', header: t('doctors.columns.email'), cell: (m) => m.email },
    { key: 'specialty', header: t('doctors.columns.specialty'), cell: (m) => m.specializzazione || '—' },
    { key: 'structure', header: t('doctors.columns.structure'), cell: (m) => m.struttura || '—' },
    {
      key: 'patients',
      header: t('doctors.columns.patients'),
      className: 'text-end',
      cell: (m) => m.pazienti,
    },
    {
      key: 'invitation',
      header: t('doctors.columns.invitation'),
      cell: (m) => (m.invito ? <InvitoStatoBadge stato={m.invito.stato} /> : t('doctors.noInvitation')),
    },
    {
      key: 'actions',
      header: t('doctors.columns.actions'),
      hiddenHeader: true,
      className: 'text-end text-nowrap',
      cell: (m) => (
        <>
          <RowAction
            route={strokeRoutes.aggiornaMedico}
            label={t('doctors.editLabel', { name: personName(m) })}
            onClick={() => setEditing(m)}
          >
            {t('doctors.edit')}
          </RowAction>
          <RowAction
            route={strokeRoutes.invitiMedico}
            label={t('doctors.showInvitationsLabel', { name: personName(m) })}
            onClick={() => setShowing(m)}
          >
            {t('doctors.showInvitations')}
          </RowAction>
          {m.invito?.reinviabile ? (
            <RowAction
              route={strokeRoutes.reinvia}
              label={t('doctors.resendLabel', { name: personName(m) })}
              onClick={() => void resend(m)}
            >
              {t('doctors.resend')}
            </RowAction>
          ) : null}
          <RowAction
            route={strokeRoutes.eliminaMedico}
            label={t('doctors.removeLabel', { name: personName(m) })}
            danger
            onClick={() => setRemoving(m)}
          >
            {t('doctors.remove')}
          </RowAction>
        </>
      ),
    },
  ];

  return (
    <Page title={t('doctors.title')} lead={t('doctors.lead')}>
      <PageSection
        title={t('doctors.listTitle')}
        actions={
          <Button color="primary" size="sm" type="button" onClick={() => setCreating(true)}>
            {t('doctors.create')}
          </Button>
        }
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
          />
        )}
      </PageSection>
      <MedicoCreateDialog
        isOpen={creating}
        onClose={() => setCreating(false)}
        onSaved={(saved) => {
          setCreating(false);
          notifySuccess(t('doctors.created', { name: personName(saved), email: saved.email }));
        }}
      />
      <MedicoEditDialog
        medico={editing}
        onClose={() => setEditing(null)}
        onReload={async () => {
          const fresh = await medici.refetch();
          setEditing(fresh.data?.find((m) => m.id === editing?.id) ?? null);
        }}
        onSaved={(saved) => {
          setEditing(null);
          notifySuccess(t('doctors.saved', { name: personName(saved) }));
        }}
      />
      <MedicoInvitiDialog medico={showing} onClose={() => setShowing(null)} />
      <ConfirmDialog
        isOpen={removing !== null}
        title={t('doctors.removeTitle')}
        confirmLabel={t('doctors.remove')}
        onCancel={() => setRemoving(null)}
        onConfirm={() => elimina(removing?.id ?? 0)}
        onDone={() => {
          if (removing) notifySuccess(t('doctors.removed', { name: personName(removing) }));
          setRemoving(null);
        }}
      >
        <p>
          <Trans
            t={t}
            i18nKey="doctors.removeConfirm"
            values={{ name: removing ? personName(removing) : '' }}
            components={{ strong: <strong /> }}
          />
        </p>
      </ConfirmDialog>
    </Page>
  );
}
