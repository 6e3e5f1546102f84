import { healthenvRoutes } from '@halo/contract/healthenv';
import { healthenvAnalisiRoutes } from '@halo/contract/healthenv/analisi';
import { useQuery } from '@tanstack/react-query';
import { i18n } from '../../../i18n/i18n.ts';
import { callRoute } from '../../../lib/call-route.ts';
import { useRouteRead } from '../../../lib/route-query.ts';

/**
 * The reads of the map (issue 17): the stations, their European Air Quality Index and the server's tiles. Keys
 * start with ['healthenv'], so a change to a station elsewhere can read them again. Null data: the read failed
 * and the global alert said why (SPEC.md §8).
 */

const STALE = 60_000;
const readError = (which: 'postazioni' | 'indice') => i18n.t(`healthenv:mappa.readErrors.${which}`);

/** The stations in service (archived ones are left out), with their sensors. */
export function usePostazioniMappa() {
  return useRouteRead(['healthenv', 'postazioni', 'all'], healthenvRoutes.postazioni, {
    error: () => readError('postazioni'),
    staleTime: STALE,
  });
}

/** Each active station's index at its latest data. */
export function useIndice() {
  return useRouteRead(['healthenv', 'indice'], healthenvAnalisiRoutes.indice, {
    error: () => readError('indice'),
    staleTime: STALE,
  });
}

/**
 * The server's tiles. No alert when the read fails: the map falls back to Italy's outline, which is what it
 * draws without tiles anyway.
 */
export function useMappaConfig() {
  return useQuery({
    queryKey: ['healthenv', 'mappa'],
    queryFn: async ({ signal }) => {
      const result = await callRoute(healthenvAnalisiRoutes.mappa, { alert: false, signal });
      return result.ok ? result.data : null;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
