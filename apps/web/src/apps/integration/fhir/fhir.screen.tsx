import { type ConnessioneFhir, integrationFhirRoutes as routes } from '@halo/contract/integration-fhir';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, useOpening } from '../../../lib/ui/confirm-dialog.tsx';
import {
  formatDateTime,
  knownSort,
  pageQuery,
  useListParams,
  usePageInRange,
} from '../../../lib/ui/list-params.ts';
import { Page, PageSection, SearchBox } from '../../../lib/ui/page.tsx';
import { PagedTable } from '../../../lib/ui/paged-table.tsx';
import { onRecordSaved } from '../../../lib/ui/record-saved.ts';
import {
  ConfirmDelete,
  NewRecordButton,
  RecordActions,
  StrongText,
  useRecordDialogs,
} from '../../../lib/ui/record-section.tsx';
import { RowAction } from '../../../lib/ui/row-action.tsx';
import { SelectField } from '../../../lib/ui/search-screen.tsx';
import { StateBadge } from '../../../lib/ui/states.tsx';
import { notifySuccess, raiseAlert } from '../../../shell/alerts/alert.store.ts';
import { ConnessioneFormDialog } from './connessione-form.tsx';
import {
  useConnessione,
  useConnessioni,
  useEliminaConnessione,
  useNuoveChiavi,
  useProvaConnessione,
} from './fhir.queries.ts';
import { MessaggiLog } from './messaggi-log.tsx';

const SORTS = ['nome', 'creata'] as const;

/** The list's filter by state, in the address as `?attive=`. */
const STATE_FILTERS = { si: 'true', no: 'false' } as const;
type StateFilter = keyof typeof STATE_FILTERS;
const stateFilterOf = (value: string): StateFilter | undefined =>
  value === 'si' || value === 'no' ? value : undefined;

/** How Halo authenticates to the server, in a word (and the client, for SMART). */
function Auth({ c }: { c: ConnessioneFhir }) {
  const { t } = useTranslation('integration');
  const auth = c.autenticazione;
  return (
    <>
      {t(`fhir.auth.${auth.tipo}`)}
      {auth.tipo === 'smart' ? (
        <div className="small text-break">{t('fhir.auth.client', { client: auth.clientId })}</div>
      ) : null}
    </>
  );
}

/** How a connection is doing: its last message sent, and those queued, refused or given up. */
function Health({ c }: { c: ConnessioneFhir }) {
  const { t } = useTranslation('integration');
  const { pending, failed, parked } = c.messaggi;
  return (
    <ul className="list-unstyled mb-0 small">
      <li>
        {c.ultimoInvio
          ? t('fhir.health.last', { at: formatDateTime(c.ultimoInvio) })
          : t('fhir.health.never')}
      </li>
      {pending > 0 ? <li>{t('fhir.health.queued', { count: pending })}</li> : null}
      {failed > 0 ? (
        <li className="text-danger fw-semibold">{t('fhir.health.failing', { count: failed })}</li>
      ) : null}
      {parked > 0 ? <li className="text-danger">{t('fhir.health.parked', { count: parked })}</li> : null}
    </ul>
  );
}

/** What the OperationOutcome of a failed check says, as one line. */
function diagnosticsOf(outcome: Record<string, unknown> | null): string {
  const issues = (outcome as { issue?: { diagnostics?: string }[] } | null)?.issue ?? [];
  return issues
    .map((issue) => issue.diagnostics)
    .filter(Boolean)
    .join(' ');
}

/**
 * The FHIR adapter (docs/adr/0048): the connections to other systems' FHIR servers, a form to create and edit one
 * (its authentication, Halo's public key for SMART), "Prova connessione" with its outcome in the alert area, a new
 * key pair, and the log of a connection's messages (`?messaggi=<id>`) with "Reinvia".
 */
