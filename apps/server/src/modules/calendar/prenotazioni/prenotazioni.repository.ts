import type { BookingState } from '@halo/contract/calendar';
import { and, asc, desc, eq, gte, inArray, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { rowsOf } from '../../../db/rows.ts';
import { updateAtVersion } from '../../../db/versioned.ts';
import { bookingHistory, bookings, slotLoad } from '../calendar.tables.ts';
import { heldOverlapping } from '../disponibilita/disponibilita.repository.ts';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;
export type HistoryRow = typeof bookingHistory.$inferSelect;

export interface BookingFilter {
  calendarIds?: number[];
  forSubject?: string;
  from?: Date;
  to?: Date;
  state?: BookingState;
  newestFirst?: boolean;
  offset: number;
  limit: number;
}

/** The bookings' SQL: seats taken and released, bookings, their history and the waiting lists. */
export function createPrenotazioniRepository(db: Db) {
  return {
    /**
     * Takes one seat of a slot, or none when it is full: one statement, which PostgreSQL serialises on the slot's
     * row (docs/adr/0013). Returns whether the seat was taken.
     */
    async takeSeat(calendarId: number, slotStart: Date, capacity: number, tx: Db): Promise<boolean> {
      const result = await tx.execute(sql`
        INSERT INTO ${slotLoad} (calendar_id, slot_start, booked, capacity)
        VALUES (${calendarId}, ${slotStart.toISOString()}, 1, ${capacity})
        ON CONFLICT (calendar_id, slot_start) DO UPDATE
          SET booked = ${slotLoad}.booked + 1, capacity = EXCLUDED.capacity
          WHERE ${slotLoad}.booked < EXCLUDED.capacity
        RETURNING booked`);
      return rowsOf(result).length === 1;
    },

    /**
     * A new booking in one statement (docs/adr/0013): unless the person already holds an overlapping place on the
     * calendar, a seat of the slot is taken (the guarded upsert of `takeSeat`), and the booking is inserted holding
     * it, or waiting when the slot is full and `waitlist` asks so, with its first history row and whatever `also`
     * writes from the inserted booking (the audit row, the reminder). Nothing is written when it is refused.
     */
    async book(
      values: Omit<NewBookingRow, 'state'>,
      seat: { capacity: number; waitlist: boolean; actor: string },
      also: ((booking: SQL) => SQL)[],
      tx: Db = db,
    ): Promise<
      | { outcome: 'overlap' }
      | { outcome: 'full' }
      | { outcome: 'booked' | 'waiting'; booking: BookingRow; history: HistoryRow }
    > {
      const start = values.slotStart.toISOString();
      const end = values.slotEnd.toISOString();
      const taken = sql.raw('booking');
      const result = await tx.execute(sql`
        WITH overlap AS (
          SELECT 1 FROM ${bookings}
          WHERE calendar_id = ${values.calendarId} AND for_key = ${values.forKey} AND state <> 'annullato'
            AND slot_start < ${end} AND slot_end > ${start}
          LIMIT 1
        ), seat AS (
          INSERT INTO ${slotLoad} (calendar_id, slot_start, booked, capacity)
          SELECT ${values.calendarId}, ${start}, 1, ${seat.capacity} WHERE NOT EXISTS (SELECT 1 FROM overlap)
          ON CONFLICT (calendar_id, slot_start) DO UPDATE
            SET booked = ${slotLoad}.booked + 1, capacity = EXCLUDED.capacity
            WHERE ${slotLoad}.booked < EXCLUDED.capacity
          RETURNING 1
        ), booking AS (
          INSERT INTO ${bookings} (calendar_id, slot_start, slot_end, titolo, state, booked_by_subject,
            booked_by_username, for_subject, for_key, for_name, for_email, note)
          SELECT ${values.calendarId}, ${start}, ${end}, ${values.titolo ?? null},
            CASE WHEN EXISTS (SELECT 1 FROM seat) THEN 'prenotato' ELSE 'in-attesa' END,
            ${values.bookedBySubject}, ${values.bookedByUsername}, ${values.forSubject ?? null}, ${values.forKey},
            ${values.forName}, ${values.forEmail ?? null}, ${values.note ?? ''}
          WHERE NOT EXISTS (SELECT 1 FROM overlap) AND (EXISTS (SELECT 1 FROM seat) OR ${seat.waitlist})
          RETURNING *
        ), history AS (
          INSERT INTO ${bookingHistory} (booking_id, from_state, to_state, actor_username)
          SELECT id, NULL, state, ${seat.actor} FROM booking
          RETURNING id AS history_id, at AS history_at
        )${sql.join(
          also.map((write, i) => sql`, ${sql.raw(`also_${i}`)} AS (${write(taken)})`),
          sql``,
        )}
        SELECT EXISTS (SELECT 1 FROM overlap) AS overlap, booking.*, history.*
        FROM (SELECT 1) AS one LEFT JOIN booking ON true LEFT JOIN history ON true`);
      const [row] = rowsOf(result) as RawBooking[];
      if (!row || row.overlap) return { outcome: 'overlap' };
      if (row.id === null) return { outcome: 'full' };
      const booking = bookingFromRaw(row);
      return {
        outcome: booking.state === 'prenotato' ? 'booked' : 'waiting',
        booking,
        history: {
          id: row.history_id,
          bookingId: booking.id,
          fromState: null,
          toState: booking.state,
          at: dateOf(row.history_at),
          actorUsername: seat.actor,
          reason: null,
        },
      };
    },

    /**
     * The audit entry's id and details of the booking a `book` statement inserts (`booking`, as `also` gets it):
     * its calendar, its state and whether it was made for someone else.
     */
    bookedChange(booking: SQL, calendarId: number, perConto: boolean): { entityId: SQL; details: SQL } {
      return {
        entityId: sql`${booking}.id`,
        details: sql`jsonb_build_object('calendario', ${calendarId}::int, 'stato', ${booking}.state,
            'perConto', ${perConto}::boolean)`,
      };
    },

    /**
     * The subject, data and personal fields of the event of the booking a `book` statement inserts (docs/adr/0047):
     * ids, calendar, state and times; the person's name and address apart, for the subscriptions granted them.
     */
    bookedEvent(booking: SQL): { subject: SQL; data: SQL; personal: SQL } {
      return {
        subject: sql`'prenotazioni/' || ${booking}.id`,
        data: sql`jsonb_build_object('prenotazione', ${booking}.id, 'calendario', ${booking}.calendar_id,
          'stato', ${booking}.state, 'inizio', ${booking}.slot_start, 'fine', ${booking}.slot_end)`,
        personal: sql`jsonb_build_object('persona', ${booking}.for_name, 'email', ${booking}.for_email)`,
      };
    },

    /**
     * The key, payload and condition of the reminder (a job of `kind`) of the booking a `book` statement inserts
     * for the slot at `start`: planned only when the booking holds a seat.
     */
    bookedReminder(booking: SQL, kind: string, start: Date): { key: SQL; payload: SQL; where: SQL } {
      return {
        key: sql`${`${kind}:`} || ${booking}.id || ${`:${start.getTime()}`}`,
        payload: sql`jsonb_build_object('prenotazione', ${booking}.id, 'inizio', ${start.getTime()}::bigint)`,
        where: sql`${booking}.state = 'prenotato'`,
      };
    },

    async releaseSeat(calendarId: number, slotStart: Date, tx: Db): Promise<void> {
      await tx
        .update(slotLoad)
        .set({ booked: sql`${slotLoad.booked} - 1` })
        .where(
          and(
            eq(slotLoad.calendarId, calendarId),
            eq(slotLoad.slotStart, slotStart),
            sql`${slotLoad.booked} > 0`,
          ),
        );
    },

    /** Seats taken and people waiting over all slots of these calendars (single-event calendars: their event). */
    async loadOf(calendarIds: number[]): Promise<Map<number, { presi: number; inAttesa: number }>> {
      const load = new Map(calendarIds.map((id) => [id, { presi: 0, inAttesa: 0 }]));
      if (calendarIds.length === 0) return load;
      const [taken, waiting] = await Promise.all([
        db
          .select({ id: slotLoad.calendarId, n: sql<number>`sum(${slotLoad.booked})::int` })
          .from(slotLoad)
          .where(inArray(slotLoad.calendarId, calendarIds))
          .groupBy(slotLoad.calendarId),
        db
          .select({ id: bookings.calendarId, n: sql<number>`count(*)::int` })
          .from(bookings)
          .where(and(inArray(bookings.calendarId, calendarIds), eq(bookings.state, 'in-attesa')))
          .groupBy(bookings.calendarId),
      ]);
      for (const row of taken) load.set(row.id, { presi: row.n, inAttesa: load.get(row.id)?.inAttesa ?? 0 });
      for (const row of waiting) load.set(row.id, { presi: load.get(row.id)?.presi ?? 0, inAttesa: row.n });
      return load;
    },

    /** A person's bookings (not cancelled) on these calendars, newest first. */
    bookingsFor(subject: string, calendarIds: number[]): Promise<BookingRow[]> {
      if (calendarIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(bookings)
        .where(
          and(
            eq(bookings.forSubject, subject),
            inArray(bookings.calendarId, calendarIds),
            sql`${bookings.state} <> 'annullato'`,
          ),
        )
        .orderBy(desc(bookings.createdAt));
    },

    async insertBooking(values: NewBookingRow, tx: Db): Promise<BookingRow> {
      const [row] = await tx.insert(bookings).values(values).returning();
      if (!row) throw new Error('booking not inserted');
      return row;
    },

    async findBooking(id: number, tx: Db = db): Promise<BookingRow | undefined> {
      const [row] = await tx.select().from(bookings).where(eq(bookings.id, id));
      return row;
    },

    /** Locks a booking's row for the rest of the transaction. */
    async lockBooking(id: number, tx: Db): Promise<BookingRow | undefined> {
      const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
      return row;
    },

    async updateBooking(
      id: number,
      version: number,
      values: Partial<NewBookingRow>,
      tx: Db,
    ): Promise<BookingRow | undefined> {
      return updateAtVersion(tx, bookings, { id, version }, { ...values, updatedAt: sql`now()` });
    },

    /** A person's bookings on a calendar that overlap [start, end), other than `exceptId`. */
    overlapping(
      calendarId: number,
      forKey: string,
      start: Date,
      end: Date,
      exceptId: number | null,
      tx: Db,
    ): Promise<BookingRow[]> {
      return tx
        .select()
        .from(bookings)
        .where(
          and(
            heldOverlapping(calendarId, forKey, start, end),
            exceptId === null ? undefined : ne(bookings.id, exceptId),
          ),
        );
    },

    /** The first in a slot's waiting list without a seat offered yet, locked for the transaction. */
    async firstWaiting(calendarId: number, slotStart: Date, tx: Db): Promise<BookingRow | undefined> {
      const [row] = await tx
        .select()
        .from(bookings)
        .where(
          and(
            eq(bookings.calendarId, calendarId),
            eq(bookings.slotStart, slotStart),
            eq(bookings.state, 'in-attesa'),
            sql`${bookings.offerExpiresAt} IS NULL`,
          ),
        )
        .orderBy(asc(bookings.id))
        .limit(1)
        .for('update');
      return row;
    },

    /** Position in the waiting list of a slot (1 = first), by order of arrival (ids come from one sequence). */
    async waitingPosition(booking: BookingRow): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(bookings)
        .where(
          and(
            eq(bookings.calendarId, booking.calendarId),
            eq(bookings.slotStart, booking.slotStart),
            eq(bookings.state, 'in-attesa'),
            sql`${bookings.offerExpiresAt} IS NULL`,
            lte(bookings.id, booking.id),
          ),
        );
      return row?.n ?? 1;
    },

    async listBookings(filter: BookingFilter): Promise<{ items: BookingRow[]; total: number }> {
      const where = and(
        filter.calendarIds ? inArray(bookings.calendarId, filter.calendarIds) : undefined,
        filter.forSubject ? eq(bookings.forSubject, filter.forSubject) : undefined,
        filter.from ? gte(bookings.slotStart, filter.from) : undefined,
        filter.to ? lt(bookings.slotStart, filter.to) : undefined,
        filter.state ? eq(bookings.state, filter.state) : undefined,
      );
      const order = filter.newestFirst
        ? [desc(bookings.slotStart), desc(bookings.id)]
        : [asc(bookings.slotStart), asc(bookings.id)];
      const [items, [count]] = await Promise.all([
        db
          .select()
          .from(bookings)
          .where(where)
          .orderBy(...order)
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: sql<number>`count(*)::int` }).from(bookings).where(where),
      ]);
      return { items, total: count?.n ?? 0 };
    },

    async addHistory(
      entry: {
        bookingId: number;
        from: BookingState | null;
        to: BookingState;
        actor: string | null;
        reason?: string | null;
      },
      tx: Db,
    ): Promise<HistoryRow> {
      const [row] = await tx
        .insert(bookingHistory)
        .values({
          bookingId: entry.bookingId,
          fromState: entry.from,
          toState: entry.to,
          actorUsername: entry.actor,
          reason: entry.reason ?? null,
        })
        .returning();
      if (!row) throw new Error('history not written');
      return row;
    },

    async historyOf(ids: number[]): Promise<Map<number, HistoryRow[]>> {
      const byBooking = new Map<number, HistoryRow[]>();
      if (ids.length === 0) return byBooking;
      const rows = await db
        .select()
        .from(bookingHistory)
        .where(inArray(bookingHistory.bookingId, ids))
        .orderBy(asc(bookingHistory.at), asc(bookingHistory.id));
      for (const row of rows) {
        byBooking.set(row.bookingId, [...(byBooking.get(row.bookingId) ?? []), row]);
      }
      return byBooking;
    },
  };
}

