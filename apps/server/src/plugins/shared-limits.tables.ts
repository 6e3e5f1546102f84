import * as pg from 'drizzle-orm/pg-core';
import * as col from '../db/columns.ts';

/**
 * What every server process on one PostgreSQL must count together (docs/adr/0033-shared-limits.md): requests to
 * rate-limited routes and the DPoP proofs already seen. Short-lived counters, UNLOGGED in the migration (drizzle
 * cannot say so): no WAL for a write per request, and a crash of the database forgets them, which only resets
 * windows of at most an hour. Expired rows are deleted by every process once a minute (shared-limits.ts).
 */
export const limitsSchema = pg.pgSchema('limits');

/** Requests counted per route and client in the current window: `key` is `METHOD url client`. */
export const rateCounts = limitsSchema.table('rate_counts', {
  key: pg.text('key').primaryKey(),
  count: pg.integer('count').notNull(),
  /** When the window ends: the next request after it starts a new one at 1. */
  resetsAt: col.instant('resets_at').notNull(),
});

/** DPoP proofs already accepted, by a hash of the key's thumbprint and the proof's `jti`, until they are stale. */
export const dpopProofs = limitsSchema.table('dpop_proofs', {
  id: pg.text('id').primaryKey(),
  expiresAt: col.instant('expires_at').notNull(),
});
