import { jsonb, pgSchema, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A file a mail carries (a booking's .ics). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export const mail = pgSchema('mail');

/** Mail not sent over SMTP (none configured): kept here, and shown to admins in demo mode. */
export const outbox = mail.table('outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  link: text('link'),
  kind: text('kind').notNull(),
  attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
