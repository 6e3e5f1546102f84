import { createServer } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { openMigratedDatabase } from '../../../test/seeded-snapshot.ts';
import { withCallers, withMigratedDatabase } from '../../../test/suite.ts';
import type { Database } from '../../db/database.ts';
import { createMailer } from '../mail/mail.service.ts';
import { recordServerErrors } from './operations.module.ts';
import { createOperationsRepository } from './operations.repository.ts';
import { buildHashOf } from './operations.service.ts';

describe('the operations page (GET /api/v1/halo/operations)', () => {
  const callers = withCallers();

  const get = (path: string, token?: string) =>
    fetch(`${callers.server.baseUrl}/api/v1/halo/operations${path}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it("answers the platform's administrators with the replica's status at a glance", async () => {
    const answer = await get('', callers.adminToken);
    expect(answer.status).toBe(200);
    const status = await answer.json();
    expect(status).toMatchObject({
      version: '0.1.0',
      node: process.version,
      builds: { server: null, spa: null },
      database: { kind: 'pglite', reachable: true },
      identityProvider: {
        kind: 'embedded',
        issuer: `${callers.server.baseUrl}/auth/realms/halo`,
        keysLoaded: true,
      },
      mail: { transport: 'outbox', host: null, reachable: null, problem: null },
      draining: false,
    });
    expect(status.database.migrationsApplied).toBe(status.database.migrationsExpected);
    expect(status.database.migrationsExpected).toBeGreaterThan(20);
    expect(status.database.sizeBytes).toBeGreaterThan(0);
    expect(status.uptimeSeconds).toBeGreaterThanOrEqual(0);
    for (const count of ['waiting', 'due', 'retrying', 'givenUp'])
      expect(status.jobs[count]).toBeGreaterThanOrEqual(0);
  });

  it('refuses anyone else', async () => {
    expect((await get('')).status).toBe(401);
    expect((await get('', callers.citizenToken)).status).toBe(403);
    expect((await get('/errors', callers.citizenToken)).status).toBe(403);
  });

  it("lists every replica's server errors by request id, newest first", async () => {
    const repository = createOperationsRepository(callers.server.database.db);
    for (const requestId of ['r-1', 'r-2']) {
      await repository.recordError({
        requestId,
        method: 'GET',
        route: '/api/v1/prova/:id',
        status: 500,
        error: 'TypeError',
        replica: 'altra-replica:42',
      });
    }
    const answer = await get('/errors?size=1', callers.adminToken);
    expect(answer.status).toBe(200);
    const page = await answer.json();
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      requestId: 'r-2',
      route: '/api/v1/prova/:id',
      replica: 'altra-replica:42',
    });
  });

  it('lists the jobs given up with their last error, and queues one again on request (audited)', async () => {
    const jobs = callers.server.app.jobs;
    let failing = true;
    const ran: unknown[] = [];
    await jobs.register('prova.abbandonata', async (payload) => {
      ran.push(payload);
      if (failing) throw new Error('destinatario non raggiungibile');
    });
    await jobs.enqueue({ kind: 'prova.abbandonata', key: 'prova:1', runAt: new Date(), payload: { n: 1 } });
    // Five attempts (the first and four retries), each later than the one before.
    for (let hours = 0; hours <= 48; hours += 12) await jobs.runDue(new Date(Date.now() + hours * 3_600_000));
    expect(ran).toHaveLength(5);
    expect((await (await get('', callers.adminToken)).json()).jobs.givenUp).toBeGreaterThanOrEqual(1);

    const listed = await get('/jobs/dead', callers.adminToken);
    expect(listed.status).toBe(200);
    const dead = (await listed.json()).items.find(
      (job: { kind: string }) => job.kind === 'prova.abbandonata',
    );
    expect(dead).toMatchObject({ attempts: 5, error: 'Error: destinatario non raggiungibile' });
    expect(JSON.stringify(dead)).not.toContain('"n"');

    const retry = (token?: string, id = dead.id) =>
      fetch(`${callers.server.baseUrl}/api/v1/halo/operations/jobs/dead/${id}/retry`, {
        method: 'POST',
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    expect((await get('/jobs/dead', callers.citizenToken)).status).toBe(403);
    expect((await retry(callers.citizenToken)).status).toBe(403);
    expect((await retry(callers.adminToken, 'non-un-id')).status).toBe(400);
    failing = false;
    const retried = await retry(callers.adminToken);
    expect(retried.status).toBe(200);
    expect(await retried.json()).toMatchObject({ id: dead.id, kind: 'prova.abbandonata' });
    // Once: it is no longer dead.
    expect((await retry(callers.adminToken)).status).toBe(404);
    expect(await jobs.runDue(new Date(Date.now() + 60_000))).toBe(1);
    expect(ran).toHaveLength(6);
    const log = await fetch(`${callers.server.baseUrl}/api/v1/logs?entity=operazioni.lavoro`, {
      headers: { authorization: `Bearer ${callers.adminToken}` },
    });
    expect(JSON.stringify(await log.json())).toContain(dead.id);
  });
});

describe('server errors', () => {
  let database: Database;
  withMigratedDatabase((opened) => {
    database = opened;
  });

  it('are recorded for a 5xx answer to a thrown error, with its class and code, never its message', async () => {
    const repository = createOperationsRepository(database.db);
    const app = Fastify({ genReqId: () => 'richiesta-1' });
    recordServerErrors(app, repository);
    app.get('/api/prova/:id', async () => {
      throw Object.assign(new Error('mario.rossi@example.org non raggiungibile'), { code: 'ECONNREFUSED' });
    });
    app.get('/api/ok', async () => ({ ok: true }));
    app.get('/api/vietato', async (_request, reply) => reply.status(403).send({ no: true }));
    await app.ready();
    expect((await app.inject('/api/prova/12')).statusCode).toBe(500);
    expect((await app.inject('/api/ok')).statusCode).toBe(200);
    expect((await app.inject('/api/vietato')).statusCode).toBe(403);
    await app.close();
    // Written after the answer: wait for it.
    await expect.poll(async () => (await repository.errors({ page: 1, size: 10 })).total).toBe(1);
    const [recorded] = (await repository.errors({ page: 1, size: 10 })).items;
    expect(recorded).toMatchObject({
      requestId: 'richiesta-1',
      method: 'GET',
      route: '/api/prova/:id',
      status: 500,
      error: 'Error (ECONNREFUSED)',
    });
    expect(JSON.stringify(recorded)).not.toContain('mario.rossi');
  });

  it('keep only the latest', async () => {
    const repository = createOperationsRepository(database.db, { kept: 3 });
    for (let i = 0; i < 6; i++) {
      await repository.recordError({
        requestId: `k-${i}`,
        method: 'GET',
        route: null,
        status: 502,
        error: 'E',
        replica: 'r',
      });
    }
    const page = await repository.errors({ page: 1, size: 10 });
    expect(page.items.map((e) => e.requestId)).toEqual(['k-5', 'k-4', 'k-3']);
  });
});

describe('the mail server check', () => {
  it('says whether the SMTP server answers, with the error code and nothing else', async () => {
    // A port nothing listens on.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const database = await openMigratedDatabase();
    try {
      const mailer = createMailer({
        db: database.db,
        smtp: { host: '127.0.0.1', port, from: 'halo@example.org' },
      });
      // Refused: nodemailer's code for a connection that failed.
      expect(await mailer.verify()).toEqual({ reachable: false, problem: 'ESOCKET' });
      // An SMTP server that answers (the few lines a check needs).
      const smtp = createServer((socket) => {
        socket.write('220 prova ESMTP\r\n');
        socket.on('data', (data: Buffer) => {
          const command = data.toString('utf8').trim().toUpperCase();
          if (command.startsWith('EHLO')) socket.write('250-prova\r\n250 OK\r\n');
          else if (command.startsWith('QUIT')) socket.end('221 arrivederci\r\n');
          else socket.write('250 OK\r\n');
        });
      });
      await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
      const smtpPort = (smtp.address() as { port: number }).port;
      try {
        const answering = createMailer({
          db: database.db,
          smtp: { host: '127.0.0.1', port: smtpPort, from: 'halo@example.org' },
        });
        expect(await answering.verify()).toEqual({ reachable: true, problem: null });
      } finally {
        await new Promise((resolve) => smtp.close(resolve));
      }
      expect(await createMailer({ db: database.db, smtp: undefined }).verify()).toEqual({
        reachable: null,
        problem: null,
      });
    } finally {
      await database.close();
    }
  });
});

describe('build hashes', () => {
  it('are read from the folder a build is served from', () => {
    expect(buildHashOf('file:///srv/halo/apps/server/.builds/d008efbf73ea3156/chunks/serve-x.js')).toBe(
      'd008efbf73ea3156',
    );
    expect(buildHashOf('/srv/halo/apps/web/.builds/0123456789abcdef')).toBe('0123456789abcdef');
    expect(buildHashOf('file:///srv/halo/apps/server/src/app.ts')).toBeNull();
  });
});
