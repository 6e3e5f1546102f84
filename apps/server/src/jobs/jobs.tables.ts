import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';

export const jobsSchema = pgSchema('jobs');

/**
 * Work to do at a given time (a booking's reminder, a waiting-list offer lapsing), done once even with several
 * replicas: a worker claims due rows with FOR UPDATE SKIP LOCKED and holds them for a lease (docs/adr/0014).
 * `key` makes enqueueing idempotent: the same reminder is never queued twice.
 */
export const jobs = jobsSchema.table(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull().unique(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** A worker holds the job until then; after it (a crash), another may take it again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('jobs_due_idx').on(t.runAt).where(sql`${t.doneAt} IS NULL`)],
);

export type JobRow = typeof jobs.$inferSelect;
