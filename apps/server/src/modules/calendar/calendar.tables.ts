import type { BookingState, Configurazione, OwnerKind } from '@halo/contract/calendar';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const calendar = pgSchema('calendar');

/**
 * Calendars (FHIR Schedule) with their configuration, which the contract validates on every write
 * (docs/adr/0013-calendar-model.md): one row, one version, so a calendar and its hours change together.
 */
export const calendars = calendar.table(
  'calendars',
  {
    id: serial('id').primaryKey(),
    nome: text('nome').notNull(),
    descrizione: text('descrizione').notNull().default(''),
    tipo: text('tipo').notNull(),
    ownerKind: text('owner_kind').$type<OwnerKind>().notNull(),
    ownerRef: text('owner_ref').notNull(),
    ownerLabel: text('owner_label').notNull(),
    /** The owner's ASL (itself, a structure's, a unit's), to find calendars by ASL. */
    codiceAsl: text('codice_asl'),
    tipoAccesso: text('tipo_accesso').notNull(),
    gruppi: text('gruppi').array().notNull().default(sql`'{}'::text[]`),
    gruppiOperatori: text('gruppi_operatori').array().notNull().default(sql`'{}'::text[]`),
    configurazione: jsonb('configurazione').$type<Configurazione>().notNull(),
    fusoOrario: text('fuso_orario').notNull(),
    attivo: boolean('attivo').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('calendars_tipo_idx').on(t.tipo),
    index('calendars_asl_idx').on(t.codiceAsl),
    index('calendars_owner_idx').on(t.ownerKind, t.ownerRef),
    check('calendars_access_check', sql`${t.tipoAccesso} IN ('pubblico', 'riservato', 'interno')`),
  ],
);

/**
 * The seats taken in each slot that has bookings: the only denormalised state, changed in the transaction that
 * books or cancels. Taking a seat is one upsert that only increments below capacity; the CHECK is the last guard.
 */
export const slotLoad = calendar.table(
  'slot_load',
  {
    calendarId: integer('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    booked: integer('booked').notNull(),
    capacity: integer('capacity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.calendarId, t.slotStart] }),
    check('slot_load_booked_check', sql`${t.booked} BETWEEN 0 AND ${t.capacity}`),
  ],
);

/** Bookings (FHIR Appointment). `for_key` names the person: their subject, or the name an operator booked for. */
export const bookings = calendar.table(
  'bookings',
  {
    id: serial('id').primaryKey(),
    calendarId: integer('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    slotEnd: timestamp('slot_end', { withTimezone: true }).notNull(),
    titolo: text('titolo'),
    state: text('state').$type<BookingState>().notNull(),
    bookedBySubject: text('booked_by_subject').notNull(),
    bookedByUsername: text('booked_by_username').notNull(),
    forSubject: text('for_subject'),
    forKey: text('for_key').notNull(),
    forName: text('for_name').notNull(),
    forEmail: text('for_email'),
    note: text('note').notNull().default(''),
    /** A waitlisted booking offered a seat held for it until then. */
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One person, one place in a slot of a calendar (booked or waiting): the database refuses the second.
    uniqueIndex('bookings_person_slot_key')
      .on(t.calendarId, t.forKey, t.slotStart)
      .where(sql`${t.state} <> 'annullato'`),
    index('bookings_calendar_start_idx').on(t.calendarId, t.slotStart),
    index('bookings_for_subject_idx').on(t.forSubject, t.slotStart),
    index('bookings_booked_by_idx').on(t.bookedBySubject, t.slotStart),
    check('bookings_range_check', sql`${t.slotStart} < ${t.slotEnd}`),
  ],
);

/** Every change of a booking's state: who, when, from, to, why. */
export const bookingHistory = calendar.table(
  'booking_history',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUsername: text('actor_username'),
    reason: text('reason'),
  },
  (t) => [index('booking_history_booking_idx').on(t.bookingId)],
);

/**
 * A person's private iCalendar feed: the address carries a random token, of which only the SHA-256 digest is kept
 * (the address is shown once, when made). One per person; making a new one revokes the old.
 */
export const feeds = calendar.table('feeds', {
  subject: text('subject').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
