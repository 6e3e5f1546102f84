import type { Db } from '../../../db/database.ts';
import { type BookingEvent, CALENDAR_JOBS, type CalendarParts } from '../calendar.parts.ts';
import type { BookingRow, CalendarRow } from '../calendar.repository.ts';
import { bookingView, calendarSummary } from '../calendar.views.ts';

/** The waiting list's promotion: a seat that comes free goes to the first who waits, for a while. */
export function createWaitingList({ deps, repo, now }: CalendarParts) {
  /**
   * A seat came free in a slot: it goes to the first in its waiting list (held for them for `offertaMinuti`), or
   * back to the slot when nobody waits. Runs inside the freeing transaction.
   */
  async function passSeatOn(
    calendar: CalendarRow,
    slotStart: Date,
    tx: Db,
    at: Date = now(),
  ): Promise<BookingRow | null> {
    const next = await repo.firstWaiting(calendar.id, slotStart, tx);
    if (!next) {
      await repo.releaseSeat(calendar.id, slotStart, tx);
      return null;
    }
    const expires = new Date(at.getTime() + calendar.configurazione.offertaMinuti * 60_000);
    const offered = await repo.updateBooking(next.id, next.version, { offerExpiresAt: expires }, tx);
    await deps.jobs?.enqueue(
      {
        kind: CALENDAR_JOBS.offerLapse,
        key: `${CALENDAR_JOBS.offerLapse}:${next.id}:${expires.getTime()}`,
        runAt: expires,
        payload: { prenotazione: next.id, scade: expires.getTime() },
      },
      tx,
    );
    return offered ?? null;
  }

  return { passSeatOn };
}

export type WaitingList = ReturnType<typeof createWaitingList>;

/** What the person a seat was offered to is told (their booking as the offer left it). */
export function offerEvent(calendar: CalendarRow, offered: BookingRow): BookingEvent {
  return {
    kind: 'posto-offerto',
    booking: bookingView(offered, calendar, null, [], null),
    calendar: calendarSummary(calendar),
  };
}
