import { healthenvIndiceRoutes } from '@halo/contract/healthenv/indice';
import { i18n } from '../../../i18n/i18n.ts';
import { useRouteRead } from '../../../lib/route-query.ts';

/**
 * Each active station's European Air Quality Index at its latest data (issue 17), drawn on the map. Null data:
 * the read failed and the global alert said why (SPEC.md §8).
 */
export function useIndice() {
  return useRouteRead(['healthenv', 'indice'], healthenvIndiceRoutes.indice, {
    error: () => i18n.t('healthenv:indice.failed'),
    staleTime: 60_000,
  });
}
