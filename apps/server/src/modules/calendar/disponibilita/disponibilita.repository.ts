import type { BookingState } from '@halo/contract/calendar';
import { and, eq, gte, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/database.ts';
import { rowsOf } from '../../../db/rows.ts';
import { bookings, slotLoad } from '../calendar.tables.ts';

/** What a window of availability reads: the seats taken and the waiting lists, and a person's own places. */
export function createDisponibilitaRepository(db: Db) {
  return {
    /**
     * What a window of a calendar holds for everyone, in one statement (a month of availability is read at every
     * look at a calendar): seats taken and people waiting per slot start in [from, to), as milliseconds since the
     * epoch.
     */
    async windowCounts(
      calendarId: number,
      from: Date,
      to: Date,
    ): Promise<{ taken: Map<number, number>; waiting: Map<number, number> }> {
      const result = await db.execute(sql`
        select 'taken' as kind, ${epochMs(slotLoad.slotStart)} as start, ${slotLoad.booked}::int as n
          from ${slotLoad}
         where ${and(eq(slotLoad.calendarId, calendarId), gte(slotLoad.slotStart, from), lt(slotLoad.slotStart, to))}
        union all
        select 'waiting', ${epochMs(bookings.slotStart)}, count(*)::int
          from ${bookings}
         where ${and(
           eq(bookings.calendarId, calendarId),
           eq(bookings.state, 'in-attesa'),
           gte(bookings.slotStart, from),
           lt(bookings.slotStart, to),
         )}
         group by ${bookings.slotStart}`);
      const taken = new Map<number, number>();
      const waiting = new Map<number, number>();
      for (const row of rowsOf<{ kind: string; start: number; n: number }>(result)) {
        (row.kind === 'taken' ? taken : waiting).set(Number(row.start), Number(row.n));
      }
      return { taken, waiting };
    },

    /** The places `forKey` holds in a calendar (booked or waiting) overlapping [from, to), by start. */
    async heldIn(
      calendarId: number,
      forKey: string,
      from: Date,
      to: Date,
    ): Promise<{ start: number; end: number; state: BookingState }[]> {
      const rows = await db
        .select({
          start: sql<number>`${epochMs(bookings.slotStart)}`,
          end: sql<number>`${epochMs(bookings.slotEnd)}`,
          state: bookings.state,
        })
        .from(bookings)
        .where(heldOverlapping(calendarId, forKey, from, to))
        .orderBy(bookings.slotStart);
      return rows.map((row) => ({ start: Number(row.start), end: Number(row.end), state: row.state }));
    },
  };
}

/**
 * A person's places (booked or waiting, not cancelled) on a calendar in slots that overlap [from, to): the
 * one-place-per-person rule of `book` and what availability says of it before a refusal look at the same rows.
 */
export function heldOverlapping(calendarId: number, forKey: string, from: Date, to: Date): SQL | undefined {
  return and(
    eq(bookings.calendarId, calendarId),
    eq(bookings.forKey, forKey),
    ne(bookings.state, 'annullato'),
    lt(bookings.slotStart, to),
    sql`${bookings.slotEnd} > ${from.toISOString()}`,
  );
}

/** An instant column as milliseconds since the epoch. */
export function epochMs(column: AnyPgColumn): SQL {
  return sql`(extract(epoch from ${column}) * 1000)::float8`;
}
