import { inTransaction } from '../../../db/transaction.ts';
import { type BookingEvent, type CalendarParts, WAITING } from '../calendar.parts.ts';
import { type BookingViews, calendarSummary } from '../calendar.views.ts';
import { offerEvent, type WaitingList } from './prenotazioni.waitlist.ts';

/**
 * The handlers of the jobs the calendar plans (`CALENDAR_JOBS`, docs/adr/0014): a booking's reminder, and a seat
 * offered from the waiting list that lapses. Each looks again at the booking and does nothing if it has moved on.
 */
export function createCalendarJobs(
  { deps, repo, now, notify }: CalendarParts,
  { views, waitingList }: { views: BookingViews; waitingList: WaitingList },
) {
  const { oneBookingView, withView } = views;
  const { passSeatOn } = waitingList;

  return {
    /** A reminder's job: mails the person when the booking still holds its seat at the start it was planned for. */
    async remind(payload: Record<string, unknown>): Promise<void> {
      const row = await repo.findBooking(Number(payload.prenotazione));
      if (!row || row.slotStart.getTime() !== Number(payload.inizio)) return;
      if (!['prenotato', 'confermato'].includes(row.state)) return;
      const calendar = await repo.findCalendar(row.calendarId);
      if (!calendar) return;
      await notify({
        kind: 'promemoria',
        booking: await oneBookingView(row, null),
        calendar: calendarSummary(calendar),
      });
    },

    /**
     * A lapsing offer's job: if the person did not take the seat in time they leave the waiting list, and the seat
     * goes to the next in line (or back to the slot).
     */
    async expireOffer(payload: Record<string, unknown>, at: Date = now()): Promise<void> {
      const events: BookingEvent[] = [];
      await inTransaction(deps.db, async (tx) => {
        const row = await repo.lockBooking(Number(payload.prenotazione), tx);
        if (!row || row.state !== WAITING || row.offerExpiresAt?.getTime() !== Number(payload.scade)) return;
        if (row.offerExpiresAt.getTime() > at.getTime()) return;
        const calendar = await repo.findCalendar(row.calendarId, tx);
        if (!calendar) return;
        await repo.updateBooking(row.id, row.version, { state: 'annullato', offerExpiresAt: null }, tx);
        await repo.addHistory(
          { bookingId: row.id, from: WAITING, to: 'annullato', actor: null, reason: 'offerta scaduta' },
          tx,
        );
        const offered = await passSeatOn(calendar, row.slotStart, tx, at);
        if (offered) events.push(offerEvent(calendar, offered));
      });
      for (const event of events) await notify(await withView(event));
    },
  };
}
