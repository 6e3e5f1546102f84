import {
  type ConnessioneFhir,
  fhirMessageStates,
  integrationFhirRoutes,
  type MessaggioFhir,
} from '@halo/contract/integration-fhir';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../../lib/ui/data-table.tsx';
import { formatDateTime } from '../../../lib/ui/list-params.ts';
import { PageSection } from '../../../lib/ui/page.tsx';
import { ListPager } from '../../../lib/ui/pager.tsx';
import { RowAction } from '../../../lib/ui/row-action.tsx';
import { SelectField } from '../../../lib/ui/search-screen.tsx';
import { StateBadge } from '../../../lib/ui/states.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { useMessaggi, useReinviaMessaggio } from './fhir.queries.ts';

type Stato = MessaggioFhir['stato'];

const LOG_SIZE = 20;

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
  const [params, setParams] = useSearchParams();
  const stato = fhirMessageStates.find((state) => state === params.get('stato'));
  const page = Math.max(1, Number.parseInt(params.get('pagina') ?? '', 10) || 1);
  const messaggi = useMessaggi(connessione.id, { page, size: LOG_SIZE, stato });
  const resend = useReinviaMessaggio();
  const setParam = (changes: Record<string, string | null>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );
  const send = async (m: MessaggioFhir) => {
    const result = await resend.mutateAsync({
      params: { id: connessione.id, messaggioId: m.id },
      alert: true,
    });
    if (result.ok) notifySuccess(t('fhir.log.resent', { subject: m.soggetto }));
  };
  const name = connessione.nome;
  return (
    <PageSection
      title={t('fhir.log.title', { name })}
      focusOnOpen={focusOnOpen}
      actions={
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onClose}>
          {t('fhir.log.close')}
        </button>
      }
    >
      <div className="row">
        <SelectField
          label={t('fhir.log.stato')}
          value={stato ?? ''}
          onChange={(value) => setParam({ stato: value, pagina: null })}
        >
          <option value="">{t('fhir.log.all')}</option>
          {fhirMessageStates.map((state) => (
            <option key={state} value={state}>
              {t(`fhir.log.states.${state}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <DataTable<MessaggioFhir>
        caption={t('fhir.log.caption', { name })}
        rows={messaggi.data?.items}
        loading={messaggi.isPending}
        rowKey={(m) => m.id}
        empty={stato ? t('fhir.log.emptyFiltered') : t('fhir.log.empty')}
        columns={[
          { key: 'risorsa', header: t('fhir.log.columns.risorsa'), cell: (m) => m.risorsa },
          {
            key: 'soggetto',
            header: t('fhir.log.columns.soggetto'),
            cell: (m) => <code>{m.soggetto}</code>,
          },
          {
            key: 'istante',
            header: t('fhir.log.columns.istante'),
            cell: (m) => formatDateTime(m.istante),
          },
          {
            key: 'stato',
            header: t('fhir.log.columns.stato'),
            cell: (m) => (
              <StateBadge tone={BADGES[m.stato]} label={t('fhir.stateLabel')}>
                {t(`fhir.log.states.${m.stato}`)}
              </StateBadge>
            ),
          },
          {
            key: 'tentativi',
            header: t('fhir.log.columns.tentativi'),
            className: 'text-end',
            cell: (m) => m.tentativi,
          },
          { key: 'esito', header: t('fhir.log.columns.esito'), cell: (m) => <Outcome m={m} /> },
          {
            key: 'inviato',
            header: t('fhir.log.columns.inviato'),
            cell: (m) => (m.inviato ? formatDateTime(m.inviato) : '—'),
          },
        ]}
        actions={(m) =>
          resendable(m) ? (
            <RowAction
              route={integrationFhirRoutes.reinviaMessaggio}
              label={t('fhir.log.resendItem', { resource: m.risorsa, subject: m.soggetto })}
              onClick={() => void send(m)}
            >
              {t('fhir.log.resend')}
            </RowAction>
          ) : null
        }
      />
      <ListPager
        label={t('fhir.log.pagerLabel')}
        result={messaggi.data}
        onPage={(next) => setParam({ pagina: String(next) })}
      />
    </PageSection>
  );
}
