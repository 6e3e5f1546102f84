import {
  type Struttura,
  type StrutturaDettaglio,
  structuresRoutes,
  strutturaDettaglioSchema,
  strutturaSchema,
  type TipologiaStruttura,
  tipologiaStrutturaSchema,
} from '@halo/contract';
import { useQuery } from '@tanstack/react-query';
import { i18n } from '../../i18n/i18n.ts';
import { getList, getOne } from '../../lib/http.ts';
import { fillPath, withQuery } from '../regional/regional.api.ts';
import type itStructures from './locales/it/structures.ts';

/** The calls of the structures service (SPEC.md §7: /api/v1/strutture, byid/{id}, tipologie). */

/** Retrieval errors, in the current language. */
export type StructuresReadError = keyof (typeof itStructures)['readErrors'];

export function structuresReadError(which: StructuresReadError): string {
  return i18n.t(`structures:readErrors.${which}`);
}

export interface StruttureFilters {
  /** Region code (040 gives both Trentino provinces) or Ministry code. */
  codRegione?: string;
  codiceAsl?: string;
  tipologia?: string;
  q?: string;
}

export function struttureUrl(filters: StruttureFilters): string {
  return withQuery(structuresRoutes.strutture.url, {
    codRegione: filters.codRegione,
    codiceAsl: filters.codiceAsl,
    tipologia: filters.tipologia,
    q: filters.q?.trim(),
  });
}

export const structures = {
  list: (filters: StruttureFilters, signal?: AbortSignal): Promise<Struttura[]> =>
    getList(struttureUrl(filters), {
      schema: strutturaSchema,
      errorMessage: structuresReadError('strutture'),
      signal,
    }),
  byId: (id: number, signal?: AbortSignal): Promise<StrutturaDettaglio | null> =>
    getOne(fillPath(structuresRoutes.strutturaById.url, { id }), {
      schema: strutturaDettaglioSchema,
      errorMessage: structuresReadError('struttura'),
      signal,
    }),
  tipologie: (signal?: AbortSignal): Promise<TipologiaStruttura[]> =>
    getList(structuresRoutes.tipologie.url, {
      schema: tipologiaStrutturaSchema,
      errorMessage: structuresReadError('tipologie'),
      signal,
    }),
};

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

export function useTipologie() {
  return useQuery({
    queryKey: ['strutture', 'tipologie'],
    queryFn: ({ signal }) => structures.tipologie(signal),
    staleTime: 10 * STALE,
  });
}
