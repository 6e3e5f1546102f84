import { calendarMessages } from '@halo/contract/calendar';
import { calendarPrenotazioniRoutes } from '@halo/contract/calendar/prenotazioni';
import { prosaCampagneRoutes } from '@halo/contract/prosa/campagne';
import { prosaEventiRoutes } from '@halo/contract/prosa/eventi';
import { prosaFeedRoutes } from '@halo/contract/prosa/feed';
import { prosaProgettiRoutes } from '@halo/contract/prosa/progetti';
import { useQueryClient } from '@tanstack/react-query';
import { i18n } from '../../../i18n/i18n.ts';
import { type QueryValue, routeUrl } from '../../../lib/call-route.ts';
import { saveFile } from '../../../lib/download.ts';
import { http } from '../../../lib/http.ts';
import { useRouteMutation, type WriteInput } from '../../../lib/route-mutation.ts';
import { useRouteRead } from '../../../lib/route-query.ts';

/**
 * Query and write hooks of Pro.Sa.'s events (docs/adr/0020) and of the home's activity sections. Keys start with
 * ['prosa', 'eventi'] for events, ['prosa', 'feed'] for a citizen's feed; the projects' and campaigns' reads use
 * the keys of their own screens (['prosa', 'progetti', …], ['prosa', 'campagne', …]), so their writes refresh
 * these too. A booking is the calendar service's (`POST /api/v1/calendar/events`): it changes the event's seats,
 * the feed and the person's own bookings (Le mie attività), and each of them is read again.
 */

const STALE = 60_000;
const EVENTI = ['prosa', 'eventi'] as const;
const FEED = ['prosa', 'feed'] as const;
/** The person's own bookings as Le mie attività reads them, and the calendar application's reads. */
const BOOKINGS = [['prosa', 'attivita', 'prenotazioni'], ['calendar']] as const;

type ReadError = 'list' | 'feed' | 'parents' | 'campaigns' | 'projects' | 'ics';
const readError = (which: ReadError) => i18n.t(`prosaAttivita:events.readErrors.${which}`);
const saveError = () => i18n.t('prosaAttivita:events.readErrors.save');

export interface EventiQuery extends Record<string, QueryValue> {
  page: number;
  size: number;
  q?: string;
  dal?: string;
  al?: string;
  tema?: number;
  asl?: number;
}

/**
 * A page of the events the reader may see, the soonest first (the published ones, and staff's own scope); the
 * previous page stays on screen while the next one loads. Null data: the search failed, and the global alert says
 * why (SPEC.md §8).
 */
export function useEventi(query: EventiQuery) {
  return useRouteRead([...EVENTI, 'cerca', query], prosaEventiRoutes.eventiProsa, {
    query,
    error: () => readError('list'),
    keep: true,
    staleTime: STALE,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The home: what is published, for everyone (no session needed), and a citizen's feed.

/** How many items each of the home's sections shows: the rest is one link away. */
export const HOME_SIZE = 3;

export function usePublicEventi() {
  const query = { page: 1, size: HOME_SIZE };
  return useRouteRead([...EVENTI, 'pubblici', query], prosaEventiRoutes.eventiProsaPubblici, {
    query,
    error: () => readError('list'),
    staleTime: STALE,
  });
}

export function usePublicCampagne() {
  const query = { inCorso: 'true', page: 1, size: HOME_SIZE };
  return useRouteRead(['prosa', 'campagne', 'pubbliche', query], prosaCampagneRoutes.campagnePubbliche, {
    query,
    error: () => readError('campaigns'),
    staleTime: STALE,
  });
}

export function usePublicProgetti() {
  const query = { page: 1, size: HOME_SIZE };
  return useRouteRead(['prosa', 'progetti', 'pubblici', query], prosaProgettiRoutes.progettiPubblici, {
    query,
    error: () => readError('projects'),
    staleTime: STALE,
  });
}

/** A citizen's feed: the campaigns and events chosen for them, with the reasons (null data: the read failed). */
export function useFeed(enabled: boolean) {
  return useRouteRead(FEED, prosaFeedRoutes.feedCittadino, {
    error: () => readError('feed'),
    enabled,
    staleTime: STALE,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The projects and campaigns staff may add an event to.

/**
 * The projects and the campaigns of an authority (all of them for the administrator: null) the reader reads as
 * staff, for the new event's choice of its parent; read only while `enabled` (the form is open).
 */
export function useParents(
  asl: number | null,
  kinds: { progetti: boolean; campagne: boolean },
  open: boolean,
) {
  const query = { asl: asl ?? undefined, sort: 'titolo', page: 1, size: 200 };
  const error = () => readError('parents');
  const progetti = useRouteRead(['prosa', 'progetti', 'cerca', query], prosaProgettiRoutes.progetti, {
    query,
    error,
    enabled: open && kinds.progetti,
    staleTime: STALE,
  });
  const campagne = useRouteRead(['prosa', 'campagne', 'cerca', query], prosaCampagneRoutes.campagne, {
    query,
    error,
    enabled: open && kinds.campagne,
    staleTime: STALE,
  });
  return {
    progetti: progetti.data?.items ?? [],
    campagne: campagne.data?.items ?? [],
    loading: (kinds.progetti && progetti.isPending) || (kinds.campagne && campagne.isPending),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Writes. Each one resolves once what it changed is on screen again (the seats, the reader's booking), so the
// button just pressed never offers the same action twice; a refusal reads again too (the last seat may have gone).

function useRefreshed<D extends Parameters<typeof useRouteMutation>[0]>(
  route: D,
  fallback: () => string,
  alsoBookings = false,
) {
  const queryClient = useQueryClient();
  const mutation = useRouteMutation(route, {
    invalidates: [EVENTI, FEED, ...(alsoBookings ? BOOKINGS : [])],
    fallback,
  });
  return async (input: WriteInput<D>) => {
    const result = await mutation.mutateAsync(input);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: EVENTI }),
      queryClient.invalidateQueries({ queryKey: FEED }),
    ]);
    return result;
  };
}

export function useAggiungiEvento() {
  return useRefreshed(prosaEventiRoutes.aggiungiEventoProsa, saveError);
}

export function useAggiornaEvento() {
  return useRefreshed(prosaEventiRoutes.aggiornaEventoProsa, saveError);
}

export function useEliminaEvento() {
  return useRefreshed(prosaEventiRoutes.eliminaEventoProsa, saveError, true);
}

/** Books a seat of the event's calendar, or a place on its waiting list when it is full. */
export function usePrenota() {
  return useRefreshed(calendarPrenotazioniRoutes.prenota, () => calendarMessages.bookError, true);
}

/** Cancels one's booking, or leaves the waiting list. */
export function useAnnullaPrenotazione() {
  return useRefreshed(calendarPrenotazioniRoutes.annullaEvento, () => calendarMessages.cancelError, true);
}

// ---------------------------------------------------------------------------------------------------------------
// The .ics of a booking: the calendar's call, which needs the session (a plain link would not carry it).

/** Downloads the booking's iCalendar file; a failure raises the global alert. */
export async function downloadIcs(bookingId: number, filename: string): Promise<void> {
  const result = await http.request<string>(
    routeUrl(calendarPrenotazioniRoutes.icsEvento, { params: { id: bookingId } }),
    {
      headers: { Accept: 'text/calendar' },
    },
  );
  if (!result.ok || typeof result.data !== 'string') {
    http.report(result, readError('ics'));
    return;
  }
  saveFile(filename, result.data, 'text/calendar');
}
