import type { Inquinante } from '@halo/contract/healthenv';
import { healthenvPostazioneRoutes } from '@halo/contract/healthenv/postazione';
import { healthenvPostazioniRoutes } from '@halo/contract/healthenv/postazioni';
import { useQuery } from '@tanstack/react-query';
import { i18n } from '../../../i18n/i18n.ts';
import { callRoute } from '../../../lib/call-route.ts';
import { http } from '../../../lib/http.ts';
import { useRouteRead } from '../../../lib/route-query.ts';

/**
 * Reads of one station (issue 17, docs/adr/0027): its facts and sensors, a pollutant's series of a year, the year's
 * exceedances. Keys start with ['healthenv', 'postazione', id], so a write of the station reads them all again.
 */

const STALE = 60_000;

export const postazioneKey = (id: number) => ['healthenv', 'postazione', id] as const;

/** The station with its sensors, their count of records and latest value. */
export function usePostazione(id: number | null) {
  return useQuery({
    queryKey: postazioneKey(id ?? 0),
    queryFn: async ({ signal }) => {
      const result = await callRoute(healthenvPostazioniRoutes.postazione, {
        params: { id: id ?? 0 },
        alert: false,
        signal,
      });
      if (result.ok && result.data) return { kind: 'found', data: result.data } as const;
      if (result.status === 404) return { kind: 'notFound' } as const;
      const message = i18n.t('healthenv:postazione.failed');
      http.report(result, message);
      throw new Error(result.message ?? message);
    },
    enabled: id !== null,
    staleTime: STALE,
  });
}

export interface SerieQuery {
  inquinante: Inquinante;
  da: string;
  a: string;
  periodo: 'ora' | 'giorno';
}

/**
 * A pollutant's values over a period: daily means with their coverage, or the hourly values. Null data: the read
 * failed, and the global alert says why.
 */
export function useSerie(id: number, query: SerieQuery) {
  return useRouteRead([...postazioneKey(id), 'serie', query], healthenvPostazioneRoutes.seriePostazione, {
    params: { id },
    query,
    error: () => i18n.t('healthenv:postazione.series.failed'),
    staleTime: STALE,
  });
}

/** One row per pollutant and indicator of the year: the limits in force and the 2030 ones. */
export function useSuperamenti(id: number, anno: number | null) {
  return useRouteRead(
    [...postazioneKey(id), 'superamenti', anno],
    healthenvPostazioneRoutes.superamentiPostazione,
    {
      params: { id },
      query: { anno: anno ?? 0 },
      error: () => i18n.t('healthenv:postazione.exceedances.failed'),
      enabled: anno !== null,
      staleTime: STALE,
    },
  );
}
