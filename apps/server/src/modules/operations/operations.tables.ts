import { bigserial, index, integer, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';

export const opsSchema = pgSchema('ops');

/**
 * The server errors of every replica (docs/adr/0043-operations-page.md): a 5xx answer to an error thrown while
 * serving, by request id, for the operations page. No message, no path parameter, nothing of a person; the latest
 * `KEPT_ERRORS` are kept.
 */
export const serverErrors = opsSchema.table(
  'server_errors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    requestId: text('request_id').notNull(),
    method: text('method').notNull(),
    route: text('route'),
    status: integer('status').notNull(),
    error: text('error').notNull(),
    replica: text('replica').notNull(),
  },
  (t) => [index('server_errors_at_idx').on(t.at)],
);
