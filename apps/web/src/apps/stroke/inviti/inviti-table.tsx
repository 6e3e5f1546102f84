import type { Invito } from '@halo/contract';
import { strokeInvitiRoutes } from '@halo/contract/stroke/inviti';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WriteFailure } from '../../../lib/call-route.ts';
import { columnsOf } from '../../../lib/ui/columns.ts';
import { DataTable } from '../../../lib/ui/data-table.tsx';
import { FailureAlert } from '../../../lib/ui/failure-alert.tsx';
import { formatDateTime } from '../../../lib/ui/list-params.ts';
import { RecordActions } from '../../../lib/ui/record-section.tsx';
import { RowAction } from '../../../lib/ui/row-action.tsx';
import { fullName } from '../pazienti/pazienti.labels.tsx';
import { InvitoStatiLegend, InvitoStatoBadge } from './inviti.labels.tsx';
import { useReinviaInvito } from './inviti.queries.ts';
import type { invitations } from './locales/it.ts';

/** The newest first: the one that counts for a person is the latest sent. */
const byNewest = (a: Invito, b: Invito) => b.inviatoIl.localeCompare(a.inviatoIl);

type Outcome = { ok: true; message: string } | WriteFailure;

/**
 * A doctor's invitations: to whom, for which account, their state in words and their dates, and the way to send
 * again those the reader may (`reinviabile`). What a resend did shows above the table, not in the global alert
 * area: the table may sit in a dialog, which covers that area.
 */
export function InvitiTable({
  inviti,
  caption,
  loading,
}: {
  inviti: readonly Invito[] | undefined;
  caption: string;
  loading?: boolean;
}) {
  const { t } = useTranslation('stroke');
  const reinvia = useReinviaInvito();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);

  const resend = async (invito: Invito) => {
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    const result = await reinvia.mutateAsync({ params: { id: invito.id } });
    setBusy(false);
    setOutcome(
      result.ok
        ? { ok: true, message: t('invitations.resent', { email: result.data.destinatario.email }) }
        : result,
    );
  };

  const column = columnsOf<Invito, keyof typeof invitations.columns>((key) =>
    t(`invitations.columns.${key}`),
  );
  const columns = [
    column('recipient', (i) => (
      <>
        <span className="fw-semibold">{fullName(i.destinatario)}</span>
        <span className="d-block small">{i.destinatario.email}</span>
      </>
    )),
    column('kind', (i) => t(`invitations.kinds.${i.tipo}`)),
    column('state', (i) => <InvitoStatoBadge stato={i.stato} />),
    column('sent', (i) => formatDateTime(i.inviatoIl)),
    column('opened', (i) => formatDateTime(i.apertoIl)),
    column('accepted', (i) => formatDateTime(i.accettatoIl)),
    column('expires', (i) => formatDateTime(i.scadeIl)),
  ];

  return (
    <>
      {outcome?.ok ? (
        <div className="alert alert-success" role="status">
          {outcome.message}
        </div>
      ) : null}
      {outcome && !outcome.ok ? <FailureAlert failure={outcome} /> : null}
      <DataTable<Invito>
        caption={caption}
        rows={inviti ? [...inviti].sort(byNewest) : undefined}
        loading={loading}
        rowKey={(i) => i.id}
        empty={t('invitations.empty')}
        columns={columns}
        actions={(i) => (
          <RecordActions name={fullName(i.destinatario)}>
            {i.reinviabile ? (
              <RowAction
                route={strokeInvitiRoutes.reinvia}
                label={t('invitations.resendLabel', { name: fullName(i.destinatario) })}
                onClick={() => void resend(i)}
              >
                {t('invitations.resend')}
              </RowAction>
            ) : null}
          </RecordActions>
        )}
      />
      {inviti && inviti.length > 0 ? <InvitoStatiLegend /> : null}
    </>
  );
}
