import { calendarMessages, calendarRoutes } from '@halo/contract/calendar';
import { useQuery } from '@tanstack/react-query';
import { useRouteMutation } from '../../lib/route-mutation.ts';
import { type BookingsQuery, type CalendariFilters, calendar } from './calendar.api.ts';

/**
 * Query and write hooks of the calendar screens. Every key starts with 'calendar': a booking changes the
 * availability, the lists of bookings and the calendars' figures at once, so each write reads them all again.
 */

const STALE = 30_000;
const CATALOGUE = 10 * 60_000;
const ALL: readonly (readonly unknown[])[] = [['calendar']];

export function useCalendarConf() {
  return useQuery({
    queryKey: ['calendar', 'conf'],
    queryFn: ({ signal }) => calendar.conf(signal),
    staleTime: CATALOGUE,
  });
}

export function useConfTypes() {
  return useQuery({
    queryKey: ['calendar', 'conf-types'],
    queryFn: ({ signal }) => calendar.confTypes(signal),
    staleTime: CATALOGUE,
  });
}

export function useCalendarTypes() {
  return useQuery({
    queryKey: ['calendar', 'types'],
    queryFn: ({ signal }) => calendar.types(signal),
    staleTime: CATALOGUE,
  });
}

export function useCalendari(filters: CalendariFilters) {
  return useQuery({
    queryKey: ['calendar', 'list', filters],
    queryFn: ({ signal }) => calendar.list(filters, signal),
    staleTime: STALE,
  });
}

/** The ASLs of the calendars one may see, for the booking screen's filter. */
export function useCalendarAsls() {
  return useQuery({
    queryKey: ['calendar', 'asl'],
    queryFn: ({ signal }) => calendar.asls(signal),
    staleTime: CATALOGUE,
  });
}

/** A calendar with its availability in a window of local dates (null id: none chosen). */
export function useCalendario(id: number | null, window: { dal?: string; al?: string }) {
  return useQuery({
    queryKey: ['calendar', 'detail', id, window],
    queryFn: ({ signal }) => calendar.byId(id ?? 0, window, signal),
    enabled: id !== null,
    staleTime: STALE,
  });
}

export function usePrenotazioni(query: BookingsQuery, enabled = true) {
  return useQuery({
    queryKey: ['calendar', 'bookings', query],
    queryFn: ({ signal }) => calendar.bookings(query, signal),
    enabled,
    staleTime: STALE,
  });
}

export function useFeed() {
  return useQuery({
    queryKey: ['calendar', 'feed'],
    queryFn: ({ signal }) => calendar.feed(signal),
    staleTime: STALE,
  });
}

// Writes: each one reads again everything the calendar screens show.

export function usePrenota() {
  return useRouteMutation(calendarRoutes.prenota, {
    invalidates: ALL,
    fallback: () => calendarMessages.bookError,
  });
}

export function useAggiornaPrenotazione() {
  return useRouteMutation(calendarRoutes.aggiornaEvento, {
    invalidates: ALL,
    fallback: () => calendarMessages.bookError,
  });
}

export function useAnnullaPrenotazione() {
  return useRouteMutation(calendarRoutes.annullaEvento, {
    invalidates: ALL,
    fallback: () => calendarMessages.cancelError,
  });
}

export function useCreaCalendario() {
  return useRouteMutation(calendarRoutes.creaCalendario, {
    invalidates: ALL,
    fallback: () => calendarMessages.saveError,
  });
}

export function useAggiornaCalendario() {
  return useRouteMutation(calendarRoutes.aggiornaCalendario, {
    invalidates: ALL,
    fallback: () => calendarMessages.saveError,
  });
}

export function useEliminaCalendario() {
  return useRouteMutation(calendarRoutes.eliminaCalendario, {
    invalidates: ALL,
    forget: (deleted) => [['calendar', 'detail', deleted.id]],
    fallback: () => calendarMessages.deleteError,
  });
}

export function useCreaFeed() {
  return useRouteMutation(calendarRoutes.creaFeed, {
    invalidates: [['calendar', 'feed']],
    fallback: () => calendarMessages.getError,
  });
}

export function useRevocaFeed() {
  return useRouteMutation(calendarRoutes.revocaFeed, {
    invalidates: [['calendar', 'feed']],
    fallback: () => calendarMessages.getError,
  });
}
