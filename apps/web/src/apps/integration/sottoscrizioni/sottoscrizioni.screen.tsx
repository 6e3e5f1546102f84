import {
  integrationRoutes as routes,
  type Sottoscrizione,
  type SottoscrizioneSegreto,
} from '@halo/contract/integration';
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
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { ConsegneLog } from './consegne-log.tsx';
import { useEventTypes } from './event-types.ts';
import { SecretDialog } from './secret-dialog.tsx';
import { SottoscrizioneFormDialog } from './sottoscrizione-form.tsx';
import {
  useEliminaSottoscrizione,
  useEventoDiProva,
  useNuovoSegreto,
  useSottoscrizione,
  useSottoscrizioni,
} from './sottoscrizioni.queries.ts';

const SORTS = ['nome', 'creata'] as const;

/** The list's filter by state, in the address as `?attive=`. */
const STATE_FILTERS = { si: 'true', no: 'false' } as const;
type StateFilter = keyof typeof STATE_FILTERS;
const stateFilterOf = (value: string): StateFilter | undefined =>
  value === 'si' || value === 'no' ? value : undefined;

/** How a subscription is doing: its last delivery, and the deliveries its endpoint is failing. */
function Health({ s }: { s: Sottoscrizione }) {
  const { t } = useTranslation('integration');
  return (
    <ul className="list-unstyled mb-0 small">
      <li>
        {s.ultimaConsegna
          ? t('sottoscrizioni.health.last', { at: formatDateTime(s.ultimaConsegna) })
          : t('sottoscrizioni.health.never')}
      </li>
      {s.inErrore > 0 ? (
        <li className="text-danger fw-semibold">
          {t('sottoscrizioni.health.failing', { count: s.inErrore })}
        </li>
      ) : null}
      {s.consegne.parked > 0 ? (
        <li className="text-danger">{t('sottoscrizioni.health.parked', { count: s.consegne.parked })}</li>
      ) : null}
    </ul>
  );
}

/**
 * The subscriptions to Halo's events (docs/adr/0047): the list, a form to create and edit one, its secret shown
 * once after a create or a new secret, a test event, and the log of its deliveries (`?consegne=<id>`) with "send
 * again".
 */
