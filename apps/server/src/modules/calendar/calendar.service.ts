import type { BookingState } from '@halo/contract/calendar';
import { createCalendarAccess } from './calendar.access.ts';
import { type CalendarDeps, calendarParts } from './calendar.parts.ts';
import { createBookingViews } from './calendar.views.ts';
import { createCalendarsService } from './calendari/calendari.service.ts';
import { createCodiciService } from './codici/codici.service.ts';
import { createCalendarWindows } from './disponibilita/disponibilita.service.ts';
import { createFeedsService } from './feed/feed.service.ts';
import { createCalendarJobs } from './prenotazioni/prenotazioni.jobs.ts';
import { createBookingsService } from './prenotazioni/prenotazioni.service.ts';
import { createWaitingList } from './prenotazioni/prenotazioni.waitlist.ts';

/**
 * The calendar and booking service (docs/adr/0013-calendar-model.md). The database forbids double bookings: a seat
 * is taken by one upsert on `slot_load` in the transaction that inserts the booking, and a person's second place in
 * a slot is refused by a partial unique index. The rules here decide what may be asked; the database decides who wins.
 *
 * The service is made of one piece per responsibility, each in its feature's folder (docs/adr/0045-feature-kit.md):
 * the catalogues (codici/), calendars and their configuration (calendari/), windows of availability
 * (disponibilita/), bookings and their states with the waiting list's promotion and the jobs' handlers
 * (prenotazioni/), iCalendar files and private feeds (feed/); who may do what (calendar.access.ts) and the views
 * (calendar.views.ts) serve them all. This joins them, and answers the applications that keep their events in
 * calendars.
 */
export function createCalendarService(deps: CalendarDeps) {
  const parts = calendarParts(deps);
  const { repo } = parts;
  const access = createCalendarAccess(parts);
  const windows = createCalendarWindows(parts);
  const views = createBookingViews(parts);
  const waitingList = createWaitingList(parts);

  return {
    ...createCodiciService(),
    ...createCalendarsService(parts, { access, windows }),
    ...createBookingsService(parts, { access, views, waitingList }),
    ...createFeedsService(parts, { access, views }),
    ...createCalendarJobs(parts, { views, waitingList }),

    // For the applications that keep their events in calendars (Pro.Sa.): how full they are, who booked.

    /** The version a calendar is at (undefined: none), for an update made on another application's behalf. */
    calendarVersion: async (id: number) => (await repo.findCalendar(id))?.version,

    /** Seats taken and people waiting, per calendar. */
    eventLoad: (calendarIds: number[]) => repo.loadOf(calendarIds),

    /** A person's live bookings (booked, confirmed, waiting, …) on these calendars: the newest per calendar. */
    async bookingsFor(
      subject: string,
      calendarIds: number[],
    ): Promise<Map<number, { id: number; stato: BookingState; inizio: string }>> {
      const rows = await repo.bookingsFor(subject, calendarIds);
      const found = new Map<number, { id: number; stato: BookingState; inizio: string }>();
      for (const row of rows) {
        if (!found.has(row.calendarId)) {
          found.set(row.calendarId, { id: row.id, stato: row.state, inizio: row.slotStart.toISOString() });
        }
      }
      return found;
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
