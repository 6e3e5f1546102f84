import { healthenvMappaRoutes } from '@halo/contract/healthenv/mappa';
import { healthenvPostazioniRoutes } from '@halo/contract/healthenv/postazioni';
import { useQuery } from '@tanstack/react-query';
import { i18n } from '../../../i18n/i18n.ts';
import { callRoute } from '../../../lib/call-route.ts';
import { useRouteRead } from '../../../lib/route-query.ts';

/**
 * The reads of the map (issue 17): the stations and the server's tiles (the index is the 'indice' feature's).
 * Keys start with ['healthenv'], so a change to a station elsewhere can read them again. Null data: the read
 * failed and the global alert said why (SPEC.md §8).
 */

/** The stations in service (archived ones are left out), with their sensors. */
export function usePostazioniMappa() {
  return useRouteRead(['healthenv', 'postazioni', 'all'], healthenvPostazioniRoutes.postazioni, {
    error: () => i18n.t('healthenv:mappa.readErrors.postazioni'),
    staleTime: 60_000,
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
      const result = await callRoute(healthenvMappaRoutes.mappa, { alert: false, signal });
      return result.ok ? result.data : null;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
