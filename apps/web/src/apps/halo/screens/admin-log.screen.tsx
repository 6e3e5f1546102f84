import type { AuditEntryView } from '@halo/contract';
import { Button } from 'design-react-kit';
import { useEffect, useId, useState } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '../../../lib/ui/columns.ts';
import { codeChoices, SelectField, TextField } from '../../../lib/ui/form-fields.tsx';
import { formatDateTime, useListParams } from '../../../lib/ui/list-params.ts';
import { Page, PageSection } from '../../../lib/ui/page.tsx';
import { PagedTable } from '../../../lib/ui/paged-table.tsx';
import { downloadLogsCsv, useLogsPage } from '../halo.queries.ts';
import type admin from '../locales/it/admin.ts';
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
  const column = columnsOf<AuditEntryView, keyof typeof admin.log.columns>((key) => t(`log.columns.${key}`));
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
          <PagedTable<AuditEntryView>
            caption={t('log.caption')}
            list={list}
            result={logs}
            pagerLabel={t('log.pagerLabel')}
            rowKey={(entry) => entry.id}
            empty={Object.values(applied).some(Boolean) ? t('log.emptyFiltered') : t('log.empty')}
            columns={[
              column('at', (e) => formatDateTime(e.at), { sortKey: 'at' }),
              column('user', (e) => e.actorUsername ?? '—', { sortKey: 'actorUsername' }),
              column('entity', (e) => named('entities', e.entity), { sortKey: 'entity' }),
              column('entityId', (e) => (e.entityId ? <code>{e.entityId}</code> : '—')),
              column('action', (e) => named('actions', e.action), { sortKey: 'action' }),
              { key: 'details', header: t('common.details'), cell: (e) => <Details entry={e} /> },
            ]}
          />
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

/** The filters as the server would take them: a value it refuses is said under its input. */
const logResolver: Resolver<LogFilters> = (values) => {
  const built = buildLogQuery(values, { page: 1, size: 20 });
  if (built.ok) return { values, errors: {} };
  const errors = Object.entries(built.errors).map(([name, message]) => [name, { type: 'filter', message }]);
  return { values: {}, errors: Object.fromEntries(errors) };
};

/** The filters, applied on purpose (a form with its button): the period is checked before the server is asked. */
export function LogFilterForm({
  applied,
  onApply,
}: {
  applied: LogFilters;
  onApply: (filters: LogFilters) => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const form = useForm<LogFilters>({
    defaultValues: applied,
    resolver: logResolver,
    reValidateMode: 'onSubmit',
  });
  // Filters of the address the server would refuse say so at once.
  const { trigger } = form;
  useEffect(() => void trigger(), [trigger]);
  const field = (name: 'user' | 'entity' | 'action' | 'from' | 'to', list?: string) => (
    <TextField
      className="col-md-4 form-group"
      name={name}
      label={t(`log.filters.${name}`)}
      type={name === 'from' || name === 'to' ? 'datetime-local' : 'text'}
      list={list}
    />
  );
  return (
    <PageSection title={t('log.filters.title')}>
      <FormProvider {...form}>
        <form onSubmit={form.handleSubmit(onApply)} noValidate aria-label={t('log.filters.formLabel')}>
          <div className="row">
            {field('user')}
            {field('entity', `${id}-entities`)}
            {field('action', `${id}-actions`)}
            <SelectField
              className="col-md-4"
              name="kind"
              label={t('log.filters.kind')}
              choices={codeChoices(logKinds, (kind) => t(`log.filters.kinds.${kindKey(kind)}`))}
            />
            {field('from')}
            {field('to')}
          </div>
          {(['entities', 'actions'] as const).map((group) => (
            <datalist key={group} id={`${id}-${group}`}>
              {knownLogCodes[group].map((code) => (
                <option key={code} value={code} label={logLabel(t, group, code)} />
              ))}
            </datalist>
          ))}
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
                form.reset(emptyLogFilters);
                onApply(emptyLogFilters);
              }}
            >
              {t('log.filters.reset')}
            </Button>
          </div>
        </form>
      </FormProvider>
    </PageSection>
  );
}
