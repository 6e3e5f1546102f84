import { createHash } from 'node:crypto';
import type { PGlite, Results } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import {
  type Db as BossDb,
  type DrizzleTransactionLike,
  fromDrizzle,
  fromPglite,
  type JobResult,
  PgBoss,
} from 'pg-boss';
import type { Database, Db } from '../db/database.ts';
import { rowsOf } from '../db/rows.ts';

/*
 * Work to do at a given time (a booking's reminder, a waiting-list offer lapsing, a mail the SMTP server refused)
 * on pg-boss (docs/adr/0040-jobs-on-pg-boss.md), over the platform's own database: PGlite's one connection or
 * PostgreSQL's pool. Each kind of job is a pg-boss queue with the same policy: five attempts (the first and four
 * retries, from a minute apart and doubling), a lease of `expireSeconds` after which a job whose handler hangs is
 * failed and tried again while the worker goes on, completed jobs deleted after the retention, and a job failed
 * for good copied to the dead-letter queue `halo.dead`, where the operations page lists it and retries it.
 */

/** What a job of a kind does; it throws to be tried again later. `signal` aborts when the job's lease is over. */
export type JobHandler = (
  payload: Record<string, unknown>,
  job: { id: string; attempts: number; now: Date; signal: AbortSignal },
) => Promise<void>;

export interface JobQueueOptions {
  /** Runs pg-boss's supervision here (leases, retention, dead letters): every replica that runs the worker. */
  supervise?: boolean;
  /** Seconds a job may run before it is failed and tried again (its handler's signal aborts). */
  expireSeconds?: number;
  /** Attempts after the first before a job is given up. */
  retryLimit?: number;
  /** Seconds before the first retry, doubling (with jitter) for the next ones, up to six hours. */
  retryDelaySeconds?: number;
  /** Days a completed or failed job is kept (JOBS_RETENTION_DAYS). */
  retentionDays?: number;
  /** Told of every attempt's outcome (the metrics count them): done, to be tried again, or given up. */
  onOutcome?: (outcome: 'done' | 'retry' | 'given-up') => void;
  /** pg-boss's own errors (a failed poll or maintenance round): reported, never thrown. */
  onError?: (error: unknown) => void;
}

/** The dead-letter queue: jobs failed for good, kept with their last error until retried or a year has passed. */
export const DEAD_JOBS = 'halo.dead';
const SCHEMA = 'pgboss';
const BATCH = 10;

/**
 * A job's id in its queue, derived from its key: pg-boss refuses a second job with the same id, so a reminder is
 * queued once however many writes ask for it. The same value as PostgreSQL's `md5(key)::uuid` (`enqueueFrom`).
 */
export function jobIdOf(key: string): string {
  const hex = createHash('md5').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A short, log-safe description of a failure: the error's class and message, no payload. */
function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 500) : 'errore';
}

const TIMESTAMP_TYPES = new Set([1114, 1184]);

/** PostgreSQL's text of a timestamp (`2026-11-29 08:59:10.217+00`; without a zone, UTC) as a date. */
function timestampOf(text: string): Date {
  const iso = text.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00');
  return new Date(/(Z|[+-]\d\d:\d\d)$/.test(iso) ? iso : `${iso}Z`);
}

/** PGlite's answers as pg-boss reads them: Halo's client keeps timestamps as text (for drizzle), pg-boss wants dates. */
function dated<T extends Results<unknown>>(result: T): T {
  const columns = result.fields
    .filter((field) => TIMESTAMP_TYPES.has(field.dataTypeID))
    .map((field) => field.name);
  if (columns.length > 0) {
    for (const row of result.rows as Record<string, unknown>[]) {
      for (const column of columns) {
        const value = row[column];
        if (typeof value === 'string') row[column] = timestampOf(value);
      }
    }
  }
  return result;
}

function pgliteDb(client: PGlite): BossDb {
  return fromPglite({
    query: async <T>(text: string, values?: unknown[]) => dated(await client.query<T>(text, values)),
    exec: async (text: string) => (await client.exec(text)).map(dated),
  });
}

function bossDb(database: Database): BossDb {
  if (database.driver.kind === 'pglite') return pgliteDb(database.driver.client);
  const pool = database.driver.pool;
  return { executeSql: (text, values) => pool.query(text, values) };
}