/** A row of `calendar.bookings` as the driver gives it to raw SQL, with the columns `book` adds. */
interface RawBooking {
  overlap: boolean;
  id: number | null;
  calendar_id: number;
  slot_start: string | Date;
  slot_end: string | Date;
  titolo: string | null;
  state: BookingState;
  booked_by_subject: string;
  booked_by_username: string;
  for_subject: string | null;
  for_key: string;
  for_name: string;
  for_email: string | null;
  note: string;
  offer_expires_at: string | Date | null;
  version: number;
  created_at: string | Date;
  updated_at: string | Date;
  history_id: number;
  history_at: string | Date;
}

/** Timestamps come as PostgreSQL's text through drizzle's drivers (as drizzle reads them: UTC offset appended). */
function dateOf(value: string | Date): Date {
  return value instanceof Date
    ? value
    : new Date(/[+-]\d\d(:?\d\d)?$|Z$/.test(value) ? value : `${value}+0000`);
}

function bookingFromRaw(row: RawBooking): BookingRow {
  return {
    id: Number(row.id),
    calendarId: row.calendar_id,
    slotStart: dateOf(row.slot_start),
    slotEnd: dateOf(row.slot_end),
    titolo: row.titolo,
    state: row.state,
    bookedBySubject: row.booked_by_subject,
    bookedByUsername: row.booked_by_username,
    forSubject: row.for_subject,
    forKey: row.for_key,
    forName: row.for_name,
    forEmail: row.for_email,
    note: row.note,
    offerExpiresAt: row.offer_expires_at === null ? null : dateOf(row.offer_expires_at),
    version: row.version,
    createdAt: dateOf(row.created_at),
    updatedAt: dateOf(row.updated_at),
  };
}
