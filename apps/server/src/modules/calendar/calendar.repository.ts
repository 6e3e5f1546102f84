import type { Db } from '../../db/database.ts';
import { createCalendariRepository } from './calendari/calendari.repository.ts';
import { createDisponibilitaRepository } from './disponibilita/disponibilita.repository.ts';
import { createPrenotazioniRepository } from './prenotazioni/prenotazioni.repository.ts';

// The rows and filters are written beside the SQL that reads them; every piece of the service takes them from here.
export type { CalendarRow, NewCalendarRow } from './calendari/calendari.repository.ts';
export type { BookingRow, HistoryRow } from './prenotazioni/prenotazioni.repository.ts';

/**
 * The calendar module's SQL, one repository per feature (calendars, availability, bookings) joined for the pieces
 * of the service, which take them all. Functions take the handle to run on, so a service can pass its transaction.
 */
export function createCalendarRepository(db: Db) {
  return {
    db,
    ...createCalendariRepository(db),
    ...createDisponibilitaRepository(db),
    ...createPrenotazioniRepository(db),
  };
}

export type CalendarRepository = ReturnType<typeof createCalendarRepository>;
