import * as pg from 'drizzle-orm/pg-core';
import * as col from '../../db/columns.ts';

export const opsSchema = pg.pgSchema('ops');

/**
 * The server errors of every replica (docs/adr/0043-operations-page.md): a 5xx answer to an error thrown while
 * serving, by request id, for the operations page. No message, no path parameter, nothing of a person; the latest
 * `KEPT_ERRORS` are kept.
 */
export const serverErrors = opsSchema.table(
  'server_errors',
  {
    id: col.bigserialId(),
    at: col.at(),
    requestId: pg.text('request_id').notNull(),
    method: pg.text('method').notNull(),
    route: pg.text('route'),
    status: pg.integer('status').notNull(),
    error: pg.text('error').notNull(),
    replica: pg.text('replica').notNull(),
  },
  (t) => [pg.index('server_errors_at_idx').on(t.at)],
);
