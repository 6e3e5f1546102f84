import { type AuditEntryView, CSV_BOM, csvLine, type Page, type Principal } from '@halo/contract';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { WriteContext } from '../../http/write-context.ts';
import { pageOf } from '../../http/write-context.ts';
import { createAuditRepository, type LogFilters, READ_ACTION } from './audit.repository.ts';

export interface AuditEntry {
  actor: Pick<Principal, 'userId' | 'username'> | null;
  entity: string;
  entityId?: string | number | null;
  action: 'create' | 'update' | 'delete' | (string & {});
  /** Ids and flags only (before/after ids, changed field names): never personal or clinical values. */
  details?: Record<string, unknown>;
  requestId?: string;
}

/** How long the reads of one person of one record are one read (docs/adr/0029). */
const READ_WINDOW_MS = 60_000;

/**
 * Every module calls this on every write (DESIGN.md §4); pass the transaction so the row commits with the change.
 * `clock` dates the reads (tests pass their own); writes take the database's time.
 */
export function createAuditLog(deps: { db: Db; clock?: () => Date }) {
  const now = deps.clock ?? (() => new Date());
  const repo = createAuditRepository(deps.db);

  async function record(entry: AuditEntry, tx: Db = deps.db): Promise<void> {
    await repo.insert(
      {
        actorId: entry.actor?.userId ?? null,
        actorUsername: entry.actor?.username ?? null,
        entity: entry.entity,
        entityId: entry.entityId == null ? null : String(entry.entityId),
        action: entry.action,
        details: entry.details ?? {},
        requestId: entry.requestId ?? null,
      },
      tx,
    );
  }

  return {
    record,

    /**
     * Removes the entries older than `days` (AUDIT_RETENTION_DAYS; unset, the log keeps everything): answers how
     * many. The purge itself is recorded, with the cut-off, so the log says when and how far back it was trimmed.
     */
    async purgeOlderThan(days: number): Promise<number> {
      const cutoff = new Date(now().getTime() - days * 24 * 60 * 60 * 1000);
      const removed = await repo.deleteBefore(cutoff);
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
      await repo.upsertRead(
        {
          at,
          actorId: ctx.actor?.userId ?? null,
          actorUsername: ctx.actor?.username ?? null,
          entity: read.entity,
          entityId,
          action: READ_ACTION,
          details: { ...read.details, viste: [read.view] },
          requestId: ctx.requestId ?? null,
          readKey: JSON.stringify([ctx.actor?.userId ?? null, read.entity, entityId, minute]),
        },
        read.view,
      );
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
      return repo.insertFrom(
        {
          actorId: ctx.actor?.userId ?? null,
          actorUsername: ctx.actor?.username ?? null,
          entity: change.entity,
          entityId: change.entityId,
          action: change.action,
          details: change.details,
          requestId: ctx.requestId ?? null,
        },
        from,
      );
    },

    /**
     * GET /api/v1/logs: filters by author (user name or id), entity, action, kind (changes or reads) and period;
     * newest first by default.
     */
    async list(query: LogQuery): Promise<Page<AuditEntryView>> {
      const field = query.sort?.replace(/^-/, '') ?? 'at';
      const ascending = query.sort !== undefined && !query.sort.startsWith('-');
      const rows = await repo.list(query, { field, ascending }, query.size, (query.page - 1) * query.size);
      const total = await repo.count(query);
      return pageOf(
        query,
        rows.map(({ readKey: _, ...row }) => ({ ...row, at: row.at.toISOString() })),
        total,
      );
    },

    /**
     * GET /api/v1/logs/export: the whole filtered log, newest first, as the lines of a CSV file (BOM and header
     * first), read in batches by id so that the file streams whatever the log's size. Dates in Italy's time.
     */
    async *exportCsv(filters: LogFilters): AsyncGenerator<string> {
      yield CSV_BOM + csvLine(CSV_HEADER);
      let before: number | null = null;
      for (;;) {
        const rows = await repo.batch(filters, before, EXPORT_BATCH);
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

export interface LogQuery extends LogFilters {
  page: number;
  size: number;
  sort?: string;
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

/** Records a write of one kind of record (`prosa.progetto`, `healthenv.postazioni`, …), in the write's transaction. */
export type Audit = (
  ctx: WriteContext,
  id: string | number,
  action: string,
  details?: object,
  tx?: Db,
) => Promise<void>;

/** The audit of the writes of one kind of record: `recordWrite` with the entity said once. */
export function auditOf(audit: Pick<AuditLog, 'recordWrite'>, entity: string): Audit {
  return (ctx, id, action, details = {}, tx) =>
    audit.recordWrite(ctx, { entity, entityId: id, action, details: { ...details } }, tx);
}
