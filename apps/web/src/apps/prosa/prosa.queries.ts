import { type RouteDef, regionalPublicRoutes } from '@halo/contract';
import { type AziendaDettaglio, prosaRoutes } from '@halo/contract/prosa';
import { useQuery } from '@tanstack/react-query';
import { i18n } from '../../i18n/i18n.ts';
import { callRoute, type QueryValue } from '../../lib/call-route.ts';
import { http } from '../../lib/http.ts';
import { regionShortName } from '../../lib/region-name.ts';
import { useRouteMutation } from '../../lib/route-mutation.ts';
import { useRouteList, useRouteRead } from '../../lib/route-query.ts';

/**
 * Query and write hooks of the Pro.Sa. screens. Every key starts with 'prosa': a change to the organisation
 * shows in the list of authorities, in the authority's page and on the public home at once, so each write reads
 * them all again.
 */

const STALE = 60_000;
const CATALOGUE = 10 * STALE;
const ALL = [['prosa']] as const;

/** The message of a failed read, in the current language. */
function readError(which: 'themes' | 'regions' | 'asl' | 'organisation' | 'candidates'): string {
  return i18n.t(`prosa:readErrors.${which}`);
}

/** The message of a failed write the server does not describe. */
const saveError = () => i18n.t('prosa:readErrors.save');

// ---------------------------------------------------------------------------------------------------------------
// Public reads: the theme tree and «trova la tua ASL», no session needed.

export function useTematiche() {
  return useRouteList(['prosa', 'tematiche'], prosaRoutes.tematiche, {
    error: () => readError('themes'),
    staleTime: CATALOGUE,
  });
}

/** The sub-themes of a theme, read when it is opened (null: closed). */
export function useSubtematiche(idPadre: number | null) {
  return useRouteList(['prosa', 'subtematiche', idPadre], prosaRoutes.subtematiche, {
    query: { idPadre: idPadre ?? 0 },
    error: () => readError('themes'),
    enabled: idPadre !== null,
    staleTime: CATALOGUE,
  });
}

export function useRegioni() {
  return useRouteList(['prosa', 'regioni'], regionalPublicRoutes.regioni, {
    error: () => readError('regions'),
    staleTime: CATALOGUE,
  });
}

/**
 * The name of the region of a ministerial code (an ASL code's first three digits: 041 and 042 are Trentino-Alto
 * Adige's), once the regions are read; the code until then.
 */
export function useRegionName(): (codiceRegione: string) => string {
  const regioni = useRegioni();
  return (codiceRegione) => {
    const regione = regioni.data?.find(
      (r) => r.codiceRegione === codiceRegione || r.codiciMinisteriali.includes(codiceRegione),
    );
    return regione ? regionShortName(regione) : codiceRegione;
  };
}

/** The health authorities of a region (its `codiceRegione`; null: none chosen). */
export function useAslDellaRegione(codRegione: string | null) {
  return useRouteList(['prosa', 'asl-regione', codRegione], regionalPublicRoutes.aslByCodes, {
    query: { codRegione: codRegione ?? '' },
    error: () => readError('asl'),
    enabled: Boolean(codRegione),
    staleTime: CATALOGUE,
  });
}

/**
 * A joined authority's organisation, for the public home. `null` when the ASL has not joined the portal (the
 * server's 404, which is an answer here, not a failure: no alert).
 */
export function useAziendaPubblica(codiceAsl: string | null) {
  return useQuery({
    queryKey: ['prosa', 'pubblica', codiceAsl],
    queryFn: async ({ signal }): Promise<AziendaDettaglio | null> => {
      const result = await callRoute(prosaRoutes.aziendaPubblica, {
        params: { codiceAsl: codiceAsl ?? '' },
        alert: false,
        signal,
      });
      if (result.ok) return result.data;
      if (result.status === 404) return null;
      throw new Error(result.message ?? readError('organisation'));
    },
    enabled: Boolean(codiceAsl),
    staleTime: STALE,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The organisation, for Pro.Sa.'s roles.

export interface AziendeQuery extends Record<string, QueryValue> {
  page: number;
  size: number;
  sort?: string;
  q?: string;
}

/** A page of the joined authorities; the previous page stays on screen while the next one loads. */
export function useAziende(query: AziendeQuery, enabled = true) {
  return useRouteRead(['prosa', 'aziende', query], prosaRoutes.aziende, {
    query,
    error: () => readError('organisation'),
    keep: true,
    enabled,
    staleTime: STALE,
  });
}

/** A joined authority with its organisation; `null` once it has left the portal (404, no alert). */
export function useAzienda(id: number | null) {
  return useQuery({
    queryKey: ['prosa', 'azienda', id],
    queryFn: async ({ signal }): Promise<AziendaDettaglio | null> => {
      const result = await callRoute(prosaRoutes.azienda, { params: { id: id ?? 0 }, alert: false, signal });
      if (result.ok) return result.data;
      if (result.status !== 404) http.report(result, readError('organisation'));
      return null;
    },
    enabled: id !== null,
    staleTime: STALE,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// What an authority may still register (`asl/{id}/candidati`: the regional departments and districts and the
// structures of its ASL not registered yet), read when a dialog opens (null: not needed). Null data: the list
// could not be read (the alert says why).

export function useCandidati(aslId: number | null) {
  return useRouteRead(['prosa', 'candidati', aslId], prosaRoutes.candidati, {
    params: { id: aslId ?? 0 },
    error: () => readError('candidates'),
    enabled: aslId !== null,
    staleTime: STALE,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Writes: each one reads again every list of the organisation on screen.

export function useAggiungiAzienda() {
  return useRouteMutation(prosaRoutes.aggiungiAzienda, { invalidates: ALL, fallback: saveError });
}

export function useRimuoviAzienda() {
  return useRouteMutation(prosaRoutes.rimuoviAzienda, {
    invalidates: ALL,
    forget: (removed) => [['prosa', 'azienda', removed.id]],
    fallback: saveError,
  });
}

/** Registers or takes out a department, a district or a structure of an authority. */
export function useOrganisationWrite<D extends RouteDef>(route: D) {
  return useRouteMutation(route, { invalidates: ALL, fallback: saveError });
}
