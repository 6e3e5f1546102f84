import { healthenvSoglieRoutes, type SoglieUpdate } from '@halo/contract/healthenv/soglie';
import { useQueryClient } from '@tanstack/react-query';
import { i18n } from '../../../i18n/i18n.ts';
import { useRouteMutation } from '../../../lib/route-mutation.ts';
import { useRouteRead } from '../../../lib/route-query.ts';
import { HEALTHENV } from '../postazioni/postazioni.queries.ts';

/**
 * The thresholds (issue 17): limits, index bands, alert thresholds, minimum coverage and the stale-station time.
 * A change moves every exceedance, index and alert on screen: the whole application's reads are refreshed.
 */

export const soglieKey = ['healthenv', 'soglie'] as const;

/** Null data: the read failed and the global alert says why (SPEC.md §8). */
export function useSoglie() {
  return useRouteRead(soglieKey, healthenvSoglieRoutes.soglieAria, {
    error: () => i18n.t('healthenv:soglie.errors.read'),
    staleTime: 30_000,
  });
}

/** Saves the whole configuration with the version it was read at; the answer is the new configuration. */
export function useAggiornaSoglie() {
  const queryClient = useQueryClient();
  const mutation = useRouteMutation(healthenvSoglieRoutes.aggiornaSoglieAria, {
    invalidates: [HEALTHENV],
    fallback: () => i18n.t('healthenv:soglie.errors.save'),
  });
  return async (body: SoglieUpdate) => {
    const result = await mutation.mutateAsync({ body });
    if (result.ok) queryClient.setQueryData(soglieKey, result.data);
    return result;
  };
}
