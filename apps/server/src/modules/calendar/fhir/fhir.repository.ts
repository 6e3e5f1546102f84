import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { allOf, idsIn, instantIn, NOTHING, searchPage } from '../../../db/search-conditions.ts';
import type { RowsPage } from '../../../fhir/bundle.ts';
import type { Criteria, ParsedSearch, TokenValue } from '../../../fhir/search.ts';
import type { BookingRow, CalendarRow } from '../calendar.repository.ts';
import { bookings, calendars } from '../calendar.tables.ts';
import {
  APPOINTMENT_PREFIX,
  APPOINTMENT_STATUS,
  CALENDAR_TYPE,
  SCHEDULE_PREFIX,
  statesOfStatus,
} from './fhir.resources.ts';

/**
 * The structures an `actor` reference names, by their code (`codiceStruttura`, what a calendar's owner holds): one
 * list per occurrence of the parameter, its values OR-ed; `null` for a reference that names no structure.
 */
export type StructureCriteria = Criteria<string | null>;

/**
 * What a caller reaches of the bookings (calendar.access.ts's rule, as prenotazioni.service.ts lists them): their
 * own, and those of the calendars they operate.
 */
export interface BookingReach {
  subject: string;
  operated: number[];
}

export type AppointmentFhirRow = { booking: BookingRow; calendar: CalendarRow };

/** A calendar owned by one of the structures named (an actor reference that names none matches nothing). */
function ownedBy(criteria: StructureCriteria | undefined): SQL | undefined {
  return allOf(criteria, (code) =>
    code === null ? NOTHING : and(eq(calendars.ownerKind, 'struttura'), eq(calendars.ownerRef, code)),
  );
}

/** A token over the codes of one system (the calendar's types, the booking states' FHIR statuses). */
function inSystem(token: TokenValue, system: string, codeCondition: (code: string) => SQL): SQL {
  if (token.system !== undefined && token.system !== system) return NOTHING;
  return token.code === undefined ? sql`true` : codeCondition(token.code);
}

/**
 * The SQL of the calendar's FHIR API (docs/adr/0046-fhir.md): each search as one page and its total, within what the
 * caller reaches (the calendars they may see, the bookings they may read), its parameters turned into conditions.
 */
export function createCalendarFhirRepository(db: Db) {
  return {
    /** The calendars among `visible` that match the search, by name. */
    async schedules(
      visible: number[],
      search: ParsedSearch,
      actors: StructureCriteria | undefined,
    ): Promise<RowsPage<CalendarRow>> {
      if (visible.length === 0) return { rows: [], total: 0 };
      const where = and(
        inArray(calendars.id, visible),
        idsIn(calendars.id, search.ids, SCHEDULE_PREFIX),
        ownedBy(actors),
        allOf(search.tokens.get('active'), (token) => {
          if (token.system) return NOTHING;
          if (token.code === undefined) return sql`true`;
          return token.code === 'true' || token.code === 'false'
            ? eq(calendars.attivo, token.code === 'true')
            : NOTHING;
        }),
        allOf(search.tokens.get('service-type'), (token) =>
          inSystem(token, CALENDAR_TYPE, (code) => eq(calendars.tipo, code)),
        ),
      );
      const order = [asc(calendars.nome), asc(calendars.id)];
      return searchPage(db, db.select().from(calendars).$dynamic(), where, order, search);
    },

    /** The bookings a caller reaches that match the search, by start, with their calendars. */
    async appointments(
      reach: BookingReach,
      search: ParsedSearch,
      actors: StructureCriteria | undefined,
    ): Promise<RowsPage<AppointmentFhirRow>> {
      const where = and(
        or(
          eq(bookings.forSubject, reach.subject),
          reach.operated.length ? inArray(bookings.calendarId, reach.operated) : undefined,
        ),
        idsIn(bookings.id, search.ids, APPOINTMENT_PREFIX),
        ownedBy(actors),
        allOf(search.tokens.get('status'), (token) =>
          inSystem(token, APPOINTMENT_STATUS, (code) => {
            const states = statesOfStatus(code);
            return states.length ? inArray(bookings.state, states) : NOTHING;
          }),
        ),
        allOf(search.dates.get('date'), (date) => instantIn(bookings.slotStart, date)),
      );
      const { rows, total } = await searchPage(
        db,
        db.select().from(bookings).innerJoin(calendars, eq(calendars.id, bookings.calendarId)).$dynamic(),
        where,
        [asc(bookings.slotStart), asc(bookings.id)],
        search,
      );
      return { rows: rows.map((row) => ({ booking: row.bookings, calendar: row.calendars })), total };
    },
  };
}
