import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresDatabase } from '../../test/databases.ts';
import { signIn } from '../../test/oidc-client.ts';
import { killed, startProcess } from '../../test/processes.ts';
import { startSmtp } from '../../test/smtp-server.ts';
import { type Database, openDatabase } from '../db/database.ts';
import { rowsOf } from '../db/rows.ts';
import { DEMO_PASSWORD } from '../idp/demo-users.ts';
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

  it('lists on one replica a job given up on another, and a retry asked of it reaches every worker', async () => {
    const db = database?.db;
    if (!db || !target) throw new Error('not started');
    // A worker of a kind the replicas do not run gives a job up at once (no retry): in the shared dead letters.
    const strict = await openJobQueue(database as Database, { retryLimit: 0 });
    let failing = true;
    await strict.register('prova.replica', async () => {
      if (failing) throw new Error('destinazione non raggiungibile');
    });
    await strict.enqueue({ kind: 'prova.replica', key: 'replica:1', runAt: new Date() });
    await strict.runDue();
    const token = (await signIn(a.baseUrl, 'superadmin', DEMO_PASSWORD)).tokens.access_token;
    const ask = (server: Server, path: string, method = 'GET') =>
      fetch(`${server.baseUrl}/api/v1/halo/operations${path}`, {
        method,
        headers: { authorization: `Bearer ${token}` },
      });
    const deadOn = async (server: Server) =>
      (
        (await (await ask(server, '/jobs/dead')).json()) as { items: { id: string; kind: string }[] }
      ).items.filter((job) => job.kind === 'prova.replica');
    const [dead] = await deadOn(a);
    expect(dead).toBeDefined();
    expect((await ask(b, `/jobs/dead/${dead?.id}/retry`, 'POST')).status).toBe(200);
    // Gone on both replicas, and the job is back in its queue for whichever worker takes it.
    expect(await deadOn(a)).toEqual([]);
    expect((await ask(a, `/jobs/dead/${dead?.id}/retry`, 'POST')).status).toBe(404);
    failing = false;
    expect(await strict.runDue()).toBe(1);
    await strict.stop();
  });
});
