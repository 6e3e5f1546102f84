import { useCallback, useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/**
 * A list's state lives in the address (`?q=…&sort=-name&page=2`): it survives the router being rebuilt after a
 * routing change, the back button, and a link shared with a colleague.
 */

/** A record's id in the address (`/postazioni/4`, `?postazione=4`): a positive integer of up to ten digits, else undefined. */
export function positiveId(value: string | null | undefined): number | undefined {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;
}

/** A code from the address, if the list (a contract's code table) has it: an old link's unknown value is left out. */
export function knownCode(value: string, list: readonly { codice: string }[]): string | undefined {
  return list.some((item) => item.codice === value) ? value : undefined;
}

/** A sort from the address, if it is one of the orders the server knows (`field` or `-field`). */
export function knownSort(sort: string | undefined, fields: readonly string[]): string | undefined {
  return sort && fields.some((field) => sort === field || sort === `-${field}`) ? sort : undefined;
}

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

/** What a catalogue's page asks the server, from the list's state in the address. */
export function pageQuery(list: { q: string; sort?: string; page: number; size: number }) {
  return { q: list.q, sort: list.sort, page: list.page, size: list.size };
}

/**
 * Past the last page (a deletion emptied it, an old link): go to the last page there is, as a list paged in the
 * browser did. Not while the previous answer stands in for the one loading.
 */
export function usePageInRange(
  list: { page: number; update: (changes: ParamChanges) => void },
  result: { data?: { total: number; size: number } | null; isPlaceholderData: boolean },
) {
  const last =
    result.data && !result.isPlaceholderData
      ? Math.max(1, Math.ceil(result.data.total / result.data.size))
      : null;
  const { page, update } = list;
  useEffect(() => {
    if (last !== null && page > last) update({ page: last });
  }, [last, page, update]);
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

/**
 * The list the user came from (its filters and page, passed as the link's `state.from`), for the way back from a
 * record's page; the bare list otherwise.
 */
export function useBackTo(listPath: string): string {
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith(`${listPath}?`) ? from : listPath;
}

/** A record opened beside its list (`?id=<id>`): this list's address, its filters kept for the way back. */
export function useDetailLink(): (id: number) => { pathname: string; search: string } {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  return (id) => {
    const next = new URLSearchParams(params);
    next.set('id', String(id));
    return { pathname, search: `?${next}` };
  };
}
