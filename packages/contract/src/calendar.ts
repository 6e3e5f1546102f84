import { z } from 'zod';
import { defineStates } from './states.ts';

/**
 * Calendar and booking (SPEC.md §7 **Calendar**, docs/adr/0013-calendar-model.md): calendars with the configuration
 * that produces their availability, and bookings ("events") that the database never lets exceed a slot's seats.
 * A shared service: people book through it, and so do Pro.Sa. events and stroke visits.
 *
 * This file holds what every feature shares (messages, code lists, the booking states, the formats of local dates
 * and times); each feature's schemas and routes are in `calendar/<feature>.ts` (docs/adr/0045-feature-kit.md):
 * codici, calendari (with the availability), prenotazioni, feed.
 */

export const CALENDAR_APPLICATION = 'calendar';

export { calendarSections } from './calendar.manifest.ts';

/** The id that asks for a new record (SPEC.md §5): POST carries it, PUT the record's own. */
export const NEW_ID = '-1';

// ---------------------------------------------------------------------------------------------------------------
// Messages (SPEC.md §8 for the first six; the rest are the server's reasons, shown as they are)

export const calendarMessages = {
  listError: 'Errore durante il recupero dei calendari.',
  getError: 'Errore durante il recupero del calendario.',
  saveError: 'Errore durante creazione calendario.',
  bookError: 'Errore durante prenotazione evento.',
  cancelError: 'Errore durante cancellazione prenotazione evento.',
  deleteError: 'Errore durante eliminazione calendario.',
  notFound: 'Calendario non trovato.',
  bookingNotFound: 'Prenotazione non trovata.',
  slotFull: 'Posto non più disponibile: scegliere un altro orario.',
  overlap: 'Hai già una prenotazione in questo orario su questo calendario.',
  notOpen: 'Questo calendario non accetta prenotazioni da parte tua.',
  inactive: 'Il calendario non è attivo: non accetta prenotazioni.',
  outsideHours: "L'orario scelto non è un orario di apertura del calendario.",
  past: "L'orario scelto è già passato.",
  closed: (motivo: string) => `Il calendario è chiuso in quella data (${motivo}).`,
  beyondHorizon: (giorni: number) => `Si può prenotare al massimo ${giorni} giorni in anticipo.`,
  minNotice: (minuti: number) => `Serve un preavviso di almeno ${durata(minuti)}.`,
  cancelDeadline: (minuti: number) =>
    `Il termine per annullare è scaduto: si annulla fino a ${durata(minuti)} prima dell'appuntamento.`,
  futureBookings: (n: number) =>
    n === 1
      ? 'Il calendario ha 1 prenotazione futura: annullarla prima di eliminarlo.'
      : `Il calendario ha ${n} prenotazioni future: annullarle prima di eliminarlo.`,
  transition: (da: string, a: string) => `Una prenotazione «${da}» non può passare a «${a}».`,
  notFull: 'Ci sono ancora posti liberi: prenotare direttamente invece della lista di attesa.',
  onBehalfOnly: 'Solo chi gestisce il calendario può prenotare per conto di altri.',
  onBehalfName: 'Indicare la persona per cui si prenota.',
  ownerNotFound: 'Titolare non trovato.',
  overlappingRanges: 'Le fasce dello stesso giorno si sovrappongono.',
  rangeOrder: "L'ora di fine deve seguire quella di inizio.",
  dateOrder: 'La data di fine deve seguire quella di inizio.',
  timeZone: 'Fuso orario sconosciuto.',
  reservedGroups: 'Un calendario riservato indica almeno un gruppo.',
  window: 'Il periodo chiesto va da 1 a 62 giorni.',
  offerExpired: "L'offerta del posto è scaduta.",
  duplicateEvent: 'Due eventi hanno lo stesso codice.',
} as const;

function durata(minuti: number): string {
  if (minuti % 1440 === 0) {
    return minuti === 1440 ? '1 giorno' : `${minuti / 1440} giorni`;
  }
  if (minuti % 60 === 0) {
    return minuti === 60 ? '1 ora' : `${minuti / 60} ore`;
  }
  return `${minuti} minuti`;
}

