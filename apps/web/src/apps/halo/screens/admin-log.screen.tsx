import type { AuditEntryView } from '@halo/contract';
import { Button } from 'design-react-kit';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../lib/ui/data-table.tsx';
import { formatDateTime, useListParams } from '../../../lib/ui/list-params.ts';
import { Page, PageSection } from '../../../lib/ui/page.tsx';
import { ListPager } from '../../../lib/ui/pager.tsx';
import { downloadLogsCsv, useLogsPage } from '../halo.queries.ts';
import { knownLogCodes, logLabel } from '../log/log-labels.ts';
import {
  buildLogQuery,
  emptyLogFilters,
  type LogFilters,
  type LogKind,
  logKindOf,
  logKinds,
} from '../log/log-query.ts';
import '../halo.css';

/**
 * The audit log: who changed (and, on request, read) what and when, filtered by user, entity, action, kind and
 * period, paged by the server. It opens on the changes: reads of personal data are many (docs/adr/0029).
 */
export function AdminLog() {
  const { t } = useTranslation('admin');
  // The log stores codes ('perm-add', 'stroke.paziente'); people read them in their language, unknown ones as stored.
  const named = (group: 'actions' | 'entities', code: string) => logLabel(t, group, code);
  const list = useListParams({ sort: '-at' });
  const applied: LogFilters = {
    user: list.get('user'),
    entity: list.get('entity'),
    action: list.get('action'),
    kind: logKindOf(list.get('kind')),
    from: list.get('from'),
    to: list.get('to'),
  };
  const built = buildLogQuery(applied, { page: list.page, size: list.size, sort: list.sort });
  const logs = useLogsPage(built.ok ? built.query : {}, { enabled: built.ok });
  const [downloading, setDownloading] = useState(false);
  const download = async (query: Parameters<typeof downloadLogsCsv>[0]) => {
    setDownloading(true);
    try {
      await downloadLogsCsv(query);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Page title={t('log.title')} lead={t('log.lead')}>
      <LogFilterForm
        // The form starts again from the address when the filters there change (back button, a shared link).
        key={JSON.stringify(applied)}
        applied={applied}
        onApply={(filters) => list.update({ ...filters })}
      />
      <PageSection
        title={t('log.operations')}
        actions={
          built.ok ? (
            <Button
              color="primary"
              outline
              size="sm"
              disabled={downloading}
              onClick={() => void download(built.query)}
            >
              {t('log.downloadCsv')}
            </Button>
          ) : null
        }
      >
        {!built.ok ? (
          <p>{t('log.fixFilters')}</p>
        ) : (
          <>
            <DataTable<AuditEntryView>
              caption={t('log.caption')}
              rows={logs.data?.items}
              loading={logs.isPending}
              rowKey={(entry) => entry.id}
              sort={list.sort}
              onSort={(sort) => list.update({ sort })}
              empty={Object.values(applied).some(Boolean) ? t('log.emptyFiltered') : t('log.empty')}
              columns={[
                { key: 'at', header: t('log.columns.at'), sortKey: 'at', cell: (e) => formatDateTime(e.at) },
                {
                  key: 'user',
                  header: t('log.columns.user'),
                  sortKey: 'actorUsername',
                  cell: (e) => e.actorUsername ?? '—',
                },
                {
                  key: 'entity',
                  header: t('log.columns.entity'),
                  sortKey: 'entity',
                  cell: (e) => named('entities', e.entity),
                },
                {
                  key: 'entityId',
                  header: t('log.columns.entityId'),
                  cell: (e) => (e.entityId ? <code>{e.entityId}</code> : '—'),
                },
                {
                  key: 'action',
                  header: t('log.columns.action'),
                  sortKey: 'action',
                  cell: (e) => named('actions', e.action),
                },
                { key: 'details', header: t('common.details'), cell: (e) => <Details entry={e} /> },
              ]}
            />
            <ListPager
              label={t('log.pagerLabel')}
              result={logs.data}
              onPage={(page) => list.update({ page })}
            />
          </>
        )}
      </PageSection>
    </Page>
  );
}

function Details({ entry }: { entry: AuditEntryView }) {
  const { t } = useTranslation('admin');
  const keys = Object.keys(entry.details).map((key) => t(`log.detailKeys.${key}`, { defaultValue: key }));
  if (keys.length === 0) return <>—</>;
  return (
    <details>
      <summary>
        {keys.slice(0, 3).join(', ')}
        {keys.length > 3 ? '…' : ''}
      </summary>
      <pre className="halo-admin-json mb-0">{JSON.stringify(entry.details, null, 2)}</pre>
    </details>
  );
}

const kindKey = (kind: LogKind) => kind || 'changes';

export function LogFilterForm({
  applied,
  onApply,
}: {
  applied: LogFilters;
  onApply: (filters: LogFilters) => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [values, setValues] = useState<LogFilters>(applied);
  const [errors, setErrors] = useState<Partial<Record<keyof LogFilters, string>>>(() => {
    const built = buildLogQuery(applied, { page: 1, size: 20 });
    return built.ok ? {} : built.errors;
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const built = buildLogQuery(values, { page: 1, size: 20 });
    if (!built.ok) {
      setErrors(built.errors);
      const first = Object.keys(built.errors)[0];
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    onApply(values);
  };
  const field = (name: keyof LogFilters, type: 'text' | 'datetime-local', listId?: string) => {
    const error = errors[name];
    return (
      <div className="col-md-4">
        <div className="form-group">
          <label htmlFor={`${id}-${name}`} className="active">
            {t(`log.filters.${name}`)}
          </label>
          <input
            id={`${id}-${name}`}
            type={type}
            className={`form-control${error ? ' is-invalid' : ''}`}
            value={values[name]}
            list={listId}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-${name}-error` : undefined}
            onChange={(event) => setValues({ ...values, [name]: event.target.value })}
          />
          {error ? (
            <div id={`${id}-${name}-error`} className="invalid-feedback d-block">
              {error}
            </div>
          ) : null}
        </div>
      </div>
    );
  };
  return (
    <PageSection title={t('log.filters.title')}>
      <form onSubmit={submit} noValidate aria-label={t('log.filters.formLabel')}>
        <div className="row">
          {field('user', 'text')}
          {field('entity', 'text', `${id}-entities`)}
          {field('action', 'text', `${id}-actions`)}
          <div className="col-md-4">
            <div className="select-wrapper form-group">
              <label htmlFor={`${id}-kind`}>{t('log.filters.kind')}</label>
              <select
                id={`${id}-kind`}
                value={values.kind}
                onChange={(event) => setValues({ ...values, kind: logKindOf(event.target.value) })}
              >
                {logKinds.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`log.filters.kinds.${kindKey(kind)}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {field('from', 'datetime-local')}
          {field('to', 'datetime-local')}
        </div>
        <datalist id={`${id}-entities`}>
          {knownLogCodes.entities.map((e) => (
            <option key={e} value={e} label={logLabel(t, 'entities', e)} />
          ))}
        </datalist>
        <datalist id={`${id}-actions`}>
          {knownLogCodes.actions.map((a) => (
            <option key={a} value={a} label={logLabel(t, 'actions', a)} />
          ))}
        </datalist>
        <div className="d-flex gap-2">
          <Button color="primary" size="sm" type="submit">
            {t('log.filters.apply')}
          </Button>
          <Button
            color="secondary"
            outline
            size="sm"
            type="button"
            onClick={() => {
              setValues(emptyLogFilters);
              setErrors({});
              onApply(emptyLogFilters);
            }}
          >
            {t('log.filters.reset')}
          </Button>
        </div>
      </form>
    </PageSection>
  );
}