/**
 * Opens the job queue: installs or upgrades pg-boss's schema (its own lock keeps replicas from doing it twice),
 * creates the dead-letter queue and moves the jobs of the queue it replaced (ADR 0014's `jobs.jobs`).
 */
export async function openJobQueue(database: Database, options: JobQueueOptions = {}) {
  const db = database.db;
  const expireSeconds = options.expireSeconds ?? 300;
  const retryLimit = options.retryLimit ?? 4;
  const retentionSeconds = Math.round((options.retentionDays ?? 14) * 86_400);
  const boss = new PgBoss({
    db: bossDb(database),
    backend: database.kind === 'pglite' ? 'pglite' : 'postgres',
    schema: SCHEMA,
    migrate: true,
    supervise: options.supervise ?? false,
    schedule: false,
    registerInstance: false,
    persistWarnings: false,
  });
  boss.on('error', (error) => options.onError?.(error));
  await boss.start();
  const handlers = new Map<string, JobHandler>();
  const queues = new Set<string>();
  const queueOptions = {
    retryLimit,
    retryDelay: options.retryDelaySeconds ?? 60,
    retryBackoff: true,
    retryDelayMax: 6 * 3600,
    expireInSeconds: expireSeconds,
    deleteAfterSeconds: retentionSeconds,
    deadLetter: DEAD_JOBS,
  };
  await boss.createQueue(DEAD_JOBS, { retentionSeconds: 365 * 86_400, deleteAfterSeconds: retentionSeconds });

  /** Creates the queue of `kind` (or brings its policy up to date): outside any transaction. */
  async function declare(kind: string): Promise<void> {
    if (queues.has(kind)) return;
    await boss.createQueue(kind, queueOptions);
    await boss.updateQueue(kind, queueOptions);
    queues.add(kind);
  }

  /** Runs one job: its outcome as pg-boss records it (the metrics are told too). */
  async function run(
    kind: string,
    job: { id: string; data: unknown; retryCount: number; signal?: AbortSignal },
    now: Date,
  ): Promise<JobResult> {
    const handler = handlers.get(kind);
    const signal = job.signal ?? new AbortController().signal;
    try {
      if (!handler) throw new Error(`nessun gestore per ${kind}`);
      // A handler that ignores its signal is let go when the lease is over: the worker goes on (pg-boss has
      // failed the job by then, to be tried again after its backoff).
      const aborted = new Promise<never>((_, reject) => {
        signal.addEventListener('abort', () => reject(new Error('tempo scaduto')), { once: true });
      });
      aborted.catch(() => undefined);
      await Promise.race([
        handler((job.data ?? {}) as Record<string, unknown>, {
          id: job.id,
          attempts: job.retryCount + 1,
          now,
          signal,
        }),
        aborted,
      ]);
      options.onOutcome?.('done');
      return { id: job.id, status: 'completed' };
    } catch (error) {
      options.onOutcome?.(job.retryCount >= retryLimit ? 'given-up' : 'retry');
      return { id: job.id, status: 'failed', output: { message: describe(error) } };
    }
  }

  await moveLegacyJobs(database, declare, boss);

  /**
   * The given-up jobs `where` keeps, latest first, read from pg-boss's table (its `findJobs` reads oldest first, so
   * the latest of many would need them all): the source's kind, attempts and output, never the payload.
   */
  async function deadJobs(where: SQL, limit: number) {
    return rowsOf<{
      id: string;
      source_name: string | null;
      attempts: number;
      source_output: unknown;
      at_ms: number;
    }>(
      await db.execute(sql`SELECT id, source_name, coalesce(source_retry_count, 0) + 1 AS attempts, source_output,
          (extract(epoch FROM created_on) * 1000)::float8 AS at_ms
        FROM ${sql.raw(SCHEMA)}.job
        WHERE name = ${DEAD_JOBS} AND state = 'created' AND ${where}
        ORDER BY created_on DESC, id
        LIMIT ${limit}`),
    );
  }

  const queue = {
    /** What jobs of `kind` do (one handler per kind); creates its queue. */
    async register(kind: string, handler: JobHandler): Promise<void> {
      await declare(kind);
      handlers.set(kind, handler);
    },

    /** Creates the queue of jobs of `kind` that this process queues but does not run (a seed's). */
    declare,

    /**
     * Queues a job, in the caller's transaction (`tx`); a job with the same key already queued is kept as it is.
     * Its queue must exist: a kind registered, or declared before the transaction.
     */
    async enqueue(
      job: { kind: string; key: string; runAt: Date; payload?: Record<string, unknown> },
      tx?: Db,
    ): Promise<void> {
      if (!tx) await declare(job.kind);
      else if (!queues.has(job.kind)) throw new Error(`coda non dichiarata: ${job.kind}`);
      await boss.send(job.kind, job.payload ?? {}, {
        id: jobIdOf(job.key),
        startAfter: job.runAt,
        ...(tx && { db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) }),
      });
    },

    /**
     * `enqueue` as part of a larger statement (a data-modifying `WITH`): one job per row of `from` that `where`
     * keeps, whose columns `key` and `payload` may name. It writes pg-boss's job table with the queue's policy as
     * pg-boss's own insert does (`job-queue.test.ts` pins it: such a job runs, retries and dies as a sent one).
     */
    enqueueFrom(job: { kind: string; key: SQL; runAt: Date; payload: SQL }, from: SQL, where: SQL): SQL {
      const runAt = job.runAt.toISOString();
      return sql`INSERT INTO ${sql.raw(SCHEMA)}.job (id, name, data, start_after, keep_until, expire_seconds,
          deletion_seconds, retry_limit, retry_delay, retry_backoff, retry_delay_max, policy, dead_letter,
          heartbeat_seconds)
        SELECT md5(${job.key})::uuid, q.name, ${job.payload}, ${runAt}::timestamptz,
          ${runAt}::timestamptz + q.retention_seconds * interval '1 second', q.expire_seconds, q.deletion_seconds,
          q.retry_limit, q.retry_delay, q.retry_backoff, q.retry_delay_max, q.policy, q.dead_letter,
          q.heartbeat_seconds
        FROM ${from} CROSS JOIN ${sql.raw(SCHEMA)}.queue q
        WHERE q.name = ${job.kind} AND (${where})
        ON CONFLICT DO NOTHING`;
    },

    /**
     * How the queue stands (the operations page, the metrics): jobs waiting for a later time, due now, running,
     * failed at least once and waiting for another attempt, and given up (in the dead-letter queue).
     */
    async stats() {
      const result = await db.execute(sql`SELECT
          count(*) FILTER (WHERE name <> ${DEAD_JOBS} AND state = 'created' AND start_after > now())::int AS waiting,
          count(*) FILTER (WHERE name <> ${DEAD_JOBS} AND state IN ('created', 'retry') AND start_after <= now())::int AS due,
          count(*) FILTER (WHERE state = 'active')::int AS running,
          count(*) FILTER (WHERE name <> ${DEAD_JOBS} AND state = 'retry' AND start_after > now())::int AS retrying,
          count(*) FILTER (WHERE name = ${DEAD_JOBS} AND state = 'created')::int AS "givenUp",
          (extract(epoch FROM min(start_after) FILTER (WHERE name <> ${DEAD_JOBS} AND state IN ('created', 'retry')
            AND start_after <= now())) * 1000)::float8 AS "oldestDueMs"
        FROM ${sql.raw(SCHEMA)}.job
        WHERE state IN ('created', 'retry', 'active')`);
      const row = rowsOf<Record<string, number | null>>(result)[0] ?? {};
      const oldest = row.oldestDueMs;
      return {
        waiting: Number(row.waiting ?? 0),
        due: Number(row.due ?? 0),
        running: Number(row.running ?? 0),
        retrying: Number(row.retrying ?? 0),
        givenUp: Number(row.givenUp ?? 0),
        oldestDueAt: oldest == null ? null : new Date(Number(oldest)).toISOString(),
      };
    },

    /** The jobs given up, latest first: kind, attempts, last error (log-safe), when. */
    async dead(limit = 50) {
      return (await deadJobs(sql`TRUE`, limit)).map(deadView);
    },

    /** One job given up, by its id in the dead-letter queue; null when it is not (or no longer) there. */
    async deadJob(id: string) {
      const [row] = await deadJobs(sql`id = ${id}::uuid`, 1);
      return row ? deadView(row) : null;
    },

    /** Queues a given-up job again in its own queue, as new; false when it is not (or no longer) there. */
    async retryDead(id: string): Promise<boolean> {
      return (await boss.redrive(DEAD_JOBS, { ids: [id] })) > 0;
    },

    /**
     * Runs the jobs due at `now` (the tests' clock: jobs due by then are due at once, a failed one's retry keeps
     * its delay after `now`); returns how many were done. The worker (`start`) is pg-boss's own loop.
     */
    async runDue(now: Date = new Date()): Promise<number> {
      const kinds = [...handlers.keys()];
      if (kinds.length === 0) return 0;
      await db.execute(sql`UPDATE ${sql.raw(SCHEMA)}.job SET start_after = now() - interval '1 second'
        WHERE name IN (${sql.join(
          kinds.map((kind) => sql`${kind}`),
          sql`, `,
        )}) AND state IN ('created', 'retry') AND start_after <= ${now.toISOString()}::timestamptz`);
      let done = 0;
      for (const kind of kinds) {
        const jobs = await boss.fetch(kind, { batchSize: 20 });
        for (const job of jobs) {
          const result = await run(kind, job, now);
          if (result.status === 'completed') {
            await boss.complete(kind, job.id);
            done += 1;
            continue;
          }
          await boss.fail(kind, job.id, result.output);
          await db.execute(sql`UPDATE ${sql.raw(SCHEMA)}.job
            SET start_after = ${now.toISOString()}::timestamptz + (start_after - now())
            WHERE name = ${kind} AND id = ${job.id}::uuid AND state = 'retry'`);
        }
      }
      return done;
    },

    /**
     * Starts pg-boss's worker for every registered kind: a poll every `intervalMs` (again at once while batches
     * come back full), each job of a batch settled on its own.
     */
    async start(intervalMs: number): Promise<void> {
      for (const kind of handlers.keys()) {
        await boss.work(
          kind,
          {
            batchSize: BATCH,
            perJobResults: true,
            burstWhenBatchFull: true,
            pollingIntervalSeconds: Math.max(intervalMs / 1000, 0.5),
          },
          (jobs) => Promise.all(jobs.map((job) => run(kind, job, new Date()))),
        );
      }
    },

    /** Runs pg-boss's maintenance now (what supervision does every minute): leases over, retention, dead letters. */
    async supervise(): Promise<void> {
      await boss.supervise();
    },

    /** Stops the worker, waiting for the running jobs (up to the lease), before the database closes. */
    async stop(): Promise<void> {
      await boss.stop({ graceful: true, timeout: expireSeconds * 1000 });
    },
  };
  return queue;
}

