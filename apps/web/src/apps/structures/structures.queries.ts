import { useQuery } from '@tanstack/react-query';
import { type StruttureFilters, structures } from './structures.api.ts';

/** Query hooks of the structures screens (read only: the list comes from the Ministry). */

const STALE = 5 * 60_000;

export function useStrutture(filters: StruttureFilters) {
  return useQuery({
    queryKey: ['strutture', 'list', filters],
    queryFn: ({ signal }) => structures.list(filters, signal),
    staleTime: STALE,
  });
}

export function useStruttura(id: number | null) {
  return useQuery({
    queryKey: ['strutture', 'byid', id],
    queryFn: ({ signal }) => structures.byId(id ?? 0, signal),
    enabled: id !== null,
    staleTime: STALE,
  });
}

export function useRegioni() {
  return useQuery({
    queryKey: ['strutture', 'regioni'],
    queryFn: ({ signal }) => structures.regioni(signal),
    staleTime: 10 * STALE,
  });
}

export function useAziende(codRegione: string | null) {
  return useQuery({
    queryKey: ['strutture', 'aziende', codRegione],
    queryFn: ({ signal }) => structures.aziende(codRegione ?? '', signal),
    enabled: Boolean(codRegione),
    staleTime: 10 * STALE,
  });
}

export function useTipologie() {
  return useQuery({
    queryKey: ['strutture', 'tipologie'],
    queryFn: ({ signal }) => structures.tipologie(signal),
    staleTime: 10 * STALE,
  });
}
