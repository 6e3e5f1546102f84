import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import type { Database } from '../db/database.ts';
import { rowsOf } from '../db/rows.ts';
import { DEAD_JOBS, type JobQueue, jobIdOf, openJobQueue } from './job-queue.ts';

describe.each(testDatabases())('job queue on $name', (kind) => {
  let database: Database;
  let drop: () => Promise<void>;
  const opened: JobQueue[] = [];
  const t0 = new Date('2027-01-10T08:00:00Z');
  const later = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
  const open = async (options: Parameters<typeof openJobQueue>[1] = {}) => {
    const queue = await openJobQueue(database, options);
    opened.push(queue);
    return queue;
  };
  const row = async (name: string, id: string) =>
    rowsOf<Record<string, unknown>>(
      await database.db.execute(sql`SELECT state, retry_count, retry_limit, retry_delay, retry_backoff,
          expire_seconds, deletion_seconds, dead_letter, policy, output,
          extract(epoch FROM keep_until - start_after)::int AS kept_for
        FROM pgboss.job WHERE name = ${name} AND id = ${id}::uuid`),
    )[0];

  beforeAll(async () => {
    ({ database, drop } = await kind.open());
  });
  afterAll(async () => {
    for (const queue of opened) await queue.stop();
    await drop?.();
  });

  it('runs each due job once across concurrent workers, and none before its time', async () => {
    const done: number[] = [];
    const workers = await Promise.all([0, 1, 2].map(() => open()));
    for (const worker of workers) {
      await worker.register('test.count', async (payload) => {
        done.push(Number(payload.n));
      });
    }
    const [first] = workers;
    for (let n = 0; n < 60; n++) {
      await first?.enqueue({
        kind: 'test.count',
        key: `count:${n}`,
        runAt: later(n < 50 ? 0 : 30),
        payload: { n },
      });
    }
    // Enqueueing the same key again keeps the job as it is.
    await first?.enqueue({ kind: 'test.count', key: 'count:0', runAt: later(0), payload: { n: 999 } });
    for (let round = 0; round < 5; round++) {
      await Promise.all(workers.map((worker) => worker.runDue(later(1))));
    }
    expect(done.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, n) => n));
    await Promise.all(workers.map((worker) => worker.runDue(later(31))));
    expect(done).toHaveLength(60);
  });

  it('queues in the caller’s transaction: a rolled-back write leaves no job', async () => {
    const queue = await open();
    let ran = 0;
    await queue.register('test.tx', async () => {
      ran += 1;
    });
    await database.db
      .transaction(async (tx) => {
        await queue.enqueue({ kind: 'test.tx', key: 'tx:1', runAt: t0 }, tx as never);
        throw new Error('annullata');
      })
      .catch(() => undefined);
    await database.db.transaction(async (tx) => {
      await queue.enqueue({ kind: 'test.tx', key: 'tx:2', runAt: t0 }, tx as never);
    });
    await queue.runDue(t0);
    expect(ran).toBe(1);
    expect(await row('test.tx', jobIdOf('tx:1'))).toBeUndefined();
    // A kind nobody declared cannot be queued inside a transaction (its queue would be created outside it).
    await expect(
      database.db.transaction((tx) =>
        queue.enqueue({ kind: 'test.nobody', key: 'x', runAt: t0 }, tx as never),
      ),
    ).rejects.toThrow('coda non dichiarata: test.nobody');
  });

  it('tries a failing job again later, gives it up after the last attempt, and retries it on request', async () => {
    const outcomes: string[] = [];
    const queue = await open({ retryLimit: 2, onOutcome: (outcome) => outcomes.push(outcome) });
    let calls = 0;
    let failing = true;
    await queue.register('test.fail', async () => {
      calls += 1;
      if (failing) throw new Error('SMTP non raggiungibile');
    });
    await queue.enqueue({ kind: 'test.fail', key: 'fail:1', runAt: t0 });
    expect(await queue.runDue(t0)).toBe(0);
    expect(calls).toBe(1);
    // Not again at once: the next attempt waits a minute or two (with jitter).
    await queue.runDue(later(0.5));
    expect(calls).toBe(1);
    expect(await row('test.fail', jobIdOf('fail:1'))).toMatchObject({
      state: 'retry',
      output: { message: 'Error: SMTP non raggiungibile' },
    });
    await queue.runDue(later(3));
    await queue.runDue(later(60));
    expect(calls).toBe(3);
    expect(await row('test.fail', jobIdOf('fail:1'))).toMatchObject({ state: 'failed', retry_count: 2 });
    // What the metrics count (halo_jobs_total).
    expect(outcomes).toEqual(['retry', 'retry', 'given-up']);

    // In the dead-letter queue, with its kind, attempts and last error: what the operations page lists.
    const dead = await queue.dead();
    const given = dead.find((job) => job.kind === 'test.fail');
    expect(given).toMatchObject({ attempts: 3, error: 'Error: SMTP non raggiungibile' });
    expect(await queue.deadJob(given?.id ?? '')).toEqual(given);
    expect(await queue.deadJob('00000000-0000-4000-8000-000000000000')).toBeNull();
    // Latest first: one more given up now comes before it.
    await queue.enqueue({ kind: 'test.fail', key: 'fail:2', runAt: later(100) });
    for (const minutes of [100, 200, 400]) await queue.runDue(later(minutes));
    const [latest, earlier] = (await queue.dead()).filter((job) => job.kind === 'test.fail');
    expect([latest?.id, earlier?.id]).toEqual([expect.not.stringMatching(given?.id ?? ''), given?.id]);
    expect((await queue.stats()).givenUp).toBeGreaterThanOrEqual(1);
    // Retried by an administrator: queued again in its own queue, done this time, and gone from the dead ones.
    failing = false;
    expect(await queue.retryDead(given?.id ?? '')).toBe(true);
    expect(await queue.retryDead(given?.id ?? '')).toBe(false);
    expect(await queue.runDue(later(401))).toBe(1);
    expect(calls).toBe(7);
    expect((await queue.dead()).some((job) => job.id === given?.id)).toBe(false);
  });

  it('writes a job within a larger statement as pg-boss writes it: the queue’s policy, run and retried alike', async () => {
    const queue = await open();
    const payloads: unknown[] = [];
    await queue.register('test.from', async (payload) => {
      payloads.push(payload);
    });
    await queue.enqueue({ kind: 'test.from', key: 'from:sent', runAt: later(10), payload: { n: 0 } });
    const statement = (n: number) =>
      sql`WITH rows AS (SELECT ${n}::int AS n) ${queue.enqueueFrom(
        {
          kind: 'test.from',
          key: sql`'from:' || rows.n`,
          runAt: later(10),
          payload: sql`jsonb_build_object('n', rows.n)`,
        },
        sql`rows`,
        sql`rows.n > 0`,
      )}`;
    await database.db.execute(statement(1));
    // The same key twice is one job; a row the condition leaves out is none.
    await database.db.execute(statement(1));
    await database.db.execute(statement(0));
    const POLICY = [
      'state',
      'retry_limit',
      'retry_delay',
      'retry_backoff',
      'expire_seconds',
      'deletion_seconds',
      'dead_letter',
      'policy',
      'kept_for',
    ];
    const policy = (job: Record<string, unknown>) =>
      Object.fromEntries(POLICY.map((column) => [column, job[column]]));
    const sent = await row('test.from', jobIdOf('from:sent'));
    const written = await row('test.from', jobIdOf('from:1'));
    expect(written && policy(written)).toEqual(sent && policy(sent));
    expect(sent).toMatchObject({ retry_limit: 4, retry_delay: 60, dead_letter: DEAD_JOBS, state: 'created' });
    expect(await queue.runDue(later(9))).toBe(0);
    expect(await queue.runDue(later(10))).toBe(2);
    expect(payloads).toEqual(expect.arrayContaining([{ n: 0 }, { n: 1 }]));
    expect(payloads).toHaveLength(2);
  });

  it('fails a job whose handler hangs past its lease and goes on; the job runs again later, once', async () => {
    const queue = await open({ expireSeconds: 1, retryDelaySeconds: 1 });
    const ran: string[] = [];
    let aborted = false;
    await queue.register('test.hang', async (payload, job) => {
      ran.push(`${payload.name}:${job.attempts}`);
      if (payload.name === 'lento' && job.attempts === 1) {
        // Never settles by itself: only its signal says the lease is over.
        await new Promise<void>((resolve) =>
          job.signal.addEventListener('abort', () => {
            aborted = true;
            resolve();
          }),
        );
        await new Promise(() => undefined);
      }
    });
    await queue.enqueue({
      kind: 'test.hang',
      key: 'hang:lento',
      runAt: new Date(),
      payload: { name: 'lento' },
    });
    await queue.start(500);
    await queue.enqueue({
      kind: 'test.hang',
      key: 'hang:svelto',
      runAt: new Date(),
      payload: { name: 'svelto' },
    });
    // The worker was not stopped by the hung handler: the other job ran, and the hung one ran again and finished.
    await expect
      .poll(async () => (await row('test.hang', jobIdOf('hang:lento')))?.state, {
        timeout: 15_000,
        interval: 100,
      })
      .toBe('completed');
    expect(aborted).toBe(true);
    expect(ran.filter((r) => r.startsWith('lento'))).toEqual(['lento:1', 'lento:2']);
    expect(ran).toContain('svelto:1');
    expect(await row('test.hang', jobIdOf('hang:svelto'))).toMatchObject({ state: 'completed' });
    await queue.stop();
  });

  it('keeps done jobs for the retention set, then deletes them', async () => {
    const queue = await open({ retentionDays: 3 });
    await queue.register('test.kept', async () => undefined);
    await queue.enqueue({ kind: 'test.kept', key: 'kept:old', runAt: t0 });
    await queue.enqueue({ kind: 'test.kept', key: 'kept:recent', runAt: t0 });
    expect(await queue.runDue(t0)).toBe(2);
    expect(await row('test.kept', jobIdOf('kept:old'))).toMatchObject({
      state: 'completed',
      deletion_seconds: 3 * 86_400,
    });
    const doneAgo = (key: string, days: number) =>
      database.db.execute(sql`UPDATE pgboss.job SET completed_on = now() - ${days} * interval '1 day'
        WHERE name = 'test.kept' AND id = ${jobIdOf(key)}::uuid`);
    await doneAgo('kept:old', 4);
    await doneAgo('kept:recent', 2);
    await queue.supervise();
    expect(await row('test.kept', jobIdOf('kept:old'))).toBeUndefined();
    expect(await row('test.kept', jobIdOf('kept:recent'))).toMatchObject({ state: 'completed' });
  });

  it('moves the jobs of the queue it replaced, once, and drops the old table', async () => {
    await database.db.execute(sql`CREATE SCHEMA jobs_legacy`);
    await database.db.execute(sql`CREATE TABLE jobs_legacy.jobs (id bigserial PRIMARY KEY, kind text NOT NULL,
      key text NOT NULL UNIQUE, payload jsonb NOT NULL DEFAULT '{}', run_at timestamptz NOT NULL,
      locked_until timestamptz, attempts integer NOT NULL DEFAULT 0, last_error text, done_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await database.db.execute(sql`INSERT INTO jobs_legacy.jobs (kind, key, payload, run_at, done_at) VALUES
      ('test.legacy', 'legacy:pending', '{"n": 1}', ${later(5).toISOString()}::timestamptz, NULL),
      ('test.legacy', 'legacy:done', '{"n": 2}', ${t0.toISOString()}::timestamptz, now())`);
    const queue = await open();
    const seen: unknown[] = [];
    await queue.register('test.legacy', async (payload) => {
      seen.push(payload);
    });
    const present = rowsOf<{ present: boolean }>(
      await database.db.execute(sql`SELECT to_regclass('jobs_legacy.jobs') IS NOT NULL AS present`),
    )[0];
    expect(present?.present).toBe(false);
    expect(await queue.runDue(later(4))).toBe(0);
    expect(await queue.runDue(later(5))).toBe(1);
    expect(seen).toEqual([{ n: 1 }]);
  });
});