export function IntegrationSottoscrizioni() {
  const { t } = useTranslation('integration');
  const list = useListParams({ sort: 'nome' });
  const stateFilter = stateFilterOf(list.get('attive'));
  const sottoscrizioni = useSottoscrizioni({
    ...pageQuery(list),
    sort: knownSort(list.sort, SORTS),
    attiva: stateFilter && STATE_FILTERS[stateFilter],
  });
  usePageInRange(list, sottoscrizioni);
  const rows = sottoscrizioni.data?.items;
  const dialogs = useRecordDialogs(rows, (s) => s.id);
  const types = useEventTypes();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['integration'] });
  const remove = useEliminaSottoscrizione();
  const rotate = useNuovoSegreto();
  const test = useEventoDiProva();

  const [secret, setSecret] = useState<SottoscrizioneSegreto | null>(null);
  const [rotating, setRotating] = useState<Sottoscrizione | null>(null);
  // The question keeps its name while the dialog closes.
  const rotation = useOpening(rotating);
  // The log opened by a click takes the focus; one opened by the address (a reload) leaves it where it is.
  const [logOpenedByClick, setLogOpenedByClick] = useState(false);
  // What the user was on when a secret was asked for: the dialogs in between close, the focus comes back here.
  const opener = useRef<HTMLElement | null>(null);
  const rememberOpener = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };

  const shownId = Number.parseInt(list.get('consegne'), 10) || null;
  const onPage = rows?.find((s) => s.id === shownId);
  // A log opened from the address may be of a subscription on another page of the list, or filtered out.
  const alone = useSottoscrizione(shownId !== null && rows && !onPage ? shownId : null);
  const shown = shownId === null ? null : (onPage ?? alone.data ?? null);
  // Closing the log gives the focus back to the row's button that opened it (still on the list).
  const logOpener = useRef<HTMLElement | null>(null);
  const showLog = (s: Sottoscrizione) => {
    setLogOpenedByClick(true);
    logOpener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    list.update({ consegne: s.id, stato: null, pagina: null, page: list.get('page') || null });
  };
  const closeLog = () => {
    list.update({ consegne: null, stato: null, pagina: null, page: list.get('page') || null });
    if (logOpener.current?.isConnected) logOpener.current.focus();
  };

  const sendTest = async (s: Sottoscrizione) => {
    const result = await test.mutateAsync({ params: { id: s.id }, alert: true });
    if (!result.ok) return;
    notifySuccess(t('sottoscrizioni.testSent', { name: s.nome }));
    if (shown?.id !== s.id) showLog(s);
  };

  return (
    <Page title={t('sottoscrizioni.title')} lead={t('sottoscrizioni.lead')}>
      <PageSection
        title={t('sottoscrizioni.listTitle')}
        actions={
          <NewRecordButton
            route={routes.creaSottoscrizione}
            onClick={() => {
              rememberOpener();
              dialogs.create();
            }}
          >
            {t('sottoscrizioni.new')}
          </NewRecordButton>
        }
      >
        <SearchBox label={t('sottoscrizioni.search')} value={list.q} onChange={(q) => list.update({ q })} />
        <div className="row">
          <SelectField
            label={t('sottoscrizioni.filter.label')}
            value={stateFilter ?? ''}
            onChange={(value) => list.update({ attive: value || null })}
          >
            <option value="">{t('sottoscrizioni.filter.all')}</option>
            <option value="si">{t('sottoscrizioni.filter.active')}</option>
            <option value="no">{t('sottoscrizioni.filter.suspended')}</option>
          </SelectField>
        </div>
        <PagedTable<Sottoscrizione>
          list={list}
          result={sottoscrizioni}
          rowKey={(s) => s.id}
          caption={t('sottoscrizioni.caption')}
          pagerLabel={t('sottoscrizioni.pagerLabel')}
          empty={list.q || stateFilter ? t('sottoscrizioni.emptySearch') : t('sottoscrizioni.empty')}
          columns={[
            { key: 'nome', header: t('sottoscrizioni.columns.nome'), sortKey: 'nome', cell: (s) => s.nome },
            {
              key: 'url',
              header: t('sottoscrizioni.columns.url'),
              cell: (s) => <code className="text-break">{s.url}</code>,
            },
            {
              key: 'tipi',
              header: t('sottoscrizioni.columns.tipi'),
              cell: (s) => (
                <ul className="list-unstyled d-flex flex-wrap gap-1 mb-0">
                  {s.tipi.map((tipo) => (
                    <li key={tipo} className="badge bg-light text-dark border">
                      {types.labelOf(tipo)}
                    </li>
                  ))}
                </ul>
              ),
            },
            {
              key: 'datiPersonali',
              header: t('sottoscrizioni.columns.datiPersonali'),
              cell: (s) => (s.datiPersonali ? t('sottoscrizioni.yes') : t('sottoscrizioni.no')),
            },
            {
              key: 'stato',
              header: t('sottoscrizioni.columns.stato'),
              cell: (s) => (
                <StateBadge
                  tone={s.attiva ? 'bg-success' : 'bg-secondary'}
                  label={t('sottoscrizioni.stateLabel')}
                >
                  {s.attiva ? t('sottoscrizioni.attiva') : t('sottoscrizioni.sospesa')}
                </StateBadge>
              ),
            },
            { key: 'salute', header: t('sottoscrizioni.columns.salute'), cell: (s) => <Health s={s} /> },
          ]}
          actions={(s) => (
            <RecordActions
              name={s.nome}
              edit={{ route: routes.aggiornaSottoscrizione, onClick: () => dialogs.edit(s) }}
              remove={{ route: routes.eliminaSottoscrizione, onClick: () => dialogs.askDelete(s) }}
            >
              <RowAction
                route={routes.consegne}
                label={t('sottoscrizioni.actions.logItem', { name: s.nome })}
                onClick={() => showLog(s)}
              >
                {t('sottoscrizioni.actions.log')}
              </RowAction>
              <RowAction
                route={routes.eventoDiProva}
                label={t('sottoscrizioni.actions.testItem', { name: s.nome })}
                onClick={() => void sendTest(s)}
              >
                {t('sottoscrizioni.actions.test')}
              </RowAction>
              <RowAction
                route={routes.nuovoSegreto}
                label={t('sottoscrizioni.actions.secretItem', { name: s.nome })}
                onClick={() => {
                  rememberOpener();
                  setRotating(s);
                }}
              >
                {t('sottoscrizioni.actions.secret')}
              </RowAction>
            </RecordActions>
          )}
        />
      </PageSection>
      {shown ? (
        <ConsegneLog
          key={shown.id}
          sottoscrizione={shown}
          focusOnOpen={logOpenedByClick}
          onClose={closeLog}
        />
      ) : null}
      <SottoscrizioneFormDialog
        isOpen={dialogs.formOpen}
        editing={dialogs.editing}
        onClose={dialogs.closeForm}
        onReload={refresh}
        // After a create the secret's dialog takes the focus, and gives it back when it closes.
        returnFocus={secret === null}
        onCreated={(created) => {
          dialogs.closeForm();
          notifySuccess(t('sottoscrizioni.created', { name: created.sottoscrizione.nome }));
          setSecret(created);
        }}
        onSaved={onRecordSaved(dialogs, (_created, saved) => t('sottoscrizioni.saved', { name: saved.nome }))}
      />
      <ConfirmDialog
        isOpen={rotating !== null}
        title={t('sottoscrizioni.rotate.title')}
        confirmLabel={t('sottoscrizioni.rotate.confirm')}
        confirmColor="primary"
        returnFocus={secret === null}
        onCancel={() => setRotating(null)}
        onConfirm={() => rotate.mutateAsync({ params: { id: rotation.shown?.id ?? 0 } })}
        onDone={(result) => {
          setSecret(result);
          setRotating(null);
        }}
        onReload={refresh}
      >
        {rotation.shown ? (
          <StrongText t={t} i18nKey="sottoscrizioni.rotate.question" values={{ name: rotation.shown.nome }} />
        ) : null}
      </ConfirmDialog>
      <SecretDialog
        shown={secret}
        onClose={() => setSecret(null)}
        onClosed={() => {
          if (opener.current?.isConnected) opener.current.focus();
        }}
      />
      <ConfirmDelete
        record={dialogs.deleting}
        onClose={dialogs.closeDelete}
        remove={(s) => remove.mutateAsync({ params: { id: s.id } })}
        question={(s) => (
          <StrongText t={t} i18nKey="sottoscrizioni.deleteConfirm" values={{ name: s.nome }} />
        )}
        deleted={(s) => t('sottoscrizioni.deleted', { name: s.nome })}
        onDeleted={(s) => {
          if (s.id === shown?.id) closeLog();
        }}
        onReload={refresh}
      />
    </Page>
  );
}
