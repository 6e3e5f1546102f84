import { useQuery } from '@tanstack/react-query';
import { publicTerritory } from './territory.api.ts';

/**
 * The picker's reads. Their keys start with 'regional-public', as the regional app's public reads do: one cache
 * for both, and a regional write (which invalidates 'regional-public') refreshes the picker too.
 */

/** Regions, provinces and comuni change rarely (an administrator's edit, which invalidates them anyway). */
const STALE = 10 * 60_000;

export function usePublicRegioni() {
  return useQuery({
    queryKey: ['regional-public', 'regioni'],
    queryFn: ({ signal }) => publicTerritory.regioni(signal),
    staleTime: STALE,
  });
}

export function usePublicProvince(codRegione: string | null) {
  return useQuery({
    queryKey: ['regional-public', 'province', codRegione],
    queryFn: ({ signal }) => publicTerritory.province(codRegione ?? '', signal),
    enabled: Boolean(codRegione),
    staleTime: STALE,
  });
}

export function usePublicComuni(sigla: string | null) {
  return useQuery({
    queryKey: ['regional-public', 'comuni', sigla],
    queryFn: ({ signal }) => publicTerritory.comuni(sigla ?? '', signal),
    enabled: Boolean(sigla),
    staleTime: STALE,
  });
}
