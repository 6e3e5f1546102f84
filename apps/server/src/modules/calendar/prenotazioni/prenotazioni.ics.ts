import type { Prenotazione } from '@halo/contract/calendar/prenotazioni';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/** A booking with what its entry shows beyond itself: where it is (the calendar's owner). */
export interface IcsBooking {
  booking: Prenotazione;
  luogo: string;
}

const PRODUCT = { company: 'Halo', product: 'Calendario', language: 'IT' };

/** A booking's entry is the same across files and updates: one UID, a sequence that grows with each change. */
export function bookingUid(id: number, host: string): string {
  return `prenotazione-${id}@${host}`;
}

function status(stato: Prenotazione['stato']): ICalEventStatus {
  if (stato === 'annullato') return ICalEventStatus.CANCELLED;
  if (stato === 'in-attesa') return ICalEventStatus.TENTATIVE;
  return ICalEventStatus.CONFIRMED;
}

/**
 * An iCalendar file (RFC 5545) of bookings, written by ical-generator: times in UTC, so any calendar application
 * shows them in its own zone without a VTIMEZONE; `CANCEL` for a cancellation's mail, so the entry disappears.
 */
export function bookingsIcs(
  items: IcsBooking[],
  options: { nome: string; publicUrl: string; method?: 'PUBLISH' | 'CANCEL' },
): string {
  const host = new URL(options.publicUrl).host;
  const file = ical({
    name: options.nome,
    prodId: PRODUCT,
    method: options.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
  });
  for (const { booking, luogo } of items) {
    const summary = booking.titolo ? `${booking.titolo} – ${booking.calendarioNome}` : booking.calendarioNome;
    file.createEvent({
      id: bookingUid(booking.id, host),
      sequence: booking.version,
      start: new Date(booking.inizio),
      end: new Date(booking.fine),
      stamp: new Date(),
      summary,
      location: luogo,
      description: booking.note ? `Note: ${booking.note}` : null,
      status: status(booking.stato),
      url: `${options.publicUrl}/calendario/prenotazioni`,
    });
  }
  return file.toString();
}
