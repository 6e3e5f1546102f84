import { CALENDAR_APPLICATION } from '@halo/contract/calendar';
import { calendarCatalogue } from '@halo/contract/calendar.catalogue';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useMyApplications } from './attivita.queries.ts';

/** The calendar's page of one's own bookings, as its catalogue names it. */
const BOOKINGS_PATH =
  calendarCatalogue.routes.find((route) => route.component === 'CalendarPrenotazioni')?.path ??
  '/calendario/prenotazioni';

/**
 * A link to the calendar application's «Le mie prenotazioni»: the shell opens the calendar on it (docs/adr/0030).
 * Only for a user who may open the calendar; `fallback` otherwise.
 */
export function CalendarBookingsLink({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const apps = useMyApplications();
  const calendar = apps.data?.find((app) => app.clientId === CALENDAR_APPLICATION);
  if (!calendar) return apps.isPending ? null : fallback;
  return <Link to={BOOKINGS_PATH}>{children}</Link>;
}
