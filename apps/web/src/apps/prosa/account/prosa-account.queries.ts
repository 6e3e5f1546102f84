import { type RouteDef, regionalPublicRoutes, SUPERADMIN } from '@halo/contract';
import { type AziendaDettaglio, prosaRoles, prosaRoutes } from '@halo/contract/prosa';
import {
  type CittadinoProfilo,
  type EnteProfilo,
  type OperatoreProfilo,
  prosaProfileRoutes,
} from '@halo/contract/prosa/profiles';
import { prosaRegistrationRoutes } from '@halo/contract/prosa/registration';
import { type QueryKey, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { i18n } from '../../../i18n/i18n.ts';
import { callRoute, type QueryValue, readList } from '../../../lib/call-route.ts';
import { useRouteMutation } from '../../../lib/route-mutation.ts';
import { useRouteList, useRouteRead } from '../../../lib/route-query.ts';

/**
 * Query and write hooks of Pro.Sa.'s people (issue 14): the signed-in user's profile, self-registration and its
 * confirmation, a citizen's themes and preferences, admin-prosa's operators. Keys start with
 * ['prosa', 'account'], apart from the profile's own key below.
 */

const STALE = 60_000;
const CATALOGUE = 10 * STALE;

type ReadTarget = 'regions' | 'themes' | 'operators' | 'organisation';

function readError(which: ReadTarget): string {
  return i18n.t(`prosaAccount:readErrors.${which}`);
}

/** The message of a failed read, read when the call is made. */
const failed = (which: ReadTarget) => () => readError(which);

const saveError = () => i18n.t('prosaAccount:readErrors.save');

// ---------------------------------------------------------------------------------------------------------------
// The signed-in user's profile (SPEC.md §3 "Prevention-app user profile"), read once per user and role.

/** A profile with the role it was read for. */
export type ProsaProfile =
  | { ruolo: 'operatore' | 'responsabile'; data: OperatoreProfilo }
  | { ruolo: 'ente'; data: EnteProfilo }
  | { ruolo: 'cittadino'; data: CittadinoProfilo };

/** The roles that have a profile, and the call that reads it (SPEC.md §7 **Prevention app**). */
const profileCalls = {
  [prosaRoles.operatore]: prosaProfileRoutes.operatore,
  [prosaRoles.responsabile]: prosaProfileRoutes.responsabile,
  [prosaRoles.ente]: prosaProfileRoutes.ente,
  [prosaRoles.cittadino]: prosaProfileRoutes.cittadino,
} as const;

type ProfileRole = keyof typeof profileCalls;

export function hasProfile(role: string | null): role is ProfileRole {
  return role !== null && role in profileCalls;
}

/** admin-prosa and superadmin: no profile, every feature (SPEC.md §6). */
export function isProsaAdmin(role: string | null): boolean {
  return role === prosaRoles.admin || role === SUPERADMIN;
}

export const profileKey = (role: string | null, subject: string | null) =>
  ['prosa', 'account', 'profilo', role, subject] as const;

/** The profile of the role (null: the role has none); a failure is the screen's to show, not an alert. */
export function useProfileQuery(role: string | null, subject: string | null) {
  return useQuery({
    queryKey: profileKey(role, subject),
    queryFn: async ({ signal }): Promise<ProsaProfile> => {
      if (!hasProfile(role) || !subject) throw new Error('no profile');
      const result = await callRoute(profileCalls[role], { params: { id: subject }, alert: false, signal });
      if (!result.ok) throw new Error(result.message ?? String(result.status));
      return { ruolo: role, data: result.data } as ProsaProfile;
    },
    enabled: hasProfile(role) && Boolean(subject),
    staleTime: 5 * STALE,
    retry: false,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Public reads of the registration: the territory and the authorities that joined.

export const useRegioni = () =>
  useRouteList(['prosa', 'account', 'regioni'], regionalPublicRoutes.regioni, {
    error: failed('regions'),
    staleTime: CATALOGUE,
  });

export const useProvince = (codRegione: string | null) =>
  useRouteList(['prosa', 'account', 'province', codRegione], regionalPublicRoutes.provinceByCodiceRegione, {
    query: { codRegione: codRegione ?? '' },
    error: failed('regions'),
    enabled: Boolean(codRegione),
    staleTime: CATALOGUE,
  });

export const useComuni = (sigla: string | null) =>
  useRouteList(['prosa', 'account', 'comuni', sigla], regionalPublicRoutes.comuniBySigla, {
    query: { sigla: sigla ?? '' },
    error: failed('regions'),
    enabled: Boolean(sigla),
    staleTime: CATALOGUE,
  });

/**
 * The authorities of a region that joined the portal, without a session: the region's ASL of the regional data,
 * each looked up among the joined ones (`GET /api/public/prosa/asl/{codice}`, 404 when it has not joined). Only
 * read when the server asked for an authority (the comune lies in no registered district).
 */
export function useAziendeAderentiDellaRegione(codRegione: string | null, enabled: boolean) {
  const asl = useRouteList(['prosa', 'account', 'asl-regione', codRegione], regionalPublicRoutes.aslByCodes, {
    query: { codRegione: codRegione ?? '' },
    error: failed('regions'),
    enabled: enabled && Boolean(codRegione),
    staleTime: CATALOGUE,
  });
  const joined = useQueries({
    queries: (asl.data ?? []).map((a) => ({
      queryKey: ['prosa', 'account', 'aderente', a.codiceAsl],
      queryFn: async ({ signal }: { signal: AbortSignal }): Promise<AziendaDettaglio | null> => {
        const result = await callRoute(prosaRoutes.aziendaPubblica, {
          params: { codiceAsl: a.codiceAsl },
          alert: false,
          signal,
        });
        if (result.ok) return result.data;
        if (result.status === 404) return null;
        throw new Error(result.message ?? readError('organisation'));
      },
      enabled,
      staleTime: STALE,
    })),
  });
  const pending = asl.isPending || joined.some((q) => q.isPending);
  const aziende = joined
    .map((q) => q.data)
    .filter((a): a is AziendaDettaglio => Boolean(a))
    .sort((a, b) => a.denominazioneAzienda.localeCompare(b.denominazioneAzienda, 'it'));
  return { pending: enabled && pending, aziende, failed: asl.isError || joined.some((q) => q.isError) };
}

// ---------------------------------------------------------------------------------------------------------------
// Registration and confirmation (public).

/** A write whose failure the server does not describe says the save failed. */
function useWrite<D extends RouteDef>(def: D, invalidates: readonly QueryKey[] = []) {
  return useRouteMutation(def, { invalidates, fallback: saveError });
}

export const useRegistraCittadino = () => useWrite(prosaRegistrationRoutes.registraCittadino);
export const useRegistraEnte = () => useWrite(prosaRegistrationRoutes.registraEnte);

/**
 * The confirmation of a link's code. A code works once: the answer is kept for the page's life, so React's second
 * mount (or a re-render) does not post it again and read "already confirmed".
 */
export function useConferma(codice: string | null) {
  return useQuery({
    queryKey: ['prosa', 'account', 'conferma', codice],
    queryFn: async () => {
      const result = await callRoute(prosaRegistrationRoutes.confermaRegistrazione, {
        body: { codice: codice ?? '' },
        alert: false,
      });
      return result.ok && result.data
        ? ({ ok: true, ...result.data } as const)
        : ({ ok: false, status: result.status, message: result.message } as const);
    },
    enabled: Boolean(codice),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// A citizen's themes and preferences.

export const useTematiche = (enabled = true) =>
  useRouteList(['prosa', 'account', 'tematiche'], prosaRoutes.tematiche, {
    error: failed('themes'),
    enabled,
    staleTime: CATALOGUE,
  });

/** The sub-themes of each of the themes given, in their order. */
export function useSubtematiche(idPadri: readonly number[]) {
  return useQueries({
    queries: idPadri.map((idPadre) => ({
      queryKey: ['prosa', 'account', 'subtematiche', idPadre],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        readList(prosaRoutes.subtematiche, {
          query: { idPadre },
          errorMessage: readError('themes'),
          signal,
        }),
      staleTime: CATALOGUE,
    })),
  });
}

/** Saves a citizen's choices; the answer is the profile, which the whole portal reads at once. */
export function usePreferenzeCittadino(subject: string | null) {
  const queryClient = useQueryClient();
  const mutation = useWrite(prosaProfileRoutes.preferenzeCittadino);
  return {
    ...mutation,
    save: async (input: Parameters<typeof mutation.mutateAsync>[0]) => {
      const result = await mutation.mutateAsync(input);
      if (result.ok) {
        queryClient.setQueryData<ProsaProfile>(profileKey(prosaRoles.cittadino, subject), {
          ruolo: 'cittadino',
          data: result.data,
        });
      }
      return result;
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Operators and managers (admin-prosa).

export interface OperatoriQuery extends Record<string, QueryValue> {
  page: number;
  size: number;
  sort?: string;
  q?: string;
  ruolo?: string;
}

export const useOperatori = (query: OperatoriQuery) =>
  useRouteRead(['prosa', 'account', 'operatori', query], prosaProfileRoutes.operatori, {
    query,
    error: failed('operators'),
    keep: true,
    staleTime: STALE,
  });

/** Every joined authority in one page (Italy has about 110 ASL; the contract's largest page is 200). */
export const useAziendeAderenti = (enabled: boolean) =>
  useRouteRead(['prosa', 'account', 'aziende'], prosaRoutes.aziende, {
    query: { page: 1, size: 200, sort: 'denominazioneAzienda' },
    error: failed('organisation'),
    enabled,
    staleTime: STALE,
  });

/** A joined authority's registered districts, departments and structures (null id: none chosen). */
export const useAziendaDettaglio = (id: number | null) =>
  useRouteRead(['prosa', 'account', 'azienda', id], prosaRoutes.azienda, {
    params: { id: id ?? 0 },
    error: failed('organisation'),
    enabled: id !== null,
    staleTime: STALE,
  });

const OPERATORI = [['prosa', 'account', 'operatori']] as const;

export const useCreaOperatore = () => useWrite(prosaProfileRoutes.creaOperatore, OPERATORI);
export const useAggiornaOperatore = () => useWrite(prosaProfileRoutes.aggiornaOperatore, OPERATORI);
