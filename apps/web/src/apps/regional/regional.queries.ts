import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useRouteMutation } from '../../lib/route-mutation.ts';
import { publicRegional, regional, writeFallbackMessage } from './regional.api.ts';
import type { EntityKind, Versioned } from './regional.entities.ts';

/**
 * Query and write hooks of the regional screens. Keys start with 'regional' (authenticated reads) or
 * 'regional-public' (public reads); a write invalidates both, so every list on screen shows the change.
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

// Public reads (the picker's regions, provinces and comuni: lib/territory/territory.queries.ts, same keys)

export function usePublicQuartieri(comune: number | null) {
  return useQuery({
    queryKey: ['regional-public', 'quartieri', comune],
    queryFn: ({ signal }) => publicRegional.quartieri(comune ?? 0, signal),
    enabled: comune !== null,
    staleTime: 10 * STALE,
  });
}

// Writes

const REGIONAL_QUERIES: readonly QueryKey[] = [['regional'], ['regional-public']];

/** The reads of one record by its own key (not as an item of a list): what a delete of it must forget. */
function readsOfRecord(kind: EntityKind, record: Versioned): QueryKey[] {
  switch (kind.key) {
    case 'comune':
      return [['regional', 'comune', record.id]];
    case 'provincia':
      return 'sigla' in record ? [['regional', 'provincia', record.sigla]] : [];
    default:
      return [];
  }
}

/** Creates a record of the kind; the fallback message is SPEC.md §8's 'Errore nella creazione …'. */
export function useCreateRegional<T extends Versioned>(kind: EntityKind<T>) {
  return useRouteMutation(kind.routes.create, {
    invalidates: REGIONAL_QUERIES,
    fallback: () => writeFallbackMessage('create', kind.label()),
  });
}

export function useUpdateRegional<T extends Versioned>(kind: EntityKind<T>) {
  return useRouteMutation(kind.routes.update, {
    invalidates: REGIONAL_QUERIES,
    fallback: () => writeFallbackMessage('update', kind.label()),
  });
}

/** Deletes a record of the kind: the lists are read again, the record's own reads are forgotten. */
export function useDeleteRegional<T extends Versioned>(kind: EntityKind<T>) {
  return useRouteMutation(kind.routes.delete, {
    invalidates: REGIONAL_QUERIES,
    forget: (deleted) => readsOfRecord(kind as EntityKind, deleted),
    fallback: () => writeFallbackMessage('delete', kind.label()),
  });
}
