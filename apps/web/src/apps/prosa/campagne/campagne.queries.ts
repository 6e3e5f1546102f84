import { prosaCampagneRoutes } from '@halo/contract/prosa/campagne';
import { useQueryClient } from '@tanstack/react-query';
import { i18n } from '../../../i18n/i18n.ts';
import type { QueryValue } from '../../../lib/call-route.ts';
import { useRouteMutation, type WriteInput } from '../../../lib/route-mutation.ts';
import { useRouteRead } from '../../../lib/route-query.ts';
import { useRecord, useRecordWrite } from '../prosa-record.ts';

/**
 * Query and write hooks of Pro.Sa.'s campaigns and adhesions (docs/adr/0017). Keys start with
 * ['prosa', 'campagne']; a write of staff puts the campaign it answers in its page's read at once and reads the
 * searches again; an adhesion or its withdrawal reads again the campaign (its free seats, the reader's adhesion),
 * the searches and the citizen's profile (its `adesioni`).
 */

const STALE = 60_000;
const SEARCHES = ['prosa', 'campagne', 'cerca'] as const;
/** The signed-in user's profile (prosa-account.queries.ts `profileKey`), whatever their role and id. */
const PROFILE = ['prosa', 'account', 'profilo'] as const;
/** The citizen's feed (eventi.queries.ts): what they may adhere to changes with each adhesion. */
const FEED = ['prosa', 'feed'] as const;

function readError(which: 'list' | 'campaign'): string {
  return i18n.t(`prosaAttivita:campaigns.readErrors.${which}`);
}

const saveError = () => i18n.t('prosaAttivita:campaigns.readErrors.save');

export const campagnaKey = (id: number) => ['prosa', 'campagne', 'byid', id] as const;

export interface CampagneQuery extends Record<string, QueryValue> {
  page: number;
  size: number;
  sort?: string;
  q?: string;
  tema?: number;
  asl?: number;
  stato?: string;
  inCorso?: boolean;
}

/**
 * A page of the campaigns the reader may see (the published ones, and staff's own scope); the previous page stays
 * on screen while the next one loads. Null data: the search failed, and the global alert says why (SPEC.md §8).
 */
export function useCampagne(query: CampagneQuery) {
  return useRouteRead([...SEARCHES, query], prosaCampagneRoutes.campagne, {
    query,
    error: () => readError('list'),
    keep: true,
    staleTime: STALE,
  });
}

/**
 * A campaign with the reader's adhesion; `null` when the reader may not see it or it does not exist (the server's
 * 404, an answer for the page: no alert). Any other failure raises the global alert and fails the read.
 */
export function useCampagna(id: number | null) {
  return useRecord(
    campagnaKey(id ?? 0),
    prosaCampagneRoutes.campagna,
    id,
    () => readError('campaign'),
    STALE,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Staff's writes: each answers the campaign as it is now.

export const useAggiungiCampagna = () =>
  useRecordWrite(prosaCampagneRoutes.aggiungiCampagna, campagnaKey, [SEARCHES], saveError);

export const useAggiornaCampagna = () =>
  useRecordWrite(prosaCampagneRoutes.aggiornaCampagna, campagnaKey, [SEARCHES], saveError);

export const useStatoCampagna = () =>
  useRecordWrite(prosaCampagneRoutes.statoCampagna, campagnaKey, [SEARCHES], saveError);

// ---------------------------------------------------------------------------------------------------------------
// A citizen's adhesions. The answer is the adhesion: the campaign (its seats, the reader's adhesion) is read again,
// after a refusal too (the last seat may have gone), and the write resolves once the page shows it as it is now.

function useAdesioneWrite<
  D extends typeof prosaCampagneRoutes.aderisci | typeof prosaCampagneRoutes.ritiraAdesione,
>(route: D, campagnaId: number) {
  const queryClient = useQueryClient();
  const mutation = useRouteMutation(route, { invalidates: [SEARCHES, PROFILE, FEED], fallback: saveError });
  return async (input: WriteInput<D>) => {
    const result = await mutation.mutateAsync(input);
    await queryClient.invalidateQueries({ queryKey: campagnaKey(campagnaId) });
    return result;
  };
}

export function useAderisci(campagnaId: number) {
  const write = useAdesioneWrite(prosaCampagneRoutes.aderisci, campagnaId);
  return () => write({ body: { campagnaId } });
}

export function useRitiraAdesione(campagnaId: number) {
  const write = useAdesioneWrite(prosaCampagneRoutes.ritiraAdesione, campagnaId);
  return (id: number) => write({ body: { id } });
}
