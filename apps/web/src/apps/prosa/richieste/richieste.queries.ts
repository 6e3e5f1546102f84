import { prosaRichiesteRoutes, type StatoRichiesta } from '@halo/contract/prosa/richieste';
import { useQuery } from '@tanstack/react-query';
import { i18n } from '../../../i18n/i18n.ts';
import { type QueryValue, readList } from '../../../lib/call-route.ts';
import { useRouteRead } from '../../../lib/route-query.ts';
import { useRecord, useRecordWrite } from '../prosa-record.ts';

/**
 * Query and write hooks of Pro.Sa.'s requests (docs/adr/0018). Keys start with ['prosa', 'richieste']; a write
 * puts the request it answers in its detail's read at once and reads again the lists and counts on screen.
 */

const STALE = 30_000;
const LISTS = [
  ['prosa', 'richieste', 'cerca'],
  ['prosa', 'richieste', 'conta'],
] as const;

function readError(which: 'list' | 'request'): string {
  return i18n.t(`prosaAttivita:requests.readErrors.${which}`);
}

const saveError = () => i18n.t('prosaAttivita:requests.readErrors.save');

export const richiestaKey = (id: number) => ['prosa', 'richieste', 'byid', id] as const;

export interface RichiesteQuery extends Record<string, QueryValue> {
  page: number;
  size: number;
  sort?: string;
  q?: string;
  stato?: StatoRichiesta;
  tema?: number;
}

/**
 * A page of the reader's requests (a requester's own, staff's scope); the previous page stays on screen while the
 * next one loads. Null data: the read failed, and the global alert says why (SPEC.md §8).
 */
export function useRichieste(query: RichiesteQuery) {
  return useRouteRead(['prosa', 'richieste', 'cerca', query], prosaRichiesteRoutes.richieste, {
    query,
    error: () => readError('list'),
    keep: true,
    staleTime: STALE,
  });
}

/**
 * How many requests each state has among those the list's other filters find, in one call. A failure leaves the
 * counts out (the list's own read raises the alert, once).
 */
export function useConteggi(filters: { q?: string; tema?: number }): Partial<Record<StatoRichiesta, number>> {
  const conteggi = useQuery({
    queryKey: ['prosa', 'richieste', 'conta', filters],
    queryFn: ({ signal }) =>
      readList(prosaRichiesteRoutes.conteggiRichieste, { query: filters, alert: false, signal }),
    placeholderData: (previous) => previous,
    staleTime: STALE,
  });
  return Object.fromEntries((conteggi.data ?? []).map((c) => [c.stato, c.n]));
}

/**
 * A request with its history; `null` when it does not exist or the reader may not see it (the server's 404, an
 * answer for the page: no alert). Any other failure raises the global alert and fails the read.
 */
export function useRichiesta(id: number | null) {
  return useRecord(
    richiestaKey(id ?? 0),
    prosaRichiesteRoutes.richiesta,
    id,
    () => readError('request'),
    STALE,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Writes: each answers the request as it is now.

export const useInviaRichiesta = () =>
  useRecordWrite(prosaRichiesteRoutes.inviaRichiesta, richiestaKey, LISTS, saveError);

export const useAggiornaRichiesta = () =>
  useRecordWrite(prosaRichiesteRoutes.aggiornaRichiesta, richiestaKey, LISTS, saveError);
