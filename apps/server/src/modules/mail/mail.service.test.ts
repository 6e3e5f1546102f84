import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases.ts';
import { startSmtp } from '../../../test/smtp-server.ts';
import type { Database } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { openJobQueue } from '../../jobs/job-queue.ts';
import { createMailer, MAIL_JOB, queuedMailRetry, registerMailJob } from './mail.service.ts';
import { outbox } from './mail.tables.ts';

describe.each(testDatabases())('mail on $name', (kind) => {
  let database: Database;
  let drop: () => Promise<void>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    ({ database, drop } = await kind.open());
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
    await drop();
  });

  const message = {
    to: 'mario.rossi@example.org',
    subject: 'Halo: imposti la password',
    text: 'Apra il link https://halo.example.org/x',
    html: '<p>Apra il link</p>',
    link: 'https://halo.example.org/x',
    kind: 'set-password',
  };

  it('sends over SMTP with nodemailer when SMTP is configured, keeping nothing in the outbox', async () => {
    const outcomes: string[] = [];
    const mailer = createMailer({
      db: database.db,
      smtp: { host: '127.0.0.1', port: smtp.port, from: 'Halo <no-reply@halo.example.org>' },
      onSent: (outcome) => outcomes.push(outcome),
    });
    expect(mailer.mode).toBe('smtp');
    await mailer.send(message);
    expect(outcomes).toEqual(['sent']);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toContain('Subject: Halo: imposti la password');
    expect(smtp.messages[0]).toContain('To: mario.rossi@example.org');
    expect(await database.db.select().from(outbox)).toEqual([]);
  });

  it('keeps the message and its link in the outbox without SMTP', async () => {
    const outcomes: string[] = [];
    const mailer = createMailer({
      db: database.db,
      smtp: undefined,
      onSent: (outcome) => outcomes.push(outcome),
    });
    expect(mailer.mode).toBe('outbox');
    await mailer.send(message);
    await mailer.send({ ...message, subject: 'Secondo' });
    const { items, total } = await mailer.listOutbox({ offset: 0, limit: 10 });
    expect(total).toBe(2);
    expect(items.map((m) => m.subject)).toEqual(['Secondo', 'Halo: imposti la password']);
    expect(items[1]).toMatchObject({ to: message.to, link: message.link, kind: 'set-password' });
    expect((await mailer.listOutbox({ offset: 0, limit: 10 }, true)).items[0]?.subject).toBe(message.subject);
    expect(outcomes).toEqual(['outbox', 'outbox']);
  });

  it('counts a message the SMTP server refused as failed, and the caller still gets the error', async () => {
    const outcomes: string[] = [];
    const mailer = createMailer({
      db: database.db,
      smtp: undefined,
      transport: { sendMail: () => Promise.reject(new Error('550 rifiutato')) } as never,
      onSent: (outcome) => outcomes.push(outcome),
    });
    const kept = (await database.db.select().from(outbox)).length;
    await expect(mailer.send(message)).rejects.toThrow('550 rifiutato');
    expect(outcomes).toEqual(['failed']);
    // Not in the outbox either: a refused message is the caller's to retry (through the job queue).
    expect(await database.db.select().from(outbox)).toHaveLength(kept);
  });

  it('loses no mail while the SMTP server refuses: it is queued, and sent once when the server takes it', async () => {
    const outcomes: string[] = [];
    const queue = await openJobQueue(database);
    const mailer = createMailer({
      db: database.db,
      smtp: { host: '127.0.0.1', port: smtp.port, from: 'halo@example.org' },
      onSent: (outcome) => outcomes.push(outcome),
      // Wired as app.ts wires it.
      retry: queuedMailRetry(queue),
    });
    await registerMailJob(queue, mailer);
    const received = smtp.messages.length;
    const minutes = (n: number) => new Date(Date.now() + n * 60_000);

    smtp.refusing.on = true;
    // The caller goes on: the message is queued, not lost.
    await mailer.send({ ...message, subject: 'Promemoria della prenotazione' });
    expect(outcomes).toEqual(['failed', 'queued']);
    // Still down at the first retry: tried again later, its error without the address.
    await queue.runDue(minutes(2));
    expect(smtp.messages).toHaveLength(received);
    const [job] = rowsOf<{ state: string; output: { message: string } }>(
      await database.db.execute(sql`SELECT state, output FROM pgboss.job WHERE name = ${MAIL_JOB}`),
    );
    expect(job?.state).toBe('retry');
    expect(job?.output.message).toMatch(/^Error: Invio non riuscito \(\w+\)$/);
    expect(JSON.stringify(job?.output)).not.toContain('mario.rossi');

    smtp.refusing.on = false;
    await queue.runDue(minutes(60));
    expect(smtp.messages).toHaveLength(received + 1);
    expect(smtp.messages.at(-1)).toContain('Subject: Promemoria della prenotazione');
    expect(smtp.messages.at(-1)).toContain('mario.rossi@example.org');
    // Once.
    await queue.runDue(minutes(24 * 60));
    expect(smtp.messages).toHaveLength(received + 1);
    expect(outcomes).toEqual(['failed', 'queued', 'failed', 'sent']);
    await queue.stop();
  });
});
