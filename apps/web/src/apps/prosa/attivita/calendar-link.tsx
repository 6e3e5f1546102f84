import { CALENDAR_APPLICATION } from '@halo/contract/calendar';
import { calendarManifest } from '@halo/contract/calendar.manifest';
import type { ReactNode } from 'react';
import { useAuth } from '../../../shell/auth/auth-context.tsx';
import { requestRoutingUpdate } from '../../../shell/routing/routing-events.ts';
import { useMyApplications } from './attivita.queries.ts';

/** The calendar's page of one's own bookings, as its manifest names it. */
const BOOKINGS_PATH =
  calendarManifest.routes.find((route) => route.component === 'CalendarPrenotazioni')?.path ??
  '/calendario/prenotazioni';

/**
 * A link to the calendar application's «Le mie prenotazioni». The router only knows the routes of the application
 * chosen (docs/adr/0012), so following it chooses the calendar first, as the chooser does, then opens the page. Only
 * for a user who may open the calendar; `fallback` otherwise.
 */
export function CalendarBookingsLink({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const { chooseApplication } = useAuth();
  const apps = useMyApplications();
  const calendar = apps.data?.find((app) => app.clientId === CALENDAR_APPLICATION);
  if (!calendar) return apps.isPending ? null : fallback;
  return (
    <a
      href={BOOKINGS_PATH}
      onClick={(event) => {
        event.preventDefault();
        chooseApplication(calendar);
        requestRoutingUpdate({ navigateTo: BOOKINGS_PATH });
      }}
    >
      {children}
    </a>
  );
}
