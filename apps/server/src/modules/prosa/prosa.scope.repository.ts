import {
  type AnyColumn,
  and,
  asc,
  type Column,
  count,
  desc,
  eq,
  getTableColumns,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { required } from '../../db/rows.ts';
import type { OperatoreRow } from './profiles/profiles.repository.ts';
import { ACTIVITIES, type ActivityFeature } from './prosa.activities.ts';

/**
 * Whose activities a reader works on, as the repositories filter them (a `Viewer` of prosa.scope.ts is one): an
 * administrator every one, a member of staff those of their level (docs/adr/0016), anyone else none.
 */
export interface Scope {
  admin: boolean;
  staff?: Pick<OperatoreRow, 'aziendaId' | 'livello' | 'rifDistretto' | 'rifDipartimento' | 'subject'>;
}

/** A column, or an expression over columns (an event's project or campaign). */
type Operand = Column | SQL;

/**
 * The activities a member of staff works on, as SQL over a table's scope columns (null: every one, for admins;
 * undefined: none beyond what everyone reads). The same rule as `inScope` of prosa.scope.ts, on rows in SQL.
 */
export function scopeSql(
  scope: Scope,
  columns: { aziendaId: Operand; distrettoRef: Operand; dipartimentoRef: Operand | null; autore: Operand },
): SQL | null | undefined {
  if (scope.admin) return null;
  const staff = scope.staff;
  if (!staff) return undefined;
  const is = (operand: Operand, value: number | string) => sql`${operand} = ${value}`;
  const own = is(columns.aziendaId, staff.aziendaId);
  switch (staff.livello) {
    case 'ASL':
      return own;
    case 'DISTRETTO':
      return and(own, is(columns.distrettoRef, staff.rifDistretto ?? -1));
    case 'DIPARTIMENTO':
      return columns.dipartimentoRef
        ? and(own, is(columns.dipartimentoRef, staff.rifDipartimento ?? -1))
        : and(own, sql`false`);
    default:
      return and(own, is(columns.autore, staff.subject));
  }
}

/** What a search of projects or of campaigns filters on alike. */
export interface ActivityFilter {
  /** Who may see what: published ones, plus those in the reader's scope (admins: all; undefined: published only). */
  scope: Scope | undefined;
  q?: string;
  tema?: number;
  aziendaId?: number;
  stato?: string;
  sort?: string;
  offset: number;
  limit: number;
}

/**
 * What a reader finds in a table of activities: the published rows, and those of their scope (admins: all;
 * `scope` undefined: an anonymous reader, the published ones only).
 */
export function publishedOrInScope(
  scope: Scope | undefined,
  table: Parameters<typeof scopeSql>[1] & { stato: Column },
  published: string,
): SQL | undefined {
  const inScope = scope === undefined ? undefined : scopeSql(scope, table);
  if (inScope === null) return undefined;
  return inScope === undefined ? eq(table.stato, published) : or(eq(table.stato, published), inScope);
}

/**
 * The Italian full-text search of what a reader typed (web search syntax) over a table's search column: the
 * condition the rows meet and their rank; nothing without a text.
 */
export function textSearch(column: AnyColumn, q: string | undefined) {
  if (!q) return { matches: undefined, rank: undefined };
  const query = sql`websearch_to_tsquery('italian', ${q})`;
  return { matches: sql`${column} @@ ${query}`, rank: sql`ts_rank(${column}, ${query})` };
}

/**
 * The order a search asks for: one of the sortable fields (`-field`: descending), else the best ranked first when
 * a text is searched, else the table's own order.
 */
export function searchOrder(
  sort: string | undefined,
  sortable: Record<string, AnyColumn>,
  rank: SQL | undefined,
  otherwise: SQL,
): SQL[] {
  const field = sort?.replace(/^-/, '') ?? '';
  const direction = sort?.startsWith('-') ? desc : asc;
  if (Object.hasOwn(sortable, field)) return [direction(sortable[field] as AnyColumn)];
  return rank ? [desc(rank)] : [otherwise];
}

/** What a write guarded by the version sets besides its values: the next version, changed now. */
export function nextVersion(table: { version: AnyColumn }) {
  return { version: sql`${table.version} + 1`, updatedAt: sql`now()` };
}

/** A table whose rows are written against the version their writer read: projects, campaigns, requests, events. */
type VersionedRows = PgTable & { id: PgColumn; version: PgColumn; updatedAt: PgColumn };

/**
 * The write guarded by the version: the values, the next version and now, where the row still has the version its
 * writer read. What it answers is chosen with `returning`: no row when someone changed it first.
 */
export function updateAtVersion<T extends VersionedRows>(
  tx: Db,
  table: T,
  key: { id: number; version: number },
  values: PgUpdateSetSource<T>,
) {
  const rows = table as VersionedRows;
  return tx
    .update(rows)
    .set({ ...values, ...nextVersion(rows) } as PgUpdateSetSource<VersionedRows>)
    .where(and(eq(rows.id, key.id), eq(rows.version, key.version)));
}

/** A table of activities a reader searches and staff write: projects and campaigns. */
type ActivityTable = VersionedRows &
  Parameters<typeof publishedOrInScope>[1] & { aziendaId: PgColumn; stato: PgColumn; ricerca: PgColumn };

/** What one kind of activity searches on besides what all share: its own conditions and orders. */
export interface ActivitySearch {
  /** The theme columns (arrays of ids) a theme is looked for in, any of them. */
  themes: AnyColumn[];
  conditions: (SQL | undefined)[];
  /** The fields a reader sorts on. */
  sortable: Record<string, AnyColumn>;
  /** The order without a sort or a text: the one an index of the table serves. */
  otherwise: SQL;
}

/**
 * The rows of a table of activities (projects, campaigns), every column but the search vector (`Row`): one by
 * id, a new one (`New`), one changed against its version, and a search of what a reader may see (`searched`:
 * what the kind's filter adds), a page of it and how many match in all.
 */
export function activityRows<Row, New, Filter extends ActivityFilter>(
  db: Db,
  table: ActivityTable,
  feature: ActivityFeature,
  searched: (filter: Filter) => ActivitySearch,
) {
  const kind = ACTIVITIES[feature];
  const { ricerca: _search, ...columns } = getTableColumns(table);
  const select = (tx: Db) => tx.select(columns).from(table);
  return {
    async find(id: number, tx: Db = db): Promise<Row | undefined> {
      const [row] = await select(tx).where(eq(table.id, id));
      return row as Row | undefined;
    },

    async insert(values: New, tx: Db): Promise<Row> {
      const [row] = await tx
        .insert(table)
        .values(values as PgInsertValue<ActivityTable>)
        .returning(columns);
      return required(row, kind.name) as Row;
    },

    async update(id: number, version: number, values: Partial<New>, tx: Db): Promise<Row | undefined> {
      const set = values as PgUpdateSetSource<ActivityTable>;
      const [row] = await updateAtVersion(tx, table, { id, version }, set).returning(columns);
      return row as Row | undefined;
    },

    async search(filter: Filter): Promise<{ items: Row[]; total: number }> {
      const own = searched(filter);
      const text = textSearch(table.ricerca, filter.q);
      const where = and(
        publishedOrInScope(filter.scope, table, kind.published),
        text.matches,
        filter.tema === undefined
          ? undefined
          : or(...own.themes.map((column) => sql`${column} @> ARRAY[${filter.tema}]::integer[]`)),
        ...own.conditions,
        filter.aziendaId === undefined ? undefined : eq(table.aziendaId, filter.aziendaId),
        filter.stato ? eq(table.stato, filter.stato) : undefined,
      );
      const order = [...searchOrder(filter.sort, own.sortable, text.rank, own.otherwise), asc(table.id)];
      const counted = async () => (await db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0;
      if (!text.rank) {
        // Ordered by a column: the page walks its index and stops, the count scans without sorting.
        const page = select(db)
          .where(where)
          .orderBy(...order)
          .limit(filter.limit)
          .offset(filter.offset);
        const [items, total] = await Promise.all([page, counted()]);
        return { items: items as Row[], total };
      }
      // Ranked: every match is read to rank it anyway, so the page and the count of all matches come in one pass.
      const rows = await db
        .select({ ...columns, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(table)
        .where(where)
        .orderBy(...order)
        .limit(filter.limit)
        .offset(filter.offset);
      if (rows.length === 0 && filter.offset > 0) return { items: [], total: await counted() };
      return { items: rows.map(({ total: _, ...row }) => row as Row), total: rows[0]?.total ?? 0 };
    },
  };
}
