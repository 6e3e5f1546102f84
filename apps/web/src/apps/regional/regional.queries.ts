import { hashKey, type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { publicRegional, regional } from './regional.api.ts';

/**
 * Query hooks of the regional screens. Keys start with 'regional' (authenticated reads) or 'regional-public'
 * (public reads); a write invalidates both, so every list on screen shows the change.
 */

const STALE = 60_000;

export function useRegioni() {
  return useQuery({
    queryKey: ['regional', 'regioni'],
    queryFn: ({ signal }) => regional.regioni(signal),
    staleTime: STALE,
  });
}

export function useProvince(codRegione: string | null) {
  return useQuery({
    queryKey: ['regional', 'province', codRegione],
    queryFn: ({ signal }) => regional.province(codRegione ?? '', signal),
    enabled: Boolean(codRegione),
    staleTime: STALE,
  });
}

export function useProvincia(sigla: string | null) {
  return useQuery({
    queryKey: ['regional', 'provincia', sigla],
    queryFn: ({ signal }) => regional.provinciaBySigla(sigla ?? '', signal),
    enabled: Boolean(sigla),
    staleTime: STALE,
  });
}

export function useComuni(sigla: string | null) {
  return useQuery({
    queryKey: ['regional', 'comuni', sigla],
    queryFn: ({ signal }) => regional.comuni(sigla ?? '', signal),
    enabled: Boolean(sigla),
    staleTime: STALE,
  });
}

export function useComune(id: number | null) {
  return useQuery({
    queryKey: ['regional', 'comune', id],
    queryFn: ({ signal }) => regional.comuneById(id ?? 0, signal),
    enabled: id !== null,
    staleTime: STALE,
  });
}

export function useQuartieri(comune: number | null) {
  return useQuery({
    queryKey: ['regional', 'quartieri', comune],
    queryFn: ({ signal }) => regional.quartieri(comune ?? 0, signal),
    enabled: comune !== null,
    staleTime: STALE,
  });
}

export function useAslDellaRegione(codRegione: string | null) {
  return useQuery({
    queryKey: ['regional', 'asl', codRegione],
    queryFn: ({ signal }) => regional.asl(codRegione ?? '', signal),
    enabled: Boolean(codRegione),
    staleTime: STALE,
  });
}

export function useDistretti(codiceAsl: string | null) {
  return useQuery({
    queryKey: ['regional', 'distretti', codiceAsl],
    queryFn: ({ signal }) => regional.distretti(codiceAsl ?? '', signal),
    enabled: Boolean(codiceAsl),
    staleTime: STALE,
  });
}

export function useDipartimenti(query: { distretto?: number; codiceAsl?: string } | null) {
  return useQuery({
    queryKey: ['regional', 'dipartimenti', query],
    queryFn: ({ signal }) => regional.dipartimenti(query ?? {}, signal),
    enabled: query !== null,
    staleTime: STALE,
  });
}

export function usePresidi(query: { codiceAsl?: string; distretto?: number } | null) {
  return useQuery({
    queryKey: ['regional', 'presidi', query],
    queryFn: ({ signal }) => regional.presidi(query ?? {}, signal),
    enabled: query !== null,
    staleTime: STALE,
  });
}

export function useUnitaOperative(
  query: { dipartimento?: number; presidio?: number; codiceAsl?: string } | null,
) {
  return useQuery({
    queryKey: ['regional', 'unitaoperative', query],
    queryFn: ({ signal }) => regional.unitaOperative(query ?? {}, signal),
    enabled: query !== null,
    staleTime: STALE,
  });
}

export function useNazioni(enabled: boolean) {
  return useQuery({
    queryKey: ['regional', 'nazioni'],
    queryFn: ({ signal }) => regional.nazioni(signal),
    enabled,
    staleTime: 10 * STALE,
  });
}

// Public reads

export function usePublicRegioni() {
  return useQuery({
    queryKey: ['regional-public', 'regioni'],
    queryFn: ({ signal }) => publicRegional.regioni(signal),
    staleTime: 10 * STALE,
  });
}

export function usePublicProvince(codRegione: string | null) {
  return useQuery({
    queryKey: ['regional-public', 'province', codRegione],
    queryFn: ({ signal }) => publicRegional.province(codRegione ?? '', signal),
    enabled: Boolean(codRegione),
    staleTime: 10 * STALE,
  });
}

export function usePublicComuni(sigla: string | null) {
  return useQuery({
    queryKey: ['regional-public', 'comuni', sigla],
    queryFn: ({ signal }) => publicRegional.comuni(sigla ?? '', signal),
    enabled: Boolean(sigla),
    staleTime: 10 * STALE,
  });
}

export function usePublicQuartieri(comune: number | null) {
  return useQuery({
    queryKey: ['regional-public', 'quartieri', comune],
    queryFn: ({ signal }) => publicRegional.quartieri(comune ?? 0, signal),
    enabled: comune !== null,
    staleTime: 10 * STALE,
  });
}

/**
 * After a write: every regional list is read again. `forget` names records that no longer exist (a deleted
 * comune read by id): they are emptied, not read again, so the page leaving them does not ask for a record
 * the server would answer 404 for.
 */
export function useRegionalRefresh(): (options?: { forget?: QueryKey[] }) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async ({ forget = [] } = {}) => {
      for (const key of forget) {
        await queryClient.cancelQueries({ queryKey: key, exact: true });
        queryClient.setQueryData(key, null);
      }
      const forgotten = (key: QueryKey) => forget.some((other) => hashKey(other) === hashKey(key));
      await queryClient.invalidateQueries({
        predicate: (query) =>
          (query.queryKey[0] === 'regional' || query.queryKey[0] === 'regional-public') &&
          !forgotten(query.queryKey),
      });
    },
    [queryClient],
  );
}

export function usePublicAsl(codRegione: string | null) {
  return useQuery({
    queryKey: ['regional-public', 'asl', codRegione],
    queryFn: ({ signal }) => publicRegional.asl(codRegione ?? '', signal),
    enabled: Boolean(codRegione),
    staleTime: 10 * STALE,
  });
}