function deadView(row: {
  id: string;
  source_name: string | null;
  attempts: number;
  source_output: unknown;
  at_ms: number;
}) {
  return {
    id: row.id,
    kind: row.source_name ?? '',
    attempts: Number(row.attempts),
    error: errorOf(row.source_output),
    at: new Date(Number(row.at_ms)).toISOString(),
  };
}

function errorOf(output: unknown): string | null {
  if (output && typeof output === 'object' && 'message' in output) {
    return String((output as { message: unknown }).message).slice(0, 500);
  }
  return null;
}

/**
 * The jobs of the queue this one replaced (ADR 0014), moved aside by a migration (`jobs_legacy.jobs`): those not
 * done are queued here with their kind, key (so the same id) and time, then the old table is dropped. Once.
 */
async function moveLegacyJobs(database: Database, declare: (kind: string) => Promise<void>, boss: PgBoss) {
  await database.exclusive(async () => {
    const found = rowsOf<{ present: boolean }>(
      await database.db.execute(sql`SELECT to_regclass('jobs_legacy.jobs') IS NOT NULL AS present`),
    )[0];
    if (!found?.present) return;
    const rows = rowsOf<{ kind: string; key: string; run_ms: number; payload: Record<string, unknown> }>(
      await database.db.execute(sql`SELECT kind, key, (extract(epoch FROM run_at) * 1000)::float8 AS run_ms, payload
        FROM jobs_legacy.jobs WHERE done_at IS NULL ORDER BY id`),
    );
    for (const row of rows) {
      await declare(row.kind);
      await boss.send(row.kind, row.payload, {
        id: jobIdOf(row.key),
        startAfter: new Date(Number(row.run_ms)),
      });
    }
    await database.db.execute(sql`DROP SCHEMA jobs_legacy CASCADE`);
  });
}

export type JobQueue = Awaited<ReturnType<typeof openJobQueue>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue (tests run due jobs with `app.jobs.runDue(now)`). */
    jobs: JobQueue;
  }
}
