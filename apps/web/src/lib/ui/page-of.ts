/**
 * A page of a list held in the browser (feature kit, issue 33): the page asked for, or the last there is when it is
 * past the end (an old link, a narrower filter), and the first for nonsense.
 */
export function pageOf<T>(rows: readonly T[], page: number, size: number): { page: number; rows: T[] } {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const shown = Math.min(Math.max(1, page), pages);
  return { page: shown, rows: rows.slice((shown - 1) * size, shown * size) };
}