// ---------------------------------------------------------------------------------------------------------------
// Code lists

export const calendarTypes = [
  { codice: 'ambulatorio', descrizione: 'Ambulatorio' },
  { codice: 'vaccinazioni', descrizione: 'Vaccinazioni' },
  { codice: 'screening', descrizione: 'Screening' },
  { codice: 'consultorio', descrizione: 'Consultorio' },
  { codice: 'evento', descrizione: 'Evento' },
] as const;
export type CalendarType = (typeof calendarTypes)[number]['codice'];

export const configurationTypes = [
  { codice: 'slot', descrizione: 'Fasce orarie: orari settimanali divisi in appuntamenti di durata fissa' },
  { codice: 'evento', descrizione: 'Eventi singoli con data, orario e numero di posti' },
] as const;

/** Who may book (documented list, docs/adr/0013). */
export const accessTypes = [
  { codice: 'pubblico', descrizione: 'Pubblico: prenota chiunque abbia effettuato l’accesso' },
  { codice: 'riservato', descrizione: 'Riservato: prenotano i membri dei gruppi indicati' },
  { codice: 'interno', descrizione: 'Interno: prenotano solo gli operatori del calendario' },
] as const;
export type AccessType = (typeof accessTypes)[number]['codice'];

export const ownerKinds = ['asl', 'struttura', 'unita-operativa', 'persona'] as const;
export type OwnerKind = (typeof ownerKinds)[number];

/**
 * A booking's states (FHIR Appointment: booked, waitlist, cancelled, arrived, fulfilled, noshow) and the changes the
 * server allows. `posto`: the state holds one of the slot's seats.
 */
export const bookingStates = defineStates([
  {
    codice: 'prenotato',
    descrizione: 'Prenotato',
    posto: true,
    transizioni: ['confermato', 'annullato', 'arrivato', 'non-presentato'],
  },
  {
    codice: 'confermato',
    descrizione: 'Confermato',
    posto: true,
    transizioni: ['annullato', 'arrivato', 'non-presentato'],
  },
  {
    codice: 'in-attesa',
    descrizione: 'In lista di attesa',
    posto: false,
    transizioni: ['prenotato', 'annullato'],
  },
  { codice: 'arrivato', descrizione: 'Arrivato', posto: true, transizioni: ['completato', 'non-presentato'] },
  { codice: 'completato', descrizione: 'Completato', posto: true, transizioni: [] },
  { codice: 'non-presentato', descrizione: 'Non presentato', posto: true, transizioni: [] },
  { codice: 'annullato', descrizione: 'Annullato', posto: false, transizioni: [] },
]);

export const bookingStateCodes = bookingStates.map((s) => s.codice) as [BookingState, ...BookingState[]];
export type BookingState = (typeof bookingStates)[number]['codice'];

export function holdsSeat(state: BookingState): boolean {
  return bookingStates.find((s) => s.codice === state)?.posto ?? false;
}

// ---------------------------------------------------------------------------------------------------------------
// Local dates and times, in the calendar's zone

export const timeOfDay = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Orario nel formato HH:MM.')
  .meta({ description: 'Ora locale HH:MM' });
export const localDate = z.iso.date({ error: 'Data nel formato AAAA-MM-GG.' });
export const localDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, 'Data e ora nel formato AAAA-MM-GGTHH:MM.')
  .meta({ description: 'Data e ora locali nel fuso del calendario' });

export const DEFAULT_TIME_ZONE = 'Europe/Rome';

// ---------------------------------------------------------------------------------------------------------------
// Routes (SPEC.md §7: thirteen calls; then the iCalendar file of a booking and the private feed, issue 13), one
// group per feature. The server registers them codici, prenotazioni, feed, calendari: the OpenAPI document lists
// them in that order.

export const CALENDAR_API = '/api/v1/calendar';
export const calendarTags = ['calendar'] as const;
