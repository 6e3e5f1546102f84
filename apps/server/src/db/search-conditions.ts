import { and, type Column, not, or, type SQL, sql } from 'drizzle-orm';

/*
 * Search criteria as SQL conditions, for repositories answering a search (the FHIR API's, docs/adr/0046-fhir.md):
 * each repeated parameter AND-ed, the values of one OR-ed, an interval on an instant, a folded text match.
 */

/** Never true: a criterion nothing can match (a code Halo does not hold, a reference to another type). */
export const NOTHING: SQL = sql`false`;

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
