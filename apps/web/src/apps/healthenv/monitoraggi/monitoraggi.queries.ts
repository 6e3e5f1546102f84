import { healthenvRoutes } from '@halo/contract/healthenv';
import { healthenvAnalisiRoutes, type ImportRequest } from '@halo/contract/healthenv/analisi';
import { useQueryClient } from '@tanstack/react-query';
import { i18n } from '../../../i18n/i18n.ts';
import { refreshAfterWrite, useRouteMutation } from '../../../lib/route-mutation.ts';
import { HEALTHENV } from '../postazioni/postazioni.queries.ts';

/**
 * Writes of measurement records (issue 17): the bulk import of a CSV (its preview writes nothing) and one value
 * of a sensor. New values move the map, a station's series, the alerts and the report: whatever of the
 * application is on screen is read again.
 */

/** Checks (`anteprima`) or imports a CSV; only an import that wrote reads the application's data again. */
export function useImporta() {
  const queryClient = useQueryClient();
  const mutation = useRouteMutation(healthenvAnalisiRoutes.importa, {
    invalidates: [],
    fallback: () => i18n.t('healthenv:monitoraggi.errors.import'),
  });
  return async (body: ImportRequest) => {
    const result = await mutation.mutateAsync({ body });
    if (result.ok && result.data.importato) void refreshAfterWrite(queryClient, [HEALTHENV]);
    return result;
  };
}

export function useAggiungiMonitoraggio() {
  return useRouteMutation(healthenvRoutes.aggiungiMonitoraggio, {
    invalidates: [HEALTHENV],
    fallback: () => i18n.t('healthenv:monitoraggi.errors.save'),
  });
}