export function IntegrationFhir() {
  const { t } = useTranslation('integration');
  const list = useListParams({ sort: 'nome' });
  const stateFilter = stateFilterOf(list.get('attive'));
  const connessioni = useConnessioni({
    ...pageQuery(list),
    sort: knownSort(list.sort, SORTS),
    attiva: stateFilter && STATE_FILTERS[stateFilter],
  });
  usePageInRange(list, connessioni);
  const rows = connessioni.data?.items;
  const dialogs = useRecordDialogs(rows, (c) => c.id);
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['integration', 'fhir'] });
  const remove = useEliminaConnessione();
  const rotate = useNuoveChiavi();
  const check = useProvaConnessione();

  const [rotating, setRotating] = useState<ConnessioneFhir | null>(null);
  // The question keeps its name while the dialog closes.
  const rotation = useOpening(rotating);
  const [logOpenedByClick, setLogOpenedByClick] = useState(false);

  const shownId = Number.parseInt(list.get('messaggi'), 10) || null;
  const onPage = rows?.find((c) => c.id === shownId);
  // A log opened from the address may be of a connection on another page of the list, or filtered out.
  const alone = useConnessione(shownId !== null && rows && !onPage ? shownId : null);
  const shown = shownId === null ? null : (onPage ?? alone.data ?? null);
  const logOpener = useRef<HTMLElement | null>(null);
  const showLog = (c: ConnessioneFhir) => {
    setLogOpenedByClick(true);
    logOpener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    list.update({ messaggi: c.id, stato: null, pagina: null, page: list.get('page') || null });
  };
  const closeLog = () => {
    list.update({ messaggi: null, stato: null, pagina: null, page: list.get('page') || null });
    if (logOpener.current?.isConnected) logOpener.current.focus();
  };

  /** "Prova connessione": the outcome goes to the alert area, where it is read out. */
  const test = async (c: ConnessioneFhir) => {
    const result = await check.mutateAsync({ params: { id: c.id }, alert: true });
    if (!result.ok) return;
    const outcome = result.data;
    if (outcome.ok) {
      const version = outcome.fhirVersion ?? t('fhir.test.unknown');
      notifySuccess(
        outcome.software
          ? t('fhir.test.ok', { name: c.nome, version, software: outcome.software })
          : t('fhir.test.okPlain', { name: c.nome, version }),
      );
    } else {
      const reason = [outcome.errore, diagnosticsOf(outcome.outcome)].filter(Boolean).join(' ');
      raiseAlert(t('fhir.test.failed', { name: c.nome, reason }), { kind: 'warning', status: outcome.stato });
    }
  };

  return (
    <Page title={t('fhir.title')} lead={t('fhir.lead')}>
      <PageSection
        title={t('fhir.listTitle')}
        actions={
          <NewRecordButton route={routes.creaConnessione} onClick={dialogs.create}>
            {t('fhir.new')}
          </NewRecordButton>
        }
      >
        <SearchBox label={t('fhir.search')} value={list.q} onChange={(q) => list.update({ q })} />
        <div className="row">
          <SelectField
            label={t('fhir.filter.label')}
            value={stateFilter ?? ''}
            onChange={(value) => list.update({ attive: value || null })}
          >
            <option value="">{t('fhir.filter.all')}</option>
            <option value="si">{t('fhir.filter.active')}</option>
            <option value="no">{t('fhir.filter.suspended')}</option>
          </SelectField>
        </div>
        <PagedTable<ConnessioneFhir>
          list={list}
          result={connessioni}
          rowKey={(c) => c.id}
          caption={t('fhir.caption')}
          pagerLabel={t('fhir.pagerLabel')}
          empty={list.q || stateFilter ? t('fhir.emptySearch') : t('fhir.empty')}
          columns={[
            { key: 'nome', header: t('fhir.columns.nome'), sortKey: 'nome', cell: (c) => c.nome },
            {
              key: 'baseUrl',
              header: t('fhir.columns.baseUrl'),
              cell: (c) => <code className="text-break">{c.baseUrl}</code>,
            },
            { key: 'autenticazione', header: t('fhir.columns.autenticazione'), cell: (c) => <Auth c={c} /> },
            {
              key: 'risorse',
              header: t('fhir.columns.risorse'),
              cell: (c) => (
                <ul className="list-unstyled d-flex flex-wrap gap-1 mb-0">
                  {c.risorse.map((risorsa) => (
                    <li key={risorsa} className="badge bg-light text-dark border">
                      {t(`fhir.resources.${risorsa as 'Appointment'}`, { defaultValue: risorsa })}
                    </li>
                  ))}
                </ul>
              ),
            },
            {
              key: 'stato',
              header: t('fhir.columns.stato'),
              cell: (c) => (
                <StateBadge tone={c.attiva ? 'bg-success' : 'bg-secondary'} label={t('fhir.stateLabel')}>
                  {c.attiva ? t('fhir.attiva') : t('fhir.sospesa')}
                </StateBadge>
              ),
            },
            { key: 'salute', header: t('fhir.columns.salute'), cell: (c) => <Health c={c} /> },
          ]}
          actions={(c) => (
            <RecordActions
              name={c.nome}
              edit={{ route: routes.aggiornaConnessione, onClick: () => dialogs.edit(c) }}
              remove={{ route: routes.eliminaConnessione, onClick: () => dialogs.askDelete(c) }}
            >
              <RowAction
                route={routes.messaggi}
                label={t('fhir.actions.logItem', { name: c.nome })}
                onClick={() => showLog(c)}
              >
                {t('fhir.actions.log')}
              </RowAction>
              <RowAction
                route={routes.provaConnessione}
                label={t('fhir.actions.testItem', { name: c.nome })}
                onClick={() => void test(c)}
              >
                {t('fhir.actions.test')}
              </RowAction>
              {c.autenticazione.tipo === 'smart' ? (
                <RowAction
                  route={routes.nuoveChiavi}
                  label={t('fhir.actions.keysItem', { name: c.nome })}
                  onClick={() => setRotating(c)}
                >
                  {t('fhir.actions.keys')}
                </RowAction>
              ) : null}
            </RecordActions>
          )}
        />
      </PageSection>
      {shown ? (
        <MessaggiLog key={shown.id} connessione={shown} focusOnOpen={logOpenedByClick} onClose={closeLog} />
      ) : null}
      <ConnessioneFormDialog
        isOpen={dialogs.formOpen}
        editing={dialogs.editing}
        onClose={dialogs.closeForm}
        onReload={refresh}
        onSaved={onRecordSaved(dialogs, (created, saved) =>
          t(created ? 'fhir.created' : 'fhir.saved', { name: saved.nome }),
        )}
      />
      <ConfirmDialog
        isOpen={rotating !== null}
        title={t('fhir.rotate.title')}
        confirmLabel={t('fhir.rotate.confirm')}
        confirmColor="primary"
        onCancel={() => setRotating(null)}
        onConfirm={() => rotate.mutateAsync({ params: { id: rotation.shown?.id ?? 0 } })}
        onDone={(result) => {
          setRotating(null);
          const kid = result.autenticazione.tipo === 'smart' ? result.autenticazione.kid : '';
          notifySuccess(t('fhir.rotate.done', { name: result.nome, kid }));
        }}
        onReload={refresh}
      >
        {rotation.shown ? (
          <StrongText t={t} i18nKey="fhir.rotate.question" values={{ name: rotation.shown.nome }} />
        ) : null}
      </ConfirmDialog>
      <ConfirmDelete
        record={dialogs.deleting}
        onClose={dialogs.closeDelete}
        remove={(c) => remove.mutateAsync({ params: { id: c.id } })}
        question={(c) => <StrongText t={t} i18nKey="fhir.deleteConfirm" values={{ name: c.nome }} />}
        deleted={(c) => t('fhir.deleted', { name: c.nome })}
        onDeleted={(c) => {
          if (c.id === shown?.id) closeLog();
        }}
        onReload={refresh}
      />
    </Page>
  );
}
