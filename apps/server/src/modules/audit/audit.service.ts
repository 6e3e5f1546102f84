import { type AuditEntryView, CSV_BOM, csvLine, type Page, type Principal } from '@halo/contract';
import { and, asc, desc, eq, gte, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import type { WriteContext } from '../../http/write-context.ts';
import { auditEntries } from './audit.tables.ts';

export interface AuditEntry {
  actor: Pick<Principal, 'userId' | 'username'> | null;
  entity: string;
  entityId?: string | number | null;
  action: 'create' | 'update' | 'delete' | (string & {});
  /** Ids and flags only (before/after ids, changed field names): never personal or clinical values. */
  details?: Record<string, unknown>;
  requestId?: string;
}

/** The action of a read (of personal data): the log lists it apart from the changes. */
const READ_ACTION = 'read';

/** How long the reads of one person of one record are one read (docs/adr/0029). */
const READ_WINDOW_MS = 60_000;

/**
 * Every module calls this on every write (DESIGN.md §4); pass the transaction so the row commits with the change.
 * `clock` dates the reads (tests pass their own); writes take the database's time.
 */
export function createAuditLog(deps: { db: Db; clock?: () => Date }) {
  const now = deps.clock ?? (() => new Date());

  async function record(entry: AuditEntry, tx: Db = deps.db): Promise<void> {
    await tx.insert(auditEntries).values({
      actorId: entry.actor?.userId ?? null,
      actorUsername: entry.actor?.username ?? null,
      entity: entry.entity,
      entityId: entry.entityId == null ? null : String(entry.entityId),
      action: entry.action,
      details: entry.details ?? {},
      requestId: entry.requestId ?? null,
    });
  }

  return {
    record,

    /**
     * Removes the entries older than `days` (AUDIT_RETENTION_DAYS; unset, the log keeps everything): answers how
     * many. The purge itself is recorded, with the cut-off, so the log says when and how far back it was trimmed.
     */
    async purgeOlderThan(days: number): Promise<number> {
      const cutoff = new Date(now().getTime() - days * 24 * 60 * 60 * 1000);
      // Counted in the database: a first purge of a long log may remove millions of rows.
      const [gone] = rowsOf<{ n: number }>(
        await deps.db.execute(sql`
          with gone as (delete from ${auditEntries} where ${auditEntries.at} < ${cutoff.toISOString()}::timestamptz
            returning 1)
          select count(*)::int as n from gone`),
      );
      const removed = Number(gone?.n ?? 0);
      if (removed > 0) {
        await record({
          actor: null,
          entity: 'registro',
          entityId: 'audit',
          action: 'purge',
          details: { before: cutoff.toISOString(), removed, retentionDays: days },
        });
      }
      return removed;
    },

    /** `record` for a write made on behalf of a caller (or of the system, with a null actor). */
    recordWrite(
      ctx: WriteContext,
      change: {
        entity: string;
        entityId: string | number;
        action: string;
        details?: Record<string, unknown>;
      },
      tx: Db = deps.db,
    ): Promise<void> {
      return record({ actor: ctx.actor, requestId: ctx.requestId, ...change }, tx);
    },

    /**
     * A read of someone's data by a caller: one row per actor, entity and id per minute (docs/adr/0029), listing
     * the views read in `details.viste` in the order they were first read. The database keeps the row unique
     * (`read_key`), so a card whose parts are read one after the other, opened again, or served by several server
     * processes, is one read within the minute.
     */
    async recordRead(
      ctx: WriteContext,
      read: { entity: string; entityId: string | number; view: string; details?: Record<string, unknown> },
    ): Promise<void> {
      const at = now();
      const minute = new Date(Math.floor(at.getTime() / READ_WINDOW_MS) * READ_WINDOW_MS).toISOString();
      const entityId = String(read.entityId);
      const view = sql`jsonb_build_array(${read.view}::text)`;
      const viewed = sql`coalesce(${auditEntries.details} -> 'viste', '[]'::jsonb)`;
      await deps.db
        .insert(auditEntries)
        .values({
          at,
          actorId: ctx.actor?.userId ?? null,
          actorUsername: ctx.actor?.username ?? null,
          entity: read.entity,
          entityId,
          action: READ_ACTION,
          details: { ...read.details, viste: [read.view] },
          requestId: ctx.requestId ?? null,
          readKey: JSON.stringify([ctx.actor?.userId ?? null, read.entity, entityId, minute]),
        })
        .onConflictDoUpdate({
          target: auditEntries.readKey,
          set: { details: sql`jsonb_set(${auditEntries.details}, '{viste}', ${viewed} || ${view})` },
          setWhere: sql`not (${viewed} @> ${view})`,
        });
    },

    /**
     * `recordWrite` as part of a larger statement (a data-modifying `WITH`), for a write made in one statement whose
     * entity comes from that statement: one audit row per row of `from`, where `entityId` and `details` may name
     * its columns. Only when `from` holds rows is anything recorded.
     */
    recordWriteFrom(
      ctx: WriteContext,
      change: { entity: string; action: string; entityId: SQL; details: SQL },
      from: SQL,
    ): SQL {
      return sql`INSERT INTO ${auditEntries} (actor_id, actor_username, entity, entity_id, action, details, request_id)
        SELECT ${ctx.actor?.userId ?? null}, ${ctx.actor?.username ?? null}, ${change.entity},
          (${change.entityId})::text, ${change.action}, ${change.details}, ${ctx.requestId ?? null}
        FROM ${from}`;
    },

    /**
     * GET /api/v1/logs: filters by author (user name or id), entity, action, kind (changes or reads) and period;
     * newest first by default.
     */
    async list(query: LogQuery): Promise<Page<AuditEntryView>> {
      const where = filtersOf(query);
      const field = query.sort?.replace(/^-/, '') ?? 'at';
      const column =
        {
          at: auditEntries.at,
          entity: auditEntries.entity,
          action: auditEntries.action,
          actorUsername: auditEntries.actorUsername,
        }[field] ?? auditEntries.at;
      const ascending = query.sort !== undefined && !query.sort.startsWith('-');
      const rows = await deps.db
        .select()
        .from(auditEntries)
        .where(where)
        .orderBy(
          ascending ? asc(column) : desc(column),
          ascending ? asc(auditEntries.id) : desc(auditEntries.id),
        )
        .limit(query.size)
        .offset((query.page - 1) * query.size);
      const [count] = await deps.db.select({ n: sql<number>`count(*)::int` }).from(auditEntries).where(where);
      return {
        items: rows.map(({ readKey: _, ...row }) => ({ ...row, at: row.at.toISOString() })),
        total: count?.n ?? 0,
        page: query.page,
        size: query.size,
      };
    },

    /**
     * GET /api/v1/logs/export: the whole filtered log, newest first, as the lines of a CSV file (BOM and header
     * first), read in batches by id so that the file streams whatever the log's size. Dates in Italy's time.
     */
    async *exportCsv(filters: LogFilters): AsyncGenerator<string> {
      yield CSV_BOM + csvLine(CSV_HEADER);
      const where = filtersOf(filters);
      let before: number | null = null;
      for (;;) {
        const rows = await deps.db
          .select()
          .from(auditEntries)
          .where(and(where, before === null ? undefined : lt(auditEntries.id, before)))
          .orderBy(desc(auditEntries.id))
          .limit(EXPORT_BATCH);
        if (rows.length === 0) return;
        yield rows
          .map((row) =>
            csvLine([
              romeTime.format(row.at),
              row.actorUsername,
              row.actorId,
              row.entity,
              row.entityId,
              row.action,
              JSON.stringify(row.details),
              row.requestId,
            ]),
          )
          .join('');
        before = rows[rows.length - 1]?.id ?? null;
        if (rows.length < EXPORT_BATCH) return;
      }
    },
  };
}

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

export interface LogQuery extends LogFilters {
  page: number;
  size: number;
  sort?: string;
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

/** The export's columns, in Italian (the log's own words, as on its screen). */
const CSV_HEADER = [
  'Data e ora',
  'Utente',
  'Id utente',
  'Entità',
  'Id entità',
  'Azione',
  'Dettagli',
  'Id richiesta',
];

/** Rows read per query while exporting: the file streams, the server never holds the whole log. */
const EXPORT_BATCH = 1000;

const romeTime = new Intl.DateTimeFormat('it-IT', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'Europe/Rome',
});

export type AuditLog = ReturnType<typeof createAuditLog>;
