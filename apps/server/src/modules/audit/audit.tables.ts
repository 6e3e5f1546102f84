import { bigserial, index, jsonb, pgSchema, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const audit = pgSchema('audit');

/** Who changed what and when. Holds ids, never personal or clinical values. */
export const auditEntries = audit.table(
  'entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id'),
    actorUsername: text('actor_username'),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    requestId: text('request_id'),
    /**
     * A read's actor, entity, id and minute (docs/adr/0029): unique, so the reads of one record by one person within
     * a minute are one row (its views in `details.viste`) whichever server process serves them. Null for writes,
     * which are all kept.
     */
    readKey: text('read_key'),
  },
  (t) => [
    index('entries_at_idx').on(t.at),
    index('entries_entity_idx').on(t.entity, t.entityId),
    index('entries_actor_idx').on(t.actorId),
    uniqueIndex('entries_read_key_idx').on(t.readKey),
  ],
);
