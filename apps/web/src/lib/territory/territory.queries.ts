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

/** The places of one level in the one chosen above it (`parent`): nothing is asked until it is chosen. */
function usePublicLevel<T>(
  level: 'province' | 'comuni',
  parent: string | null,
  read: (parent: string, signal: AbortSignal) => Promise<T>,
) {
  return useQuery({
    queryKey: ['regional-public', level, parent],
    queryFn: ({ signal }) => read(parent ?? '', signal),
    enabled: Boolean(parent),
    staleTime: STALE,
  });
}

export const usePublicProvince = (codRegione: string | null) =>
  usePublicLevel('province', codRegione, publicTerritory.province);

export const usePublicComuni = (sigla: string | null) =>
  usePublicLevel('comuni', sigla, publicTerritory.comuni);
