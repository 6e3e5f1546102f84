/**
 * The annual report's rows in the browser: the server answers the whole year at once (a few hundred rows), the
 * screen sorts them by a column and shows them a page at a time.
 */

/** What a row is sorted by in a column: text in the reader's collation, a number, or nothing (always last). */
export type SortValue = string | number | null;

/** A sort in the address: `superamenti` ascending, `-superamenti` descending. */
export function parseSort(
  sort: string | undefined,
  keys: readonly string[],
): { key: string; descending: boolean } | null {
  if (!sort) return null;
  const descending = sort.startsWith('-');
  const key = descending ? sort.slice(1) : sort;
  return keys.includes(key) ? { key, descending } : null;
}

/**
 * The rows sorted by `sort` (a key of `values`, `-` before it for descending); rows without a value last either
 * way; equal rows keep their order (the server's: region, then station). An unknown sort leaves the order as it is.
 */
export function sortRows<T>(
  rows: readonly T[],
  sort: string | undefined,
  values: Readonly<Record<string, (row: T) => SortValue>>,
  locale: string,
): T[] {
  const parsed = parseSort(sort, Object.keys(values));
  const read = parsed ? values[parsed.key] : undefined;
  if (!parsed || !read) return [...rows];
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const sign = parsed.descending ? -1 : 1;
  return rows
    .map((row, index) => ({ row, index, value: read(row) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) {
        if (a.value === b.value) return a.index - b.index;
        return a.value === null ? 1 : -1;
      }
      const order =
        typeof a.value === 'number' && typeof b.value === 'number'
          ? a.value - b.value
          : collator.compare(String(a.value), String(b.value));
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map((entry) => entry.row);
}
