import { and, type Column, count, inArray, not, or, type SQL, type Subquery, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { rowIdsOf } from '../fhir/search.ts';
import type { Db } from './database.ts';

/*
 * Search criteria as SQL conditions, for repositories answering a search (the FHIR API's, docs/adr/0046-fhir.md):
 * each repeated parameter AND-ed, the values of one OR-ed, an interval on an instant, a folded text match.
 */

/** Never true: a criterion nothing can match (a code Halo does not hold, a reference to another type). */
export const NOTHING: SQL = sql`false`;

/**
 * `_id` over a column of row ids, for ids that are the rows' behind a prefix (`misurazione-12`, rowIdsOf): the rows
 * named, nothing when no id is one of them; undefined when the search names no id.
 */
export function idsIn(column: Column, ids: string[] | undefined, prefix = ''): SQL | undefined {
  const rows = rowIdsOf(ids, prefix);
  if (!rows) return undefined;
  return rows.length ? inArray(column, rows) : NOTHING;
}

/** Every occurrence (AND) of a parameter, each matched by any of its values (OR); undefined: no criterion. */
export function allOf<V>(
  criteria: V[][] | undefined,
  condition: (value: V) => SQL | undefined,
): SQL | undefined {
  if (!criteria?.length) return undefined;
  return and(...criteria.map((values) => or(...values.map((value) => condition(value) ?? NOTHING))));
}

/** An interval of instants in milliseconds, [from, to), either side open when absent, or outside it (`negate`). */
export interface InstantRange {
  from?: number;
  to?: number;
  negate?: boolean;
}

const timestamp = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

/** Whether the instant a column (or expression) holds lies in the range. */
export function instantIn(instant: Column | SQL, range: InstantRange): SQL {
  const inside =
    and(
      range.from === undefined ? undefined : sql`${instant} >= ${timestamp(range.from)}`,
      range.to === undefined ? undefined : sql`${instant} < ${timestamp(range.to)}`,
    ) ?? sql`true`;
  return range.negate ? not(inside) : inside;
}

const ACCENTED = 'àáâäãåèéêëìíîïòóôöõùúûüýÿçñ';
const PLAIN = 'aaaaaaeeeeiiiiooooouuuuyycn';

/** A text lower-cased and without the accents of Latin letters, as search values are folded (R4's string match). */
export function folded(text: Column | SQL): SQL {
  return sql`translate(lower(${text}), ${ACCENTED}, ${PLAIN})`;
}

/** A folded text's match: the whole text, its start or any part (`value` already folded, but for `exact`). */
export function textMatches(
  text: Column | SQL,
  value: { text: string; match: 'starts' | 'exact' | 'contains' },
): SQL {
  if (value.match === 'exact') return sql`${text} = ${value.text}`;
  const escaped = value.text.replace(/[\\%_]/g, (c) => `\\${c}`);
  const pattern = value.match === 'starts' ? `${escaped}%` : `%${escaped}%`;
  return sql`${folded(text)} LIKE ${pattern}`;
}

/**
 * One page of a search and how many rows match in all, read side by side. `select` is the search's SELECT with its
 * FROM and joins, without conditions (`db.select(…).from(…)…$dynamic()`): the page is read from it in `order` and
 * the search's window, the matches are counted over it, under the same conditions.
 */
export async function searchPage<Q extends PgSelect>(
  db: Db,
  select: Q,
  where: SQL | undefined,
  order: SQL[],
  window: { count: number; offset: number },
): Promise<{ rows: Awaited<Q>; total: number }> {
  select.where(where);
  // Typed loosely: drizzle cannot check a generic query's selection here; any SELECT can be counted.
  const matches = select.as('matches') as unknown as Subquery;
  const [rows, [counted]] = await Promise.all([
    select
      .orderBy(...order)
      .limit(window.count)
      .offset(window.offset),
    db.select({ n: count() }).from(matches),
  ]);
  return { rows: rows as Awaited<Q>, total: counted?.n ?? 0 };
}
