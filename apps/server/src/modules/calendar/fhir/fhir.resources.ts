import { type BookingState, bookingStateCodes, calendarTypes } from '@halo/contract/calendar';
import type { Calendario, Slot } from '@halo/contract/calendar/calendari';
import type { Appointment, CodeableConcept, Slot as FhirSlot, Period, Reference, Schedule } from 'fhir/r4.js';
import { DateTime } from 'luxon';
import type { BookingRow, CalendarRow } from '../calendar.repository.ts';
import { isoInZone } from '../disponibilita/disponibilita.ts';

/*
 * The calendar's rows as FHIR R4 resources (docs/adr/0046-fhir.md, "Calendar's providers"): a calendar is a
 * Schedule, a slot of its availability a Slot, a booking an Appointment. The ids are built here and only here, so a
 * reference from one resource always names the other's id.
 */

/** The calendar's types (calendarTypes: ambulatorio, vaccinazioni, …), as Schedule's and Appointment's serviceType. */
export const CALENDAR_TYPE = 'urn:halo:calendar:tipo';
export const SLOT_STATUS = 'http://hl7.org/fhir/slotstatus';
export const APPOINTMENT_STATUS = 'http://hl7.org/fhir/appointmentstatus';

export const SCHEDULE_PREFIX = 'calendario-';
export const APPOINTMENT_PREFIX = 'prenotazione-';

export const scheduleId = (calendarId: number) => `${SCHEDULE_PREFIX}${calendarId}`;

/**
 * A slot's id: its calendar and its start in UTC to the minute (`calendario-3-202612010730`). UTC, not the
 * calendar's wall clock, because the hour repeated when daylight saving ends holds two slots with one local time.
 */
export function slotId(calendarId: number, start: number): string {
  const utc = new Date(start).toISOString();
  return `${scheduleId(calendarId)}-${utc.slice(0, 16).replace(/[-T:]/g, '')}`;
}

/** A slot's id read back: its calendar and its start (ms); undefined for an id of another shape. */
export function slotOfId(id: string): { calendarId: number; start: number } | undefined {
  const match = /^calendario-(\d{1,9})-(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(id);
  if (!match) return undefined;
  const [, calendar, year, month, day, hour, minute] = match.map(Number) as number[];
  const start = Date.UTC(year as number, (month as number) - 1, day, hour, minute);
  // Date.UTC rolls 2026-13-40 over into another date: such an id names no slot.
  return slotId(calendar as number, start) === id ? { calendarId: calendar as number, start } : undefined;
}

/** Appointment's status of each booking state; a confirmation has no status of its own in R4 (booked is confirmed). */
const STATUS_OF_STATE: Record<BookingState, Appointment['status']> = {
  prenotato: 'booked',
  confermato: 'booked',
  'in-attesa': 'waitlist',
  arrivato: 'arrived',
  completato: 'fulfilled',
  'non-presentato': 'noshow',
  annullato: 'cancelled',
};

/** The booking states an Appointment status stands for (none for a status Halo does not use). */
export function statesOfStatus(status: string): BookingState[] {
  return bookingStateCodes.filter((state) => STATUS_OF_STATE[state] === status);
}

function serviceTypeOf(tipo: string): CodeableConcept {
  const display = calendarTypes.find((t) => t.codice === tipo)?.descrizione ?? tipo;
  return { coding: [{ system: CALENDAR_TYPE, code: tipo, display }], text: display };
}

/**
 * The period a calendar's slots are bookable in: from today to its booking horizon (`orizzonteGiorni`, as the
 * booking screen counts it), or from its first event to its last. Halo's calendars have no validity dates of their
 * own; none when a calendar of events has no event.
 */
function planningHorizonOf(row: CalendarRow, now: Date): Period | undefined {
  const zone = row.fusoOrario;
  const conf = row.configurazione;
  if (conf.tipo === 'evento') {
    const starts = conf.eventi.map((e) => DateTime.fromISO(e.inizio, { zone }).toMillis());
    const ends = conf.eventi.map((e) => DateTime.fromISO(e.fine, { zone }).toMillis());
    if (starts.length === 0) return undefined;
    return { start: isoInZone(Math.min(...starts), zone), end: isoInZone(Math.max(...ends), zone) };
  }
  const today = DateTime.fromJSDate(now).setZone(zone).startOf('day');
  return {
    start: isoInZone(today.toMillis(), zone),
    end: isoInZone(today.plus({ days: conf.orizzonteGiorni + 1 }).toMillis(), zone),
  };
}

/** A calendar as a Schedule; `actor` is where its owner is (the providers resolve it). */
export function scheduleOf(row: CalendarRow, actor: Reference, now: Date): Schedule {
  const horizon = planningHorizonOf(row, now);
  return {
    resourceType: 'Schedule',
    id: scheduleId(row.id),
    active: row.attivo,
    serviceType: [serviceTypeOf(row.tipo)],
    actor: [actor],
    ...(horizon && { planningHorizon: horizon }),
    comment: row.descrizione ? `${row.nome}: ${row.descrizione}` : row.nome,
  };
}

/**
 * A slot's status as the booking screen shows it: full is busy, not bookable (minimum notice, beyond the horizon,
 * calendar inactive) is busy-unavailable, otherwise free.
 */
export function slotStatusOf(slot: Pick<Slot, 'liberi' | 'prenotabile'>): FhirSlot['status'] {
  if (slot.liberi === 0) return 'busy';
  return slot.prenotabile ? 'free' : 'busy-unavailable';
}

/** A slot of a calendar's availability (disponibilita) as a Slot. */
export function slotResourceOf(calendar: Pick<Calendario, 'id' | 'nome' | 'tipo'>, slot: Slot): FhirSlot {
  const comment = [
    slot.titolo,
    `Posti liberi: ${slot.liberi} su ${slot.posti}`,
    slot.inAttesa > 0 ? `In lista di attesa: ${slot.inAttesa}` : null,
    slot.motivo,
  ].filter((part) => part !== null);
  return {
    resourceType: 'Slot',
    id: slotId(calendar.id, Date.parse(slot.inizio)),
    serviceType: [serviceTypeOf(calendar.tipo)],
    schedule: { reference: `Schedule/${scheduleId(calendar.id)}`, display: calendar.nome },
    status: slotStatusOf(slot),
    start: slot.inizio,
    end: slot.fine,
    comment: comment.join('; '),
  };
}

/**
 * A booking as an Appointment: its person by name only (Halo holds no Patient for a calendar's people), the
 * calendar's owner as the other participant, the slot it holds (or held: past slots are no longer served).
 */
export function appointmentOf(booking: BookingRow, calendar: CalendarRow, actor: Reference): Appointment {
  const zone = calendar.fusoOrario;
  return {
    resourceType: 'Appointment',
    id: `${APPOINTMENT_PREFIX}${booking.id}`,
    status: STATUS_OF_STATE[booking.state],
    serviceType: [serviceTypeOf(calendar.tipo)],
    description: booking.titolo ?? calendar.nome,
    start: isoInZone(booking.slotStart, zone),
    end: isoInZone(booking.slotEnd, zone),
    created: booking.createdAt.toISOString(),
    slot: [{ reference: `Slot/${slotId(calendar.id, booking.slotStart.getTime())}` }],
    participant: [
      { actor: { display: booking.forName }, status: 'accepted' },
      { actor, status: 'accepted' },
    ],
  };
}
