import type { BookingState } from '@halo/contract/calendar';
import { createCalendarAccess } from './calendar.access.ts';
import { createBookingsService } from './calendar.bookings.service.ts';
import { createCalendarsService } from './calendar.calendars.service.ts';
import { createFeedsService } from './calendar.feeds.service.ts';
import { createCalendarJobs } from './calendar.jobs.ts';
import { type CalendarDeps, calendarParts } from './calendar.parts.ts';
import { createBookingViews } from './calendar.views.ts';
import { createWaitingList } from './calendar.waitlist.ts';
import { createCalendarWindows } from './calendar.windows.ts';

/**
 * The calendar and booking service (docs/adr/0013-calendar-model.md). The database forbids double bookings: a seat
 * is taken by one upsert on `slot_load` in the transaction that inserts the booking, and a person's second place in
 * a slot is refused by a partial unique index. The rules here decide what may be asked; the database decides who wins.
 *
 * The service is made of one piece per responsibility: who may do what (calendar.access.ts), the views
 * (calendar.views.ts), windows of availability (calendar.windows.ts), calendars and their configuration
 * (calendar.calendars.service.ts), bookings and their states (calendar.bookings.service.ts) with the waiting list's
 * promotion (calendar.waitlist.ts), iCalendar files and feeds (calendar.feeds.service.ts) and the jobs' handlers
 * (calendar.jobs.ts); this joins them, and answers the applications that keep their events in calendars.
 */
export function createCalendarService(deps: CalendarDeps) {
  const parts = calendarParts(deps);
  const { repo } = parts;
  const access = createCalendarAccess(parts);
  const windows = createCalendarWindows(parts);
  const views = createBookingViews(parts);
  const waitingList = createWaitingList(parts);

  return {
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
