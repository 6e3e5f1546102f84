import type { BookingState, OwnerKind } from '@halo/contract/calendar';
import type { Configurazione } from '@halo/contract/calendar/calendari';
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import * as col from '../../db/columns.ts';

export const calendar = pg.pgSchema('calendar');

/**
 * Calendars (FHIR Schedule) with their configuration, which the contract validates on every write
 * (docs/adr/0013-calendar-model.md): one row, one version, so a calendar and its hours change together.
 */
export const calendars = calendar.table(
  'calendars',
  {
    id: col.serialId(),
    nome: pg.text('nome').notNull(),
    descrizione: col.blankText('descrizione'),
    tipo: pg.text('tipo').notNull(),
    ownerKind: pg.text('owner_kind').$type<OwnerKind>().notNull(),
    ownerRef: pg.text('owner_ref').notNull(),
    ownerLabel: pg.text('owner_label').notNull(),
    /** The owner's ASL (itself, a structure's, a unit's), to find calendars by ASL. */
    codiceAsl: pg.text('codice_asl'),
    tipoAccesso: pg.text('tipo_accesso').notNull(),
    gruppi: pg.text('gruppi').array().notNull().default(sql`'{}'::text[]`),
    gruppiOperatori: pg.text('gruppi_operatori').array().notNull().default(sql`'{}'::text[]`),
    configurazione: pg.jsonb('configurazione').$type<Configurazione>().notNull(),
    fusoOrario: pg.text('fuso_orario').notNull(),
    attivo: pg.boolean('attivo').notNull().default(true),
    ...col.versionedStamps(),
  },
  (t) => [
    pg.index('calendars_tipo_idx').on(t.tipo),
    pg.index('calendars_asl_idx').on(t.codiceAsl),
    pg.index('calendars_owner_idx').on(t.ownerKind, t.ownerRef),
    pg.check('calendars_access_check', sql`${t.tipoAccesso} IN ('pubblico', 'riservato', 'interno')`),
  ],
);

/**
 * The seats taken in each slot that has bookings: the only denormalised state, changed in the transaction that
 * books or cancels. Taking a seat is one upsert that only increments below capacity; the CHECK is the last guard.
 */
export const slotLoad = calendar.table(
  'slot_load',
  {
    calendarId: col.requiredRef('calendar_id', () => calendars.id, 'cascade'),
    slotStart: col.instant('slot_start').notNull(),
    booked: pg.integer('booked').notNull(),
    capacity: pg.integer('capacity').notNull(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.calendarId, t.slotStart] }),
    pg.check('slot_load_booked_check', sql`${t.booked} BETWEEN 0 AND ${t.capacity}`),
  ],
);

/** Bookings (FHIR Appointment). `for_key` names the person: their subject, or the name an operator booked for. */
export const bookings = calendar.table(
  'bookings',
  {
    id: col.serialId(),
    calendarId: col.requiredRef('calendar_id', () => calendars.id, 'cascade'),
    slotStart: col.instant('slot_start').notNull(),
    slotEnd: col.instant('slot_end').notNull(),
    titolo: pg.text('titolo'),
    state: pg.text('state').$type<BookingState>().notNull(),
    bookedBySubject: pg.text('booked_by_subject').notNull(),
    bookedByUsername: pg.text('booked_by_username').notNull(),
    forSubject: pg.text('for_subject'),
    forKey: pg.text('for_key').notNull(),
    forName: pg.text('for_name').notNull(),
    forEmail: pg.text('for_email'),
    note: col.blankText('note'),
    /** A waitlisted booking offered a seat held for it until then. */
    offerExpiresAt: col.instant('offer_expires_at'),
    ...col.versionedStamps(),
  },
  (t) => [
    // One person, one place in a slot of a calendar (booked or waiting): the database refuses the second.
    pg
      .uniqueIndex('bookings_person_slot_key')
      .on(t.calendarId, t.forKey, t.slotStart)
      .where(sql`${t.state} <> 'annullato'`),
    pg.index('bookings_calendar_start_idx').on(t.calendarId, t.slotStart),
    pg.index('bookings_for_subject_idx').on(t.forSubject, t.slotStart),
    pg.index('bookings_booked_by_idx').on(t.bookedBySubject, t.slotStart),
    pg.check('bookings_range_check', sql`${t.slotStart} < ${t.slotEnd}`),
  ],
);

/** Every change of a booking's state: who, when, from, to, why. */
export const bookingHistory = calendar.table(
  'booking_history',
  {
    id: col.serialId(),
    bookingId: col.requiredRef('booking_id', () => bookings.id, 'cascade'),
    fromState: pg.text('from_state'),
    toState: pg.text('to_state').notNull(),
    at: col.at(),
    actorUsername: pg.text('actor_username'),
    reason: pg.text('reason'),
  },
  (t) => [pg.index('booking_history_booking_idx').on(t.bookingId)],
);

/**
 * A person's private iCalendar feed: the address carries a random token, of which only the SHA-256 digest is kept
 * (the address is shown once, when made). One per person; making a new one revokes the old.
 */
export const feeds = calendar.table('feeds', {
  subject: pg.text('subject').primaryKey(),
  tokenHash: pg.text('token_hash').notNull().unique(),
  createdAt: col.createdAt(),
});
