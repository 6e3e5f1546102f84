/**
 * A row that must exist: the result of an INSERT … RETURNING, or a lookup of something just written. Its
 * absence is a bug, so it fails loudly instead of carrying on with a made-up id such as 0.
 */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) {
    throw new Error(`${what}: expected a row, found none`);
  }
  return value;
}

/** The rows of a raw `execute`, whichever driver answered (node-postgres gives `{ rows }`, others the array). */
export function rowsOf<T = unknown>(result: unknown): T[] {
  return ((result as { rows?: unknown[] }).rows ?? (Array.isArray(result) ? result : [])) as T[];
}

/** The id of the first row a query answers, if it answers any (a lookup by a natural key). */
export async function firstId<I>(query: PromiseLike<{ id: I }[]>): Promise<I | undefined> {
  const [row] = await query;
  return row?.id;
}
