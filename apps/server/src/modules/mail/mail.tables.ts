import { pgSchema, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
