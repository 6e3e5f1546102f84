import { DEFAULT_PAGE_SIZE, type SortOf } from '@halo/contract';
import { type AnyColumn, and, asc, desc, or, type SQL, type Subquery, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

/**
 * The small catalogues (applications, services, modules, routes, sections, authorities) answer arrays, searched,
 * sorted and paged by PostgreSQL (docs/adr/0004-administration-api.md, "Calls, paging, bodies"): one behaviour
 * for the six lists, whatever the collation and however long they grow.
 */

/** `q`, `sort`, `page` and `size` as catalogueQuerySchema of the contract gives them. */
export interface CatalogueQuery<F extends string = string> {
  q?: string | undefined;
  sort?: SortOf<F> | undefined;
  page?: number | undefined;
  size?: number | undefined;
}

/** What one list is searched and sorted on. */
export interface CatalogueSpec<F extends string> {
  /** Text expressions `q` is looked for in, case-insensitively; a row matches when any of them contains it. */
  search: (AnyColumn | SQL)[];
  /** The expression behind each sortable field. */
  sorts: Record<F, AnyColumn | SQL>;
  /** The order without `sort`: the list's order before it could be sorted. */
  defaultOrder: SQL[];
  /** A unique key, last in every ORDER BY, so that pages neither repeat nor skip rows. */
  key: AnyColumn | SQL;
  /** The list's own conditions (one application's routes …), combined with the search. */
  filter?: SQL | undefined;
}

/** A list as answered: the rows, and the matches over all pages when a page was asked for (null otherwise). */
export interface Catalogue<T> {
  items: T[];
  total: number | null;
}

/** `%q%` for LIKE and ILIKE, where `\`, `%` and `_` of the text stand for themselves. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Case-insensitive order of a text column: the same in a `C` database (PGlite) and in a localised one. */
export function lowerText(column: AnyColumn | SQL): SQL {
  return sql`lower(${column})`;
}

function orderOf<F extends string>(sort: SortOf<F> | undefined, spec: CatalogueSpec<F>): SQL[] {
  if (!sort) {
    return [...spec.defaultOrder, asc(spec.key)];
  }
  const descending = sort.startsWith('-');
  const expression = spec.sorts[(descending ? sort.slice(1) : sort) as F];
  return descending ? [desc(expression), desc(spec.key)] : [asc(expression), asc(spec.key)];
}

/**
 * Runs a list's SELECT (`db.select(…).from(…).$dynamic()`, without WHERE or ORDER BY) with the query's search,
 * order and page. A page also counts the matches, with the same conditions.
 */
export async function selectCatalogue<Q extends PgSelect, F extends string>(
  db: Db,
  select: Q,
  query: CatalogueQuery<F>,
  spec: CatalogueSpec<F>,
): Promise<Catalogue<Awaited<Q>[number]>> {
  const q = query.q?.trim();
  const pattern = q ? containsPattern(q) : null;
  const search = pattern ? or(...spec.search.map((text) => sql`${text} ilike ${pattern}`)) : undefined;
  select.where(and(spec.filter, search));
  const order = orderOf(query.sort, spec);
  if (query.page === undefined && query.size === undefined) {
    return { items: await select.orderBy(...order), total: null };
  }
  const page = query.page ?? 1;
  const size = query.size ?? DEFAULT_PAGE_SIZE;
  // Typed loosely: drizzle cannot check a generic query's selection here; any SELECT can be counted.
  const matches = select.as('matches') as unknown as Subquery;
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(matches);
  const items = await select
    .orderBy(...order)
    .limit(size)
    .offset((page - 1) * size);
  return { items, total: count?.n ?? 0 };
}

type RecordsetType = 'text' | 'integer';

/**
 * Rows that live outside the database (the screens the SPA bundles, the identity provider's authorities) as a
 * FROM source `alias(column type, …)`, so that the same SQL searches, sorts and pages them. One jsonb
 * parameter carries them all.
 */
export function recordset<C extends string>(
  alias: string,
  columns: Record<C, RecordsetType>,
  rows: Record<C, string | number | null>[],
): { from: SQL; column: (name: C) => SQL } {
  const definition = Object.entries(columns)
    .map(([name, type]) => `"${name}" ${type}`)
    .join(', ');
  return {
    from: sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as ${sql.identifier(alias)}(${sql.raw(definition)})`,
    column: (name) => sql`${sql.identifier(alias)}.${sql.identifier(name)}`,
  };
}
