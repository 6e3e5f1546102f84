import { platformRoutes } from '@halo/contract';
import { calendarPrenotazioniRoutes } from '@halo/contract/calendar/prenotazioni';
import { prosaCampagneRoutes } from '@halo/contract/prosa/campagne';
import { prosaRichiesteRoutes } from '@halo/contract/prosa/richieste';
import { useQuery } from '@tanstack/react-query';
import { i18n } from '../../../i18n/i18n.ts';
import { callRoute } from '../../../lib/call-route.ts';
import { useRouteRead } from '../../../lib/route-query.ts';

/**
 * The reads of Le mie attività: each section its own, enabled only where the reader's role and features allow the
 * call (no call the server would refuse). The keys are those of the screens that write the same records (requests
 * under ['prosa', 'richieste', 'cerca'], adhesions under ['prosa', 'campagne']), so their writes refresh these too.
 */

const STALE = 30_000;

type Section = 'adesioni' | 'richieste' | 'prenotazioni';
const readError = (section: Section) => i18n.t(`prosaAttivita:activities.readErrors.${section}`);

/** How many items each section lists: the latest; the rest is one link away. */
export const SECTION_SIZE = 5;

/** A citizen's adhesions, active and withdrawn, newest first; null data: the read failed (the alert says why). */
export function useMieAdesioni(enabled: boolean) {
  return useRouteRead(['prosa', 'campagne', 'mie-adesioni'], prosaCampagneRoutes.mieAdesioni, {
    error: () => readError('adesioni'),
    enabled,
    staleTime: STALE,
  });
}

/** The latest updated requests: a requester's own, or the scope of staff (the server decides which). */
export function useRichiesteRecenti(enabled: boolean) {
  const query = { sort: '-aggiornata', page: 1, size: SECTION_SIZE };
  return useRouteRead(['prosa', 'richieste', 'cerca', query], prosaRichiesteRoutes.richieste, {
    query,
    error: () => readError('richieste'),
    enabled,
    staleTime: STALE,
  });
}

/**
 * The person's own bookings of the calendar service (any signed-in user may read their own) from `now` on, the
 * soonest first, or before it, the latest first.
 */
export function usePrenotazioni(when: 'upcoming' | 'past', now: string, size: number, enabled: boolean) {
  const query =
    when === 'upcoming'
      ? { ambito: 'mie' as const, dal: now, ordine: 'inizio' as const, page: 1, size }
      : { ambito: 'mie' as const, al: now, ordine: '-inizio' as const, page: 1, size };
  return useRouteRead(['prosa', 'attivita', 'prenotazioni', query], calendarPrenotazioniRoutes.eventi, {
    query,
    error: () => readError('prenotazioni'),
    enabled,
    staleTime: STALE,
  });
}

/**
 * The applications the user may open, to offer the calendar's own page of bookings only to whoever may open it.
 * A failure only leaves the link out: no alert for what the page can do without.
 */
export function useMyApplications() {
  return useQuery({
    queryKey: ['prosa', 'attivita', 'applicazioni'],
    queryFn: async ({ signal }) => {
      const result = await callRoute(platformRoutes.myApps, { alert: false, signal });
      return result.ok ? result.data : [];
    },
    staleTime: 5 * 60_000,
  });
}
