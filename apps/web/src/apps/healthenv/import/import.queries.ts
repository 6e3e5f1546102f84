import { healthenvImportRoutes, type ImportRequest } from '@halo/contract/healthenv/import';
import { useQueryClient } from '@tanstack/react-query';
import { i18n } from '../../../i18n/i18n.ts';
import { refreshAfterWrite, useRouteMutation } from '../../../lib/route-mutation.ts';
import { HEALTHENV } from '../postazioni/postazioni.queries.ts';

/**
 * Checks (`anteprima`) or imports a CSV of measurement records (issue 17); only an import that wrote reads the
 * application's data again: new values move the map, a station's series, the alerts and the report.
 */
export function useImporta() {
  const queryClient = useQueryClient();
  const mutation = useRouteMutation(healthenvImportRoutes.importa, {
    invalidates: [],
    fallback: () => i18n.t('healthenv:import.failed'),
  });
  return async (body: ImportRequest) => {
    const result = await mutation.mutateAsync({ body });
    if (result.ok && result.data.importato) void refreshAfterWrite(queryClient, [HEALTHENV]);
    return result;
  };
}
