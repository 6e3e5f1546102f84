import type { ErrorBody } from '@halo/contract';
import { healthenvRapportoRoutes } from '@halo/contract/healthenv/rapporto';
import { useQuery } from '@tanstack/react-query';
import { i18n } from '../../../i18n/i18n.ts';
import { callRoute, type ResponseOf } from '../../../lib/call-route.ts';
import { http } from '../../../lib/http.ts';

type Rapporto = ResponseOf<typeof healthenvRapportoRoutes.rapporto>;

/**
 * The annual report's read: the rows of every station, or a year the server refuses (400), whose message goes
 * under the year's field. Any other failure raises the global alert and the data is null.
 */
export type RapportoRead =
  | { kind: 'found'; data: Rapporto }
  | { kind: 'invalid'; message: string; details: ErrorBody['details'] };

/** Every station's exceedance rows for the year (`GET /api/healthenv/rapporto?anno=`). */
export function useRapporto(anno: number) {
  return useQuery({
    queryKey: ['healthenv', 'rapporto', anno],
    queryFn: async ({ signal }): Promise<RapportoRead | null> => {
      const result = await callRoute(healthenvRapportoRoutes.rapporto, {
        query: { anno },
        alert: false,
        signal,
      });
      if (result.ok && result.data) return { kind: 'found', data: result.data };
      const fallback = i18n.t('healthenv:rapporto.failed');
      if (result.status === 400) {
        return { kind: 'invalid', message: result.message ?? fallback, details: result.details ?? [] };
      }
      http.report(result, fallback);
      return null;
    },
    staleTime: 60_000,
  });
}
