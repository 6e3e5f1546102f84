import { and, asc, desc, eq, gte, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { auditEntries } from './audit.tables.ts';

type AuditRow = typeof auditEntries.$inferSelect;
type NewAuditRow = typeof auditEntries.$inferInsert;

/** The action of a read (of personal data): the log lists it apart from the changes. */
export const READ_ACTION = 'read';

export interface LogFilters {
  user?: string;
  entity?: string;
  entityId?: string;
  action?: string;
  /** `changes`: everything but reads; `reads`: reads only; none: both. */
  kind?: 'changes' | 'reads';
  from?: string;
  to?: string;
}

/** The columns the log sorts by; any other name sorts by time. */
const SORTABLE: Record<string, AnyPgColumn> = {
  at: auditEntries.at,
  entity: auditEntries.entity,
  action: auditEntries.action,
  actorUsername: auditEntries.actorUsername,
};

/** The audit log's SQL. Functions take the handle to run on, so a write can pass its transaction. */
export function createAuditRepository(db: Db) {
  return {
    async insert(values: NewAuditRow, tx: Db = db): Promise<void> {
      await tx.insert(auditEntries).values(values);
    },

    /**
     * A write's audit rows as part of a larger statement (a data-modifying `WITH`): one row per row of `from`,
     * where `entityId` and `details` may name its columns.
     */
    insertFrom(
      values: {
        actorId: string | null;
        actorUsername: string | null;
        entity: string;
        entityId: SQL;
        action: string;
        details: SQL;
        requestId: string | null;
      },
      from: SQL,
    ): SQL {
      return sql`INSERT INTO ${auditEntries} (actor_id, actor_username, entity, entity_id, action, details, request_id)
        SELECT ${values.actorId}, ${values.actorUsername}, ${values.entity},
          (${values.entityId})::text, ${values.action}, ${values.details}, ${values.requestId}
        FROM ${from}`;
    },

    /**
     * A read's row, or, when its `readKey` is already there, the view added to that row's `details.viste` (unless
     * it is listed already).
     */
    async upsertRead(values: NewAuditRow & { readKey: string }, viewName: string): Promise<void> {
      const view = sql`jsonb_build_array(${viewName}::text)`;
      const viewed = sql`coalesce(${auditEntries.details} -> 'viste', '[]'::jsonb)`;
      await db
        .insert(auditEntries)
        .values(values)
        .onConflictDoUpdate({
          target: auditEntries.readKey,
          set: { details: sql`jsonb_set(${auditEntries.details}, '{viste}', ${viewed} || ${view})` },
          setWhere: sql`not (${viewed} @> ${view})`,
        });
    },

    /** Removes the entries older than `cutoff`: how many, counted in the database (there may be millions). */
    async deleteBefore(cutoff: Date): Promise<number> {
      const [gone] = rowsOf<{ n: number }>(
        await db.execute(sql`
          with gone as (delete from ${auditEntries} where ${auditEntries.at} < ${cutoff.toISOString()}::timestamptz
            returning 1)
          select count(*)::int as n from gone`),
      );
      return Number(gone?.n ?? 0);
    },

    /** A page of the filtered log, sorted by `sort` (then by id the same way). */
    list(
      filters: LogFilters,
      sort: { field: string; ascending: boolean },
      limit: number,
      offset: number,
    ): Promise<AuditRow[]> {
      const column = SORTABLE[sort.field] ?? auditEntries.at;
      return db
        .select()
        .from(auditEntries)
        .where(filtersOf(filters))
        .orderBy(
          sort.ascending ? asc(column) : desc(column),
          sort.ascending ? asc(auditEntries.id) : desc(auditEntries.id),
        )
        .limit(limit)
        .offset(offset);
    },

    async count(filters: LogFilters): Promise<number> {
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditEntries)
        .where(filtersOf(filters));
      return count?.n ?? 0;
    },

    /** Up to `limit` entries of the filtered log with an id below `before` (any, when null), newest first. */
    batch(filters: LogFilters, before: number | null, limit: number): Promise<AuditRow[]> {
      return db
        .select()
        .from(auditEntries)
        .where(and(filtersOf(filters), before === null ? undefined : lt(auditEntries.id, before)))
        .orderBy(desc(auditEntries.id))
        .limit(limit);
    },
  };
}

/** The log's filters as a condition: by author (user name or id), entity, action, kind and period. */
function filtersOf(query: LogFilters): SQL | undefined {
  return and(
    query.user
      ? or(
          eq(auditEntries.actorId, query.user),
          sql`lower(${auditEntries.actorUsername}) = lower(${query.user})`,
        )
      : undefined,
    query.entity ? eq(auditEntries.entity, query.entity) : undefined,
    query.entityId ? eq(auditEntries.entityId, query.entityId) : undefined,
    query.action ? eq(auditEntries.action, query.action) : undefined,
    query.kind === 'changes' ? ne(auditEntries.action, READ_ACTION) : undefined,
    query.kind === 'reads' ? eq(auditEntries.action, READ_ACTION) : undefined,
    query.from ? gte(auditEntries.at, new Date(query.from)) : undefined,
    query.to ? lt(auditEntries.at, new Date(query.to)) : undefined,
  );
}
