import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresDatabase } from '../../test/databases.ts';
import { killed, startProcess } from '../../test/processes.ts';
import { startSmtp } from '../../test/smtp-server.ts';
import { type Database, openDatabase } from '../db/database.ts';
import { rowsOf } from '../db/rows.ts';
import { MAIL_JOB } from '../modules/mail/mail.service.ts';
import { type JobQueue, openJobQueue } from './job-queue.ts';

const url = process.env.TEST_DATABASE_URL;

type Server = Awaited<ReturnType<typeof startProcess>>;

/**
 * docs/adr/0040-jobs-on-pg-boss.md: every replica runs the worker, and a job is done once. Two server processes on
 * one PostgreSQL, each polling every second, share forty mails queued by a third (as a refused mail is): the SMTP
 * server receives each once.
 */
describe.runIf(url)('the job workers of two server processes on one PostgreSQL', () => {
  let target: Awaited<ReturnType<typeof postgresDatabase>> | undefined;
  let database: Database | undefined;
  let queue: JobQueue | undefined;
  let a: Server;
  let b: Server;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    target = await postgresDatabase(url ?? '', 'halo_jobs');
    smtp = await startSmtp();
    const env = {
      DATABASE_URL: target.url,
      JOBS_INTERVAL: '1',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
    };
    a = await startProcess(env);
    b = await startProcess({ ...env, PUBLIC_URL: a.baseUrl });
    database = await openDatabase({ url: target.url });
    queue = await openJobQueue(database);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map((server) => killed(server.child, 'SIGTERM')));
    await queue?.stop();
    await database?.close();
    await target?.drop();
    smtp?.server.close();
  });

  it('runs each job once, whichever replica takes it', async () => {
    const db = database?.db;
    if (!db || !queue) throw new Error('not started');
    const count = 40;
    for (let n = 0; n < count; n++) {
      await queue.enqueue({
        kind: MAIL_JOB,
        key: `replicas:${n}`,
        runAt: new Date(),
        payload: {
          to: `persona${n}@example.org`,
          subject: `Prova repliche ${n}`,
          text: '-',
          html: '-',
          kind: 'prova',
        },
      });
    }
    const states = async () =>
      rowsOf<{ state: string; n: number }>(
        await db.execute(sql`SELECT state, count(*)::int AS n FROM pgboss.job WHERE name = ${MAIL_JOB}
          AND data->>'kind' = 'prova' GROUP BY state`),
      );
    await expect.poll(states, { timeout: 20_000, interval: 200 }).toEqual([{ state: 'completed', n: count }]);
    const subjects = smtp.messages
      .map((message) => /^Subject: (Prova repliche \d+)$/m.exec(message)?.[1])
      .filter((subject) => subject !== undefined);
    expect(subjects).toHaveLength(count);
    expect(new Set(subjects).size).toBe(count);
  });
});
