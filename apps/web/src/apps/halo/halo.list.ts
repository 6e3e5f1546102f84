import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's state lives in the address (`?q=…&sort=-name&page=2`): it survives the router being rebuilt after a
 * routing change, the back button, and a link shared with a colleague.
 */

export type ParamChanges = Record<string, string | number | null | undefined>;

export function useListParams(defaults: { size?: number; sort?: string } = {}) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  const size = Number.parseInt(params.get('size') ?? '', 10) || defaults.size || 20;
  const sort = params.get('sort') ?? defaults.sort;
  const q = params.get('q') ?? '';
  const get = useCallback((name: string) => params.get(name) ?? '', [params]);
  /** Sets or removes parameters; any change but the page itself starts again from page 1. */
  const update = useCallback(
    (changes: ParamChanges) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === undefined || value === '') next.delete(name);
            else next.set(name, String(value));
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return { page, size, sort, q, get, update };
}

/** Filter, sort and page a list the server returns whole (applications, services, routes …). */
export function pageLocally<T>(
  rows: readonly T[] | undefined,
  state: { q: string; sort?: string; page: number; size: number },
  read: { text: (row: T) => string; sortValue: (row: T, key: string) => string | number | boolean | null },
): { rows: T[] | undefined; total: number; page: number } {
  if (!rows) return { rows: undefined, total: 0, page: 1 };
  const needle = state.q.trim().toLocaleLowerCase('it');
  let out = needle
    ? rows.filter((row) => read.text(row).toLocaleLowerCase('it').includes(needle))
    : [...rows];
  if (state.sort) {
    const descending = state.sort.startsWith('-');
    const key = descending ? state.sort.slice(1) : state.sort;
    out = out.sort((a, b) => {
      const x = read.sortValue(a, key);
      const y = read.sortValue(b, key);
      const order =
        typeof x === 'number' && typeof y === 'number'
          ? x - y
          : String(x ?? '').localeCompare(String(y ?? ''), 'it', { numeric: true });
      return descending ? -order : order;
    });
  }
  const pages = Math.max(1, Math.ceil(out.length / state.size));
  const page = Math.min(state.page, pages);
  return { rows: out.slice((page - 1) * state.size, page * state.size), total: out.length, page };
}

const dateTime = new Intl.DateTimeFormat('it-IT', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Rome',
});

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateTime.format(date);
}

const dateOnly = new Intl.DateTimeFormat('it-IT', { dateStyle: 'short', timeZone: 'Europe/Rome' });

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateOnly.format(date);
}
