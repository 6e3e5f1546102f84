import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useRouteMutation } from '../../lib/route-mutation.ts';
import { publicRegional, regional, writeFallbackMessage } from './regional.api.ts';
import type { EntityKind, Versioned } from './regional.entities.ts';

/**
 * Query and write hooks of the regional screens. Keys start with 'regional' (authenticated reads) or
 * 'regional-public' (public reads); a write invalidates both, so every list on screen shows the change.
 */

const STALE = 60_000;

/** A read of what `arg` names, under [...key, arg]; not sent before there is an `arg` (null or ''). */
function useRead<A, T>(
  key: readonly string[],
  arg: A | null,
  read: (arg: A, signal: AbortSignal) => Promise<T>,
  staleTime = STALE,
) {
  return useQuery({
    queryKey: [...key, arg],
    queryFn: ({ signal }) => read(arg as A, signal),
    enabled: arg !== null && arg !== '',
    staleTime,
  });
}

type Query<K extends keyof typeof regional> = Parameters<(typeof regional)[K]>[0] | null;

export const useRegioni = () =>
  useQuery({
    queryKey: ['regional', 'regioni'],
    queryFn: ({ signal }) => regional.regioni(signal),
    staleTime: STALE,
  });
export const useProvince = (codRegione: string | null) =>
  useRead(['regional', 'province'], codRegione, regional.province);
export const useProvincia = (sigla: string | null) =>
  useRead(['regional', 'provincia'], sigla, regional.provinciaBySigla);
export const useComuni = (sigla: string | null) => useRead(['regional', 'comuni'], sigla, regional.comuni);
export const useComune = (id: number | null) => useRead(['regional', 'comune'], id, regional.comuneById);
export const useQuartieri = (comune: number | null) =>
  useRead(['regional', 'quartieri'], comune, regional.quartieri);
export const useAslDellaRegione = (codRegione: string | null) =>
  useRead(['regional', 'asl'], codRegione, regional.asl);
export const useDistretti = (codiceAsl: string | null) =>
  useRead(['regional', 'distretti'], codiceAsl, regional.distretti);
export const useDipartimenti = (query: Query<'dipartimenti'>) =>
  useRead(['regional', 'dipartimenti'], query, regional.dipartimenti);
export const usePresidi = (query: Query<'presidi'>) =>
  useRead(['regional', 'presidi'], query, regional.presidi);
export const useUnitaOperative = (query: Query<'unitaOperative'>) =>
  useRead(['regional', 'unitaoperative'], query, regional.unitaOperative);

export const useNazioni = (enabled: boolean) =>
  useQuery({
    queryKey: ['regional', 'nazioni'],
    queryFn: ({ signal }) => regional.nazioni(signal),
    enabled,
    staleTime: 10 * STALE,
  });

// Public reads (the picker's regions, provinces and comuni: lib/territory/territory.queries.ts, same keys)

export const usePublicQuartieri = (comune: number | null) =>
  useRead(['regional-public', 'quartieri'], comune, publicRegional.quartieri, 10 * STALE);

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

/**
 * A write of a record of the kind; its fallback message is SPEC.md §8's 'Errore nella creazione …'. A delete
 * reads the lists again and forgets the record's own reads.
 */
function useWrite<T extends Versioned, O extends 'create' | 'update' | 'delete'>(
  kind: EntityKind<T>,
  operation: O,
) {
  return useRouteMutation(kind.routes[operation] as EntityKind<T>['routes'][O], {
    invalidates: REGIONAL_QUERIES,
    forget: operation === 'delete' ? (deleted) => readsOfRecord(kind as EntityKind, deleted as T) : undefined,
    fallback: () => writeFallbackMessage(operation, kind.label()),
  });
}

export const useCreateRegional = <T extends Versioned>(kind: EntityKind<T>) => useWrite(kind, 'create');
export const useUpdateRegional = <T extends Versioned>(kind: EntityKind<T>) => useWrite(kind, 'update');
export const useDeleteRegional = <T extends Versioned>(kind: EntityKind<T>) => useWrite(kind, 'delete');
