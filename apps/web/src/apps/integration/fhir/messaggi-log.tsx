import {
  type ConnessioneFhir,
  fhirMessageStates,
  integrationFhirRoutes,
  type MessaggioFhir,
} from '@halo/contract/integration-fhir';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/ui/list-params.ts';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { LogTable, useLogAddress } from '../shared/log-table.tsx';
import { useMessaggi, useReinviaMessaggio } from './fhir.queries.ts';

type Stato = MessaggioFhir['stato'];

const BADGES: Readonly<Record<Stato, string>> = {
  pending: 'bg-primary',
  sent: 'bg-success',
  failed: 'bg-warning text-dark',
  parked: 'bg-danger',
};

/** A message out of the queue may go again: one given up (parked), or one sent that the server lost. */
const resendable = (m: MessaggioFhir) => m.stato === 'parked' || m.stato === 'sent';

/** What the server said of a refusal: its OperationOutcome's issues, as text. */
function issuesOf(outcome: MessaggioFhir['outcome']): string[] {
  const issues = (outcome as { issue?: { severity?: string; code?: string; diagnostics?: string }[] } | null)
    ?.issue;
  return (issues ?? []).map(
    (issue) =>
      [issue.severity, issue.code].filter(Boolean).join(' ') +
      (issue.diagnostics ? `: ${issue.diagnostics}` : ''),
  );
}

/** The last outcome of a message: the status or error, the OperationOutcome's issues, the next attempt. */
function Outcome({ m }: { m: MessaggioFhir }) {
  const { t } = useTranslation('integration');
  const issues = issuesOf(m.outcome);
  return (
    <ul className="list-unstyled mb-0 small">
      <li>{m.ultimoEsito ?? '—'}</li>
      {issues.map((issue) => (
        <li key={issue} className="text-danger">
          {issue}
        </li>
      ))}
      {m.prossimoTentativo && m.tentativi > 0 ? (
        <li>{t('fhir.log.next', { at: formatDateTime(m.prossimoTentativo) })}</li>
      ) : null}
    </ul>
  );
}

/**
 * The log of one connection's messages, newest first, filtered by state (`?stato=`) and paged (`?pagina=`) in the
 * address beside the connections' own list, whose paging and search it leaves alone.
 */
export function MessaggiLog({
  connessione,
  focusOnOpen,
  onClose,
}: {
  connessione: ConnessioneFhir;
  focusOnOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('integration');
  const address = useLogAddress(fhirMessageStates);
  const { page, size, stato } = address;
  const messaggi = useMessaggi(connessione.id, { page, size, stato });
  const resend = useReinviaMessaggio();
  const send = async (m: MessaggioFhir) => {
    const result = await resend.mutateAsync({
      params: { id: connessione.id, messaggioId: m.id },
      alert: true,
    });
    if (result.ok) notifySuccess(t('fhir.log.resent', { subject: m.soggetto }));
  };
  return (
    <LogTable<Stato, MessaggioFhir>
      section="fhir"
      name={connessione.nome}
      focusOnOpen={focusOnOpen}
      onClose={onClose}
      address={address}
      result={messaggi}
      badges={BADGES}
      stateText={(state) => t(`fhir.log.states.${state}`)}
      what={{ key: 'risorsa', header: t('fhir.log.columns.risorsa'), cell: (m) => m.risorsa }}
      more={[
        { key: 'esito', header: t('fhir.log.columns.esito'), cell: (m) => <Outcome m={m} /> },
        {
          key: 'inviato',
          header: t('fhir.log.columns.inviato'),
          cell: (m) => (m.inviato ? formatDateTime(m.inviato) : '—'),
        },
      ]}
      resend={{
        route: integrationFhirRoutes.reinviaMessaggio,
        may: resendable,
        label: (m) => t('fhir.log.resendItem', { resource: m.risorsa, subject: m.soggetto }),
        text: t('fhir.log.resend'),
        send,
      }}
    />
  );
}
