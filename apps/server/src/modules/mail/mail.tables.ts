import * as pg from 'drizzle-orm/pg-core';
import * as col from '../../db/columns.ts';

/** A file a mail carries (a booking's .ics). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export const mail = pg.pgSchema('mail');

/** Mail not sent over SMTP (none configured): kept here, and shown to admins in demo mode. */
export const outbox = mail.table('outbox', {
  id: col.serialId(),
  to: pg.text('to').notNull(),
  subject: pg.text('subject').notNull(),
  text: pg.text('text').notNull(),
  html: pg.text('html').notNull(),
  link: pg.text('link'),
  kind: pg.text('kind').notNull(),
  attachments: pg.jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
  createdAt: col.createdAt(),
});
