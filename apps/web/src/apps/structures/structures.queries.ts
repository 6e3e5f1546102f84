import { regionalPublicRoutes, structuresRoutes } from '@halo/contract';
import { i18n } from '../../i18n/i18n.ts';
import { useRouteList, useRouteRead } from '../../lib/route-query.ts';
import type itStructures from './locales/it/structures.ts';

/**
 * Read hooks of the structures screens (SPEC.md §7: `structuresRoutes`; read only: the list comes from the
 * Ministry), each with its retrieval error in the current language.
 */

const STALE = 5 * 60_000;

const readError = (which: keyof (typeof itStructures)['readErrors']) => () =>
  i18n.t(`structures:readErrors.${which}`);

interface StruttureFilters {
  /** Region code (040 gives both Trentino provinces) or Ministry code. */
  codRegione?: string;
  codiceAsl?: string;
  tipologia?: string;
  q?: string;
}

export function useStrutture(filters: StruttureFilters) {
  return useRouteList(['strutture', 'list', filters], structuresRoutes.strutture, {
    query: { ...filters, q: filters.q?.trim() },
    error: readError('strutture'),
    staleTime: STALE,
  });
}

export function useStruttura(id: number | null) {
  return useRouteRead(['strutture', 'byid', id], structuresRoutes.strutturaById, {
    params: { id: id ?? 0 },
    error: readError('struttura'),
    enabled: id !== null,
    staleTime: STALE,
  });
}

/** The regions and their health authorities, for the filters (the regional service's public reads). */
export function useRegioni() {
  return useRouteList(['strutture', 'regioni'], regionalPublicRoutes.regioni, {
    error: readError('regioni'),
    staleTime: 10 * STALE,
  });
}

export function useAziende(codRegione: string | null) {
  return useRouteList(['strutture', 'aziende', codRegione], regionalPublicRoutes.aslByCodes, {
    query: { codRegione: codRegione ?? '' },
    error: readError('aziende'),
    enabled: Boolean(codRegione),
    staleTime: 10 * STALE,
  });
}

export function useTipologie() {
  return useRouteList(['strutture', 'tipologie'], structuresRoutes.tipologie, {
    error: readError('tipologie'),
    staleTime: 10 * STALE,
  });
}
