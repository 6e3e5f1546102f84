import { type DeadJob, type OperationsStatus, operationsRoutes, type ServerError } from '@halo/contract';
import { Button } from 'design-react-kit';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '../../../lib/ui/columns.ts';
import { DataTable } from '../../../lib/ui/data-table.tsx';
import { formatDateTime, useListParams } from '../../../lib/ui/list-params.ts';
import { Page, PageSection } from '../../../lib/ui/page.tsx';
import { PagedTable } from '../../../lib/ui/paged-table.tsx';
import { LoadingState } from '../../../lib/ui/states.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { useAdminWrite, useDeadJobs, useOperationsStatus, useServerErrors } from '../halo.queries.ts';
import '../halo.css';
import type admin from '../locales/it/admin.ts';

/** 93784 s → "1 g 2 h 3 min": how long the replica has been up, to the minute. */
function duration(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return [days ? `${days} g` : '', days || hours ? `${hours} h` : '', `${minutes} min`]
    .filter(Boolean)
    .join(' ');
}

/** 1536 → "1,5 kB", in the page's number format. */
function size(bytes: number, language: string): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value)} ${units[unit]}`;
}

/** A state in words and colour (never colour alone). */
function State({ ok, children }: { ok: boolean; children: ReactNode }) {
  return <span className={`badge ${ok ? 'bg-success' : 'bg-danger'}`}>{children}</span>;
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="col-12 col-md-6 col-xl-4">
      <section className="card card-bg h-100" aria-label={title}>
        <div className="card-body">
          <h3 className="h5 card-title">{title}</h3>
          {children}
        </div>
      </section>
    </div>
  );
}

function StatusCards({ status }: { status: OperationsStatus }) {
  const { t, i18n } = useTranslation('admin');
  const o = 'operations' as const;
  const { database, identityProvider: idp, mail, jobs } = status;
  return (
    <div className="row g-3">
      <Card title={t(`${o}.replica`)}>
        {status.draining ? <p className="text-danger fw-semibold">{t(`${o}.draining`)}</p> : null}
        <dl className="mb-0">
          <dt>{t(`${o}.replica`)}</dt>
          <dd>
            <code>{status.replica}</code>
          </dd>
          <dt>{t(`${o}.version`)}</dt>
          <dd>
            {status.version} · {t(`${o}.node`)} {status.node}
          </dd>
          <dt>{t(`${o}.uptime`)}</dt>
          <dd>
            {duration(status.uptimeSeconds)} ({t(`${o}.startedAt`)} {formatDateTime(status.startedAt)})
          </dd>
          <dt>{t(`${o}.builds`)}</dt>
          <dd className="mb-0">
            <code>{status.builds.server ?? t(`${o}.fromSources`)}</code>,{' '}
            <code>{status.builds.spa ?? t(`${o}.fromSources`)}</code>
          </dd>
        </dl>
      </Card>
      <Card title={t(`${o}.database`)}>
        <p>
          <State ok={database.reachable}>{t(database.reachable ? `${o}.up` : `${o}.down`)}</State>{' '}
          {t(`${o}.databaseKind.${database.kind}`)}
        </p>
        <ul className="mb-0">
          {database.latencyMs === null ? null : <li>{t(`${o}.latency`, { ms: database.latencyMs })}</li>}
          <li>
            {t(`${o}.migrations`, {
              applied: database.migrationsApplied,
              expected: database.migrationsExpected,
            })}
          </li>
          {database.sizeBytes === null ? null : (
            <li>{t(`${o}.size`, { size: size(database.sizeBytes, i18n.resolvedLanguage ?? 'it') })}</li>
          )}
        </ul>
      </Card>
      <Card title={t(`${o}.identityProvider`)}>
        <p>
          <State ok={idp.keysLoaded}>{t(idp.keysLoaded ? `${o}.keysLoaded` : `${o}.keysMissing`)}</State>
        </p>
        <p className="mb-0">
          {t(`${o}.idpKind.${idp.kind}`)}: <code>{idp.issuer}</code>
        </p>
      </Card>
      <Card title={t(`${o}.mail`)}>
        {mail.transport === 'outbox' ? (
          <p className="mb-0">{t(`${o}.mailOutbox`)}</p>
        ) : (
          <p className="mb-0">
            <State ok={mail.reachable === true}>{t(mail.reachable ? `${o}.up` : `${o}.down`)}</State>{' '}
            {mail.reachable
              ? t(`${o}.mailReachable`, { host: mail.host ?? '' })
              : t(`${o}.mailUnreachable`, { host: mail.host ?? '', problem: mail.problem ?? '' })}
          </p>
        )}
      </Card>
      <Card title={t(`${o}.jobs`)}>
        <dl className="row mb-0">
          <dt className="col-8">{t(`${o}.jobsDue`)}</dt>
          <dd className="col-4 text-end">{jobs.due}</dd>
          <dt className="col-8">{t(`${o}.jobsWaiting`)}</dt>
          <dd className="col-4 text-end">{jobs.waiting}</dd>
          <dt className="col-8">{t(`${o}.jobsRunning`)}</dt>
          <dd className="col-4 text-end">{jobs.running}</dd>
          <dt className="col-8">{t(`${o}.jobsRetrying`)}</dt>
          <dd className="col-4 text-end">{jobs.retrying}</dd>
          <dt className="col-8">{t(`${o}.jobsGivenUp`)}</dt>
          <dd className={`col-4 text-end ${jobs.givenUp > 0 ? 'text-danger fw-semibold' : ''}`}>
            {jobs.givenUp}
          </dd>
        </dl>
        {jobs.oldestDueAt ? (
          <p className="mt-2 mb-0">{t(`${o}.oldestDue`, { at: formatDateTime(jobs.oldestDueAt) })}</p>
        ) : null}
      </Card>
    </div>
  );
}

/** The jobs given up (the dead-letter queue), each with a button that queues it again. */
function DeadJobs() {
  const { t } = useTranslation('admin');
  const dead = useDeadJobs();
  const retry = useAdminWrite(operationsRoutes.retryDeadJob);
  const [busy, setBusy] = useState<string | null>(null);
  const again = async (job: DeadJob) => {
    setBusy(job.id);
    const result = await retry.mutateAsync({ params: { id: job.id }, alert: true });
    setBusy(null);
    if (result.ok) notifySuccess(t('operations.retried', { kind: job.kind }));
  };
  return (
    <PageSection title={t('operations.deadJobs')}>
      <p>{t('operations.deadJobsLead')}</p>
      <DataTable<DeadJob>
        caption={t('operations.deadJobsCaption')}
        rows={dead.data?.items}
        loading={dead.isPending}
        rowKey={(job) => job.id}
        empty={t('operations.deadJobsEmpty')}
        columns={[
          { key: 'at', header: t('operations.deadColumns.at'), cell: (job) => formatDateTime(job.at) },
          { key: 'kind', header: t('operations.deadColumns.kind'), cell: (job) => <code>{job.kind}</code> },
          { key: 'attempts', header: t('operations.deadColumns.attempts'), cell: (job) => job.attempts },
          { key: 'error', header: t('operations.deadColumns.error'), cell: (job) => job.error ?? '—' },
        ]}
        actions={(job) => (
          <Button
            color="primary"
            outline
            size="sm"
            disabled={busy === job.id}
            aria-label={t('operations.retryLabel', { kind: job.kind, at: formatDateTime(job.at) })}
            onClick={() => void again(job)}
          >
            {t('operations.retry')}
          </Button>
        )}
      />
    </PageSection>
  );
}

/**
 * The operations page (issue 32, docs/adr/0043-operations-page.md): the status of the replica that answers, asked
 * again every 30 seconds, and the latest server errors of every replica by request id, to find in the logs.
 */
export function AdminOperazioni() {
  const { t } = useTranslation('admin');
  const status = useOperationsStatus();
  const list = useListParams({ size: 20 });
  const errors = useServerErrors({ page: list.page, size: list.size, sort: list.sort });
  const column = columnsOf<ServerError, keyof typeof admin.operations.columns>((key) =>
    t(`operations.columns.${key}`),
  );
  return (
    <Page
      title={t('operations.title')}
      lead={t('operations.lead')}
      actions={
        <Button color="primary" outline onClick={() => void status.refetch()} disabled={status.isFetching}>
          {t('operations.refresh')}
        </Button>
      }
    >
      <PageSection title={t('operations.status')}>
        {status.data ? <StatusCards status={status.data} /> : <LoadingState />}
      </PageSection>
      <DeadJobs />
      <PageSection title={t('operations.errors')}>
        <PagedTable<ServerError>
          caption={t('operations.errorsCaption')}
          list={list}
          result={errors}
          sort="-at"
          pagerLabel={t('operations.pagerLabel')}
          rowKey={(e) => e.id}
          empty={t('operations.errorsEmpty')}
          columns={[
            column('at', (e) => formatDateTime(e.at), { sortKey: 'at' }),
            column('requestId', (e) => <code className="text-break">{e.requestId}</code>),
            column('route', (e) => (
              <>
                {e.method} <code>{e.route ?? t('operations.noRoute')}</code>
              </>
            )),
            column('status', (e) => e.status),
            column('error', (e) => e.error),
            column('replica', (e) => <code>{e.replica}</code>),
          ]}
        />
      </PageSection>
    </Page>
  );
}
