import { and, asc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { updateAtVersion } from '../../../db/versioned.ts';
import { bookings, calendars } from '../calendar.tables.ts';
import type { BookingRow } from '../prenotazioni/prenotazioni.repository.ts';

export type CalendarRow = typeof calendars.$inferSelect;
export type NewCalendarRow = typeof calendars.$inferInsert;

export interface CalendarFilter {
  tipo?: string;
  codiceAsl?: string;
  struttura?: string;
  q?: string;
}

/** The calendars' SQL: the calendars themselves, and the bookings a removal has to cancel. */
export function createCalendariRepository(db: Db) {
  return {
    listCalendars(filter: CalendarFilter): Promise<CalendarRow[]> {
      const conditions: (SQL | undefined)[] = [
        filter.tipo ? eq(calendars.tipo, filter.tipo) : undefined,
        filter.codiceAsl ? eq(calendars.codiceAsl, filter.codiceAsl) : undefined,
        filter.struttura
          ? and(eq(calendars.ownerKind, 'struttura'), eq(calendars.ownerRef, filter.struttura))
          : undefined,
        filter.q ? sql`${calendars.nome} ILIKE ${`%${filter.q.replace(/[\\%_]/g, '\\$&')}%`}` : undefined,
      ];
      return db
        .select()
        .from(calendars)
        .where(and(...conditions))
        .orderBy(asc(calendars.nome), asc(calendars.id))
        .limit(1000);
    },

    async findCalendar(id: number, tx: Db = db): Promise<CalendarRow | undefined> {
      const [row] = await tx.select().from(calendars).where(eq(calendars.id, id));
      return row;
    },

    async insertCalendar(values: NewCalendarRow, tx: Db): Promise<CalendarRow> {
      const [row] = await tx.insert(calendars).values(values).returning();
      if (!row) throw new Error('calendar not inserted');
      return row;
    },

    /** Updates at the version read; undefined when someone else changed it first. */
    async updateCalendar(
      id: number,
      version: number,
      values: Partial<NewCalendarRow>,
      tx: Db,
    ): Promise<CalendarRow | undefined> {
      return updateAtVersion(tx, calendars, { id, version }, { ...values, updatedAt: sql`now()` });
    },

    async deleteCalendar(id: number, tx: Db): Promise<void> {
      await tx.delete(calendars).where(eq(calendars.id, id));
    },

    /** Bookings that still hold or wait for a place in a calendar from `from` on. */
    futureActiveBookings(calendarId: number, from: Date, tx: Db = db): Promise<BookingRow[]> {
      return tx
        .select()
        .from(bookings)
        .where(
          and(
            eq(bookings.calendarId, calendarId),
            gte(bookings.slotStart, from),
            inArray(bookings.state, ['prenotato', 'confermato', 'in-attesa']),
          ),
        );
    },
  };
}
