import { and, asc, eq, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { type JobRow, jobs } from './jobs.tables.ts';

/** What a job of a kind does; it throws to be tried again later. */
export type JobHandler = (
  payload: Record<string, unknown>,
  job: { id: number; attempts: number; now: Date },
) => Promise<void>;

export interface JobQueueOptions {
  /** How long a claimed job is held before another worker may take it (a worker that died). */
  leaseMs?: number;
  /** Attempts before a failing job is given up (kept, with its last error). */
  maxAttempts?: number;
  /** Jobs claimed per round. */
  batch?: number;
  /** Told of every attempt's outcome (the metrics count them): done, to be tried again, or given up. */
  onOutcome?: (outcome: 'done' | 'retry' | 'given-up') => void;
}

/** A short, log-safe description of a failure: the error's class and message, no payload. */
function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 500) : 'errore';
}

/**
 * A job queue on the platform's database (PGlite or PostgreSQL): modules enqueue in their own transaction, so a
 * job exists exactly when the write that asked for it committed, and register what each kind does. `runDue`
 * claims due jobs with FOR UPDATE SKIP LOCKED in a short transaction (two workers never take the same job), runs
 * them outside it, and marks them done; a failed job is tried again with a growing delay.
 */
export function createJobQueue(db: Db, options: JobQueueOptions = {}) {
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const maxAttempts = options.maxAttempts ?? 5;
  const batch = options.batch ?? 20;
  const handlers = new Map<string, JobHandler>();

  async function claim(now: Date): Promise<JobRow[]> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            isNull(jobs.doneAt),
            lte(jobs.runAt, now),
            or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now)),
            inArray(jobs.kind, [...handlers.keys()]),
          ),
        )
        .orderBy(asc(jobs.runAt), asc(jobs.id))
        .limit(batch)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(jobs)
        .set({ lockedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${jobs.attempts} + 1` })
        .where(
          inArray(
            jobs.id,
            due.map((d) => d.id),
          ),
        )
        .returning();
    });
  }

  const queue = {
    /** What jobs of `kind` do (one handler per kind). */
    register(kind: string, handler: JobHandler): void {
      handlers.set(kind, handler);
    },

    /** Queues a job, in the caller's transaction; a job with the same key already queued is kept as it is. */
    async enqueue(
      job: { kind: string; key: string; runAt: Date; payload?: Record<string, unknown> },
      tx: Db = db,
    ): Promise<void> {
      await tx
        .insert(jobs)
        .values({ kind: job.kind, key: job.key, runAt: job.runAt, payload: job.payload ?? {} })
        .onConflictDoNothing({ target: jobs.key });
    },

    /**
     * `enqueue` as part of a larger statement (a data-modifying `WITH`): one job per row of `from`, whose columns
     * `key` and `payload` may name; a key already queued is left as it is.
     */
    enqueueFrom(job: { kind: string; key: SQL; runAt: Date; payload: SQL }, from: SQL): SQL {
      return sql`INSERT INTO ${jobs} (kind, key, run_at, payload)
        SELECT ${job.kind}, ${job.key}, ${job.runAt.toISOString()}, ${job.payload} FROM ${from}
        ON CONFLICT (key) DO NOTHING`;
    },

    /**
     * How the queue stands (the operations page): jobs waiting for a later time, due now, failed at least once
     * and waiting for another attempt, and given up (done, with their last error).
     */
    async stats(now: Date = new Date()) {
      const [row] = await db
        .select({
          waiting: sql<number>`count(*) filter (where ${jobs.doneAt} is null and ${jobs.runAt} > ${now} and ${jobs.attempts} = 0)::int`,
          due: sql<number>`count(*) filter (where ${jobs.doneAt} is null and ${jobs.runAt} <= ${now})::int`,
          retrying: sql<number>`count(*) filter (where ${jobs.doneAt} is null and ${jobs.runAt} > ${now} and ${jobs.attempts} > 0)::int`,
          givenUp: sql<number>`count(*) filter (where ${jobs.doneAt} is not null and ${jobs.lastError} is not null and ${jobs.attempts} >= ${maxAttempts})::int`,
          oldestDueAt: sql<Date | null>`min(${jobs.runAt}) filter (where ${jobs.doneAt} is null and ${jobs.runAt} <= ${now})`,
        })
        .from(jobs);
      const oldest = row?.oldestDueAt;
      return {
        waiting: row?.waiting ?? 0,
        due: row?.due ?? 0,
        retrying: row?.retrying ?? 0,
        givenUp: row?.givenUp ?? 0,
        oldestDueAt: oldest ? new Date(oldest).toISOString() : null,
      };
    },

    /** Runs the jobs due at `now`; returns how many were done. */
    async runDue(now: Date = new Date()): Promise<number> {
      if (handlers.size === 0) return 0;
      const claimed = await claim(now);
      let done = 0;
      for (const job of claimed) {
        const handler = handlers.get(job.kind);
        try {
          await handler?.(job.payload, { id: job.id, attempts: job.attempts, now });
          await db.update(jobs).set({ doneAt: new Date(), lockedUntil: null }).where(eq(jobs.id, job.id));
          done += 1;
          options.onOutcome?.('done');
        } catch (error) {
          const given = job.attempts >= maxAttempts;
          const retryAt = new Date(now.getTime() + 60_000 * 2 ** Math.min(job.attempts, 10));
          await db
            .update(jobs)
            .set({
              lastError: describe(error),
              lockedUntil: null,
              ...(given ? { doneAt: new Date() } : { runAt: retryAt }),
            })
            .where(eq(jobs.id, job.id));
          options.onOutcome?.(given ? 'given-up' : 'retry');
        }
      }
      return done;
    },

    /**
     * Polls every `intervalMs` until stopped, the first round at once (what fell due while the server was down, or
     * was queued by the seed, does not wait); a round's failure is reported and the next round goes on.
     */
    start(intervalMs: number, onError: (error: unknown) => void): () => Promise<void> {
      let running: Promise<void> | null = null;
      const round = () => {
        if (running) return;
        running = queue
          .runDue()
          .then(
            () => undefined,
            (error: unknown) => onError(error),
          )
          .finally(() => {
            running = null;
          });
      };
      const first = setTimeout(round, 0);
      const timer = setInterval(round, intervalMs);
      first.unref();
      timer.unref();
      // Stopping starts no new round and waits for the one running, so a shutdown closes the database after it.
      return async () => {
        clearTimeout(first);
        clearInterval(timer);
        await running;
      };
    },
  };
  return queue;
}

export type JobQueue = ReturnType<typeof createJobQueue>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue (tests run due jobs with `app.jobs.runDue(now)`). */
    jobs: JobQueue;
  }
}
