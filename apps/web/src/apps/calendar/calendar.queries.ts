import type { RouteDef } from '@halo/contract';
import { calendarMessages } from '@halo/contract/calendar';
import { calendarCalendariRoutes } from '@halo/contract/calendar/calendari';
import { calendarFeedRoutes } from '@halo/contract/calendar/feed';
import { calendarPrenotazioniRoutes } from '@halo/contract/calendar/prenotazioni';
import { useQuery } from '@tanstack/react-query';
import { type RouteMutationOptions, useRouteMutation } from '../../lib/route-mutation.ts';
import { type BookingsQuery, type CalendariFilters, calendar } from './calendar.api.ts';

/**
 * Query and write hooks of the calendar screens. Every key starts with 'calendar': a booking changes the
 * availability, the lists of bookings and the calendars' figures at once, so each write reads them all again.
 */

const STALE = 30_000;
const CATALOGUE = 10 * 60_000;
const ALL: readonly (readonly unknown[])[] = [['calendar']];

/** A read of the calendar service, its key under 'calendar'. */
function useRead<T>(
  key: readonly unknown[],
  read: (signal: AbortSignal) => Promise<T>,
  staleTime = STALE,
  enabled = true,
) {
  return useQuery({
    queryKey: ['calendar', ...key],
    queryFn: ({ signal }) => read(signal),
    staleTime,
    enabled,
  });
}

export const useCalendarConf = () => useRead(['conf'], calendar.conf, CATALOGUE);
export const useConfTypes = () => useRead(['conf-types'], calendar.confTypes, CATALOGUE);
export const useCalendarTypes = () => useRead(['types'], calendar.types, CATALOGUE);

export const useCalendari = (filters: CalendariFilters) =>
  useRead(['list', filters], (signal) => calendar.list(filters, signal));

/** The ASLs of the calendars one may see, for the booking screen's filter. */
export const useCalendarAsls = () => useRead(['asl'], calendar.asls, CATALOGUE);

/** A calendar with its availability in a window of local dates (null id: none chosen). */
export const useCalendario = (id: number | null, window: { dal?: string; al?: string }) =>
  useRead(['detail', id, window], (signal) => calendar.byId(id ?? 0, window, signal), STALE, id !== null);

export const usePrenotazioni = (query: BookingsQuery, enabled = true) =>
  useRead(['bookings', query], (signal) => calendar.bookings(query, signal), STALE, enabled);

export const useFeed = () => useRead(['feed'], calendar.feed);

// Writes: each one reads again everything the calendar screens show (the feed's: the feed).

function useWrite<D extends RouteDef>(
  def: D,
  fallback: string,
  options: Partial<RouteMutationOptions<D>> = {},
) {
  return useRouteMutation(def, { invalidates: ALL, fallback: () => fallback, ...options });
}

export const usePrenota = () => useWrite(calendarPrenotazioniRoutes.prenota, calendarMessages.bookError);
export const useAggiornaPrenotazione = () =>
  useWrite(calendarPrenotazioniRoutes.aggiornaEvento, calendarMessages.bookError);
export const useAnnullaPrenotazione = () =>
  useWrite(calendarPrenotazioniRoutes.annullaEvento, calendarMessages.cancelError);
export const useCreaCalendario = () =>
  useWrite(calendarCalendariRoutes.creaCalendario, calendarMessages.saveError);
export const useAggiornaCalendario = () =>
  useWrite(calendarCalendariRoutes.aggiornaCalendario, calendarMessages.saveError);
export const useEliminaCalendario = () =>
  useWrite(calendarCalendariRoutes.eliminaCalendario, calendarMessages.deleteError, {
    forget: (deleted) => [['calendar', 'detail', deleted.id]],
  });

const FEED = { invalidates: [['calendar', 'feed']] };
export const useCreaFeed = () => useWrite(calendarFeedRoutes.creaFeed, calendarMessages.getError, FEED);
export const useRevocaFeed = () => useWrite(calendarFeedRoutes.revocaFeed, calendarMessages.getError, FEED);
