import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import type { Database } from '../db/database.ts';
import { createJobQueue } from './job-queue.ts';
import { jobs } from './jobs.tables.ts';

describe.each(testDatabases())('job queue on $name', (kind) => {
  let database: Database;
  let drop: () => Promise<void>;
  const t0 = new Date('2027-01-10T08:00:00Z');
  const later = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

  beforeAll(async () => {
    ({ database, drop } = await kind.open());
  });
  afterAll(() => drop?.());

  it('runs each due job once across concurrent workers, and none before its time', async () => {
    const done: number[] = [];
    const workers = [0, 1, 2].map(() => {
      const queue = createJobQueue(database.db, { batch: 7 });
      queue.register('test.count', async (payload) => {
        done.push(Number(payload.n));
      });
      return queue;
    });
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
    for (let round = 0; round < 10; round++) {
      await Promise.all(workers.map((worker) => worker.runDue(later(1))));
    }
    expect(done.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, n) => n));
    await Promise.all(workers.map((worker) => worker.runDue(later(31))));
    expect(done).toHaveLength(60);
  });

  it('tries a failing job again later, and gives it up after the last attempt, keeping the error', async () => {
    const outcomes: string[] = [];
    const queue = createJobQueue(database.db, {
      maxAttempts: 3,
      onOutcome: (outcome) => outcomes.push(outcome),
    });
    let calls = 0;
    queue.register('test.fail', async () => {
      calls += 1;
      throw new Error('SMTP non raggiungibile');
    });
    await queue.enqueue({ kind: 'test.fail', key: 'fail:1', runAt: t0 });
    expect(await queue.runDue(t0)).toBe(0);
    expect(calls).toBe(1);
    // Not again at once: the next attempt waits.
    await queue.runDue(t0);
    expect(calls).toBe(1);
    await queue.runDue(later(3));
    await queue.runDue(later(60));
    await queue.runDue(later(600));
    expect(calls).toBe(3);
    const [row] = await database.db.select().from(jobs).where(eq(jobs.key, 'fail:1'));
    expect(row).toMatchObject({ attempts: 3, lastError: 'Error: SMTP non raggiungibile' });
    expect(row?.doneAt).not.toBeNull();
    // What the metrics count (halo_jobs_total).
    expect(outcomes).toEqual(['retry', 'retry', 'given-up']);
  });

  it('takes back a job whose worker died once its lease is over', async () => {
    const dead = createJobQueue(database.db, { leaseMs: 60_000 });
    dead.register('test.lease', () => new Promise(() => undefined));
    await dead.enqueue({ kind: 'test.lease', key: 'lease:1', runAt: t0 });
    void dead.runDue(t0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const alive = createJobQueue(database.db);
    let ran = 0;
    alive.register('test.lease', async () => {
      ran += 1;
    });
    await alive.runDue(later(0.5));
    expect(ran).toBe(0);
    await alive.runDue(later(2));
    expect(ran).toBe(1);
  });
});
