import { randomUUID } from 'node:crypto';
import type { OutboxMessage, Page } from '@halo/contract';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { NotFoundError } from '../../errors.ts';
import { pageOf, pageWindow } from '../../http/write-context.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { createMailRepository, type OutboxRow } from './mail.repository.ts';
import type { MailAttachment } from './mail.tables.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the message carries (shown by the demo outbox page). */
  link?: string | null;
  kind: string;
  /** Files the mail carries (a booking's .ics). */
  attachments?: MailAttachment[];
}

export interface Mailer {
  /** `smtp` when SMTP_HOST is configured, else `outbox`: every mail flow works on one machine. */
  readonly mode: 'smtp' | 'outbox';
  /**
   * Sends now; a message the SMTP server does not take is queued to be sent again later when the mailer has a
   * queue (`retry`), so none is lost while the server is down, and the caller goes on. Without one, the error is
   * the caller's.
   */
  send(message: MailMessage): Promise<void>;
  /** Sends once over SMTP, the queue's attempt: throws, with the error's code only, when the server refuses. */
  deliver(message: MailMessage): Promise<void>;
  listOutbox(
    page: { offset: number; limit: number },
    oldestFirst?: boolean,
  ): Promise<{ items: OutboxRow[]; total: number }>;
  /** The outbox page of the administration: demo mode only (404 otherwise). */
  outboxPage(query: { page: number; size: number; sort?: string }): Promise<Page<OutboxMessage>>;
  /**
   * SMTP: whether the server accepts a connection (and the credentials) now, and if not the error's code, never
   * its message (it may name an address). The outbox: nothing to ask (null).
   */
  verify(): Promise<{ reachable: boolean | null; problem: string | null }>;
}

/** An SMTP failure as its code (`ESOCKET`, `EENVELOPE`…), or its class: never its message, which may name an address. */
function smtpProblem(error: unknown): string {
  const { code, name } = error as { code?: unknown; name?: unknown };
  return typeof code === 'string' ? code : String(name ?? 'Error');
}

/** The job kind of a message to send again (queued when the SMTP server refuses one). */
export const MAIL_JOB = 'mail.send';

/**
 * The mailer's `retry` through the job queue: a message the SMTP server does not take now is a job the worker
 * sends again a minute later, then with its backoff. `registerMailJob` is the worker's side.
 */
export function queuedMailRetry(queue: Pick<JobQueue, 'enqueue'>) {
  return async (message: MailMessage): Promise<void> => {
    await queue.enqueue({
      kind: MAIL_JOB,
      key: `${MAIL_JOB}:${randomUUID()}`,
      runAt: new Date(Date.now() + 60_000),
      payload: { ...message },
    });
  };
}

/** The job worker's side of `queuedMailRetry`: each queued message is sent once more (`deliver`). */
export function registerMailJob(queue: Pick<JobQueue, 'register'>, mailer: Mailer) {
  return queue.register(MAIL_JOB, (payload) => mailer.deliver(payload as unknown as MailMessage));
}

/** Mail goes out with nodemailer over SMTP when configured; otherwise it lands in the outbox table (issue 4). */
export function createMailer(deps: {
  db: Db;
  smtp: Config['smtp'];
  transport?: Transporter;
  /** Demo mode: the outbox can be read from the administration. */
  demo?: boolean;
  /**
   * Told of every message's outcome (the metrics count them): sent over SMTP, kept in the outbox, failed (the
   * server refused it), queued (to be sent again).
   */
  onSent?: (outcome: 'sent' | 'outbox' | 'failed' | 'queued') => void;
  /** Queues a message the SMTP server refused, to be sent again (`deliver`) by the job worker. */
  retry?: (message: MailMessage) => Promise<void>;
}): Mailer {
  const { smtp } = deps;
  const repo = createMailRepository(deps.db);
  const transport =
    deps.transport ??
    (smtp
      ? nodemailer.createTransport({
          host: smtp.host,
          port: smtp.port,
          secure: smtp.port === 465,
          ...(smtp.user && { auth: { user: smtp.user, pass: smtp.password ?? '' } }),
        })
      : undefined);
  const from = smtp?.from ?? 'Halo <no-reply@halo.local>';

  async function listOutbox(page: { offset: number; limit: number }, oldestFirst = false) {
    return repo.list(page, oldestFirst);
  }

  /** One attempt over SMTP; the outcome counted. */
  async function attempt(message: MailMessage, via: Transporter): Promise<void> {
    try {
      await via.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.attachments && { attachments: message.attachments }),
      });
    } catch (error) {
      deps.onSent?.('failed');
      throw error;
    }
    deps.onSent?.('sent');
  }

  return {
    mode: transport ? 'smtp' : 'outbox',
    async deliver(message) {
      if (!transport) throw new Error('Nessun server SMTP configurato');
      try {
        await attempt(message, transport);
      } catch (error) {
        // Kept with the job as its last error: the code only.
        throw new Error(`Invio non riuscito (${smtpProblem(error)})`);
      }
    },
    async verify() {
      if (!transport) return { reachable: null, problem: null };
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })), 5000);
      });
      try {
        await Promise.race([transport.verify(), timeout]);
        return { reachable: true, problem: null };
      } catch (error) {
        return { reachable: false, problem: smtpProblem(error) };
      } finally {
        clearTimeout(timer);
      }
    },
    async send(message) {
      if (transport) {
        try {
          await attempt(message, transport);
        } catch (error) {
          if (!deps.retry) throw error;
          await deps.retry(message);
          deps.onSent?.('queued');
        }
        return;
      }
      await repo.insert({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        link: message.link ?? null,
        kind: message.kind,
        attachments: message.attachments ?? [],
      });
      deps.onSent?.('outbox');
    },
    listOutbox,
    async outboxPage(query) {
      // In production mail goes out over SMTP and is nobody's to read here.
      if (!deps.demo) {
        throw new NotFoundError('La posta in uscita è visibile solo in modalità dimostrativa.');
      }
      const { items, total } = await listOutbox(pageWindow(query), query.sort === 'createdAt');
      const views = items.map(
        (m): OutboxMessage => ({
          id: m.id,
          to: m.to,
          subject: m.subject,
          text: m.text,
          link: m.link,
          kind: m.kind,
          allegati: m.attachments.map((a) => ({
            nome: a.filename,
            tipo: a.contentType,
            contenuto: a.content,
          })),
          createdAt: m.createdAt.toISOString(),
        }),
      );
      return pageOf(query, views, total);
    },
  };
}
