import * as pg from 'drizzle-orm/pg-core';
import * as col from '../../db/columns.ts';

export const audit = pg.pgSchema('audit');

/** Who changed what and when. Holds ids, never personal or clinical values. */
export const auditEntries = audit.table(
  'entries',
  {
    id: col.bigserialId(),
    at: col.at(),
    actorId: pg.text('actor_id'),
    actorUsername: pg.text('actor_username'),
    entity: pg.text('entity').notNull(),
    entityId: pg.text('entity_id'),
    action: pg.text('action').notNull(),
    details: pg.jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    requestId: pg.text('request_id'),
    /**
     * A read's actor, entity, id and minute (docs/adr/0029): unique, so the reads of one record by one person within
     * a minute are one row (its views in `details.viste`) whichever server process serves them. Null for writes,
     * which are all kept.
     */
    readKey: pg.text('read_key'),
  },
  (t) => [
    pg.index('entries_at_idx').on(t.at),
    pg.index('entries_entity_idx').on(t.entity, t.entityId),
    pg.index('entries_actor_idx').on(t.actorId),
    pg.uniqueIndex('entries_read_key_idx').on(t.readKey),
  ],
);
