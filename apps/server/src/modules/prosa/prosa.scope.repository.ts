import { type AnyColumn, and, asc, type Column, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { OperatoreRow } from './profiles/profiles.repository.ts';

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
