import { type Caregiver, strokeCaregiversRoutes } from '@halo/contract/stroke/caregivers';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '../../../lib/ui/columns.ts';
import { DataTable } from '../../../lib/ui/data-table.tsx';
import { formatDate } from '../../../lib/ui/list-params.ts';
import { recordFormOpening } from '../../../lib/ui/record-saved.ts';
import {
  ConfirmDelete,
  RecordActions,
  RecordsSection,
  StrongText,
  useRecordDialogs,
} from '../../../lib/ui/record-section.tsx';
import { RowAction } from '../../../lib/ui/row-action.tsx';
import { EmptyState } from '../../../lib/ui/states.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { fullName } from '../pazienti/pazienti.labels.tsx';
import type { profile } from '../profilo/locales/it.ts';
import { useProfiloLabels } from '../profilo/profilo.labels.ts';
import { useCaregivers, useReinviaInvito, useRevocaCaregiver } from '../profilo/profilo.queries.ts';
import { CaregiverInviteDialog } from './caregiver-invite-dialog.tsx';

/**
 * The patient's caregivers (docs/adr/0023): each with the consent given (or revoked) and where their invitation
 * stands. The patient invites a new one, revokes a consent — after a confirmation that says the effect is
 * immediate —, sends an invitation again, or invites again someone whose consent they revoked.
 */
export function CaregiversSection({ pazienteId }: { pazienteId: number }) {
  const { t } = useTranslation('stroke');
  const caregivers = useCaregivers(pazienteId);
  const revoke = useRevocaCaregiver(pazienteId);
  const resend = useReinviaInvito(pazienteId);
  // The form invites a new caregiver, or again one whose consent was revoked; the deletion is a revocation.
  const dialogs = useRecordDialogs(caregivers.data ?? undefined, (c) => c.id);

  const sendAgain = async (caregiver: Caregiver) => {
    if (!caregiver.invito || resend.isPending) return;
    // A button in a row has no place of its own for a refusal: the global alert tells it.
    const result = await resend.mutateAsync({ params: { id: caregiver.invito.id }, alert: true });
    if (result.ok) notifySuccess(t('profile.caregivers.resent', { email: caregiver.email }));
  };

  const column = columnsOf<Caregiver, keyof typeof profile.caregivers.columns>((key) =>
    t(`profile.caregivers.columns.${key}`),
  );
  const columns = [
    column('name', (c) => (
      <>
        <span className="fw-semibold">{fullName(c)}</span>
        {c.relazione ? <span className="d-block small">{c.relazione}</span> : null}
      </>
    )),
    column('contacts', (c) => (
      <>
        <span className="d-block">{c.email}</span>
        {c.telefono ? <span className="d-block small">{c.telefono}</span> : null}
      </>
    )),
    column('consent', (c) =>
      c.consenso.attivo
        ? t('profile.caregivers.consentActive', { date: formatDate(c.consenso.datoIl) })
        : t('profile.caregivers.consentRevoked', { date: formatDate(c.consenso.revocatoIl) }),
    ),
    column('invitation', (c) => <InvitationState caregiver={c} />),
  ];

  return (
    <RecordsSection
      title={t('profile.caregivers.title')}
      create={{
        route: strokeCaregiversRoutes.invitaCaregiver,
        onClick: dialogs.create,
        label: t('profile.caregivers.invite'),
      }}
    >
      <p>{t('profile.caregivers.intro')}</p>
      {caregivers.data === null ? (
        <EmptyState>{t('profile.caregivers.unavailable')}</EmptyState>
      ) : (
        <DataTable<Caregiver>
          caption={t('profile.caregivers.caption')}
          rows={caregivers.data}
          loading={caregivers.isPending}
          rowKey={(c) => c.id}
          empty={t('profile.caregivers.empty')}
          columns={columns}
          actions={(c) => (
            <RecordActions name={fullName(c)}>
              {c.consenso.attivo ? (
                <>
                  {c.invito?.reinviabile ? (
                    <RowAction
                      label={t('profile.caregivers.resendLabel', { name: fullName(c) })}
                      onClick={() => void sendAgain(c)}
                    >
                      {t('profile.caregivers.resend')}
                    </RowAction>
                  ) : null}
                  <RowAction
                    label={t('profile.caregivers.revokeLabel', { name: fullName(c) })}
                    danger
                    onClick={() => dialogs.askDelete(c)}
                  >
                    {t('profile.caregivers.revoke')}
                  </RowAction>
                </>
              ) : (
                <RowAction
                  label={t('profile.caregivers.reinviteLabel', { name: fullName(c) })}
                  onClick={() => dialogs.edit(c)}
                >
                  {t('profile.caregivers.reinvite')}
                </RowAction>
              )}
            </RecordActions>
          )}
        />
      )}
      <CaregiverInviteDialog
        pazienteId={pazienteId}
        again={dialogs.editing}
        {...recordFormOpening(dialogs, (_, saved) =>
          t('profile.caregivers.invited', { email: saved.email, name: fullName(saved) }),
        )}
      />
      <ConfirmDelete
        record={dialogs.deleting}
        title={t('profile.caregivers.revokeTitle')}
        confirmLabel={t('profile.caregivers.revoke')}
        onClose={dialogs.closeDelete}
        remove={(c) => revoke.mutateAsync({ params: { id: pazienteId, caregiverId: c.id } })}
        question={(c) => (
          <>
            <StrongText t={t} i18nKey="profile.caregivers.revokeConfirm" values={{ name: fullName(c) }} />
            <p className="mb-0">{t('profile.caregivers.revokeAfter')}</p>
          </>
        )}
        deleted={(_, revoked) => t('profile.caregivers.revoked', { name: fullName(revoked) })}
      />
    </RecordsSection>
  );
}

/** Where a caregiver's latest invitation stands, in words, with the day that matters for that state. */
function InvitationState({ caregiver }: { caregiver: Caregiver }) {
  const { t } = useTranslation('stroke');
  const labels = useProfiloLabels();
  const invito = caregiver.invito;
  if (!invito) return t('profile.caregivers.invitation.none');
  let when: string | null = null;
  if (invito.stato === 'inviato') {
    when = t('profile.caregivers.invitation.sent', {
      date: formatDate(invito.inviatoIl),
      expires: formatDate(invito.scadeIl),
    });
  } else if (invito.stato === 'aperto') {
    when = t('profile.caregivers.invitation.opened', { date: formatDate(invito.apertoIl) });
  } else if (invito.stato === 'accettato') {
    when = t('profile.caregivers.invitation.accepted', { date: formatDate(invito.accettatoIl) });
  } else if (invito.stato === 'scaduto') {
    when = t('profile.caregivers.invitation.expired', { date: formatDate(invito.scadeIl) });
  }
  return (
    <>
      <span className="d-block">{labels.invitationState(invito.stato)}</span>
      {when ? <span className="d-block small">{when}</span> : null}
    </>
  );
}
