import type { Principal } from '@halo/contract';
import type { Disponibilita } from '@halo/contract/calendar/calendari';
import { DateTime } from 'luxon';
import type { CalendarParts } from '../calendar.parts.ts';
import type { CalendarRow } from '../calendar.repository.ts';
import { availabilityAt, slotsBetween } from './disponibilita.ts';

/**
 * Windows of a calendar's availability, as one person looks at them: the slots its configuration makes, the seats
 * taken and people waiting in them, the person's own places; each kept until what it depends on changes.
 */
export function createCalendarWindows({ deps, repo, now }: CalendarParts) {
  /**
   * A window's seats taken and waiting lists, shared by everyone who looks at it, and each person's own places in
   * it: kept until a booking of that calendar changes, on any replica (a booking notifies its calendar, migration
   * 0026), so a month of availability costs no query while nobody books.
   */
  type Window = { calendarId: number; from: Date; to: Date };
  const windowKey = (w: Window) => `${w.calendarId}:${w.from.getTime()}:${w.to.getTime()}`;
  const byCalendar = {
    tables: [],
    byKey: ['calendar.bookings', 'calendar.slot_load'],
    groupOf: (w: Window) => String(w.calendarId),
  } as const;
  const windowCounts = deps.cache
    ? deps.cache.memo({
        ...byCalendar,
        keyOf: windowKey,
        load: (w: Window) => repo.windowCounts(w.calendarId, w.from, w.to),
        max: 2000,
      })
    : (w: Window) => repo.windowCounts(w.calendarId, w.from, w.to);
  const heldIn = deps.cache
    ? deps.cache.memo({
        ...byCalendar,
        keyOf: (w: Window & { forKey: string }) => `${windowKey(w)}:${w.forKey}`,
        load: (w) => repo.heldIn(w.calendarId, w.forKey, w.from, w.to),
        max: 20_000,
      })
    : (w: Window & { forKey: string }) => repo.heldIn(w.calendarId, w.forKey, w.from, w.to);

  /**
   * The slots of a window as the calendar's configuration makes them (Luxon at each range's edges, the holidays of
   * the year): a pure function of the calendar's row, kept per calendar version and window. The key names the
   * version each request has just read, so another replica's change is a new key, never a stale answer.
   */
  const slotsKept = new Map<string, ReturnType<typeof slotsBetween> & { from: Date; to: Date }>();
  function slotsOf(calendar: CalendarRow, dal: string, al: string) {
    const key = `${calendar.id}:${calendar.version}:${dal}:${al}`;
    let kept = slotsKept.get(key);
    if (!kept) {
      const zone = calendar.fusoOrario;
      kept = {
        ...slotsBetween(calendar.configurazione, zone, dal, al),
        // The window's instants: from the start of `dal` to the end of `al`, in the calendar's zone.
        from: DateTime.fromISO(dal, { zone }).toJSDate(),
        to: DateTime.fromISO(al, { zone }).plus({ days: 1 }).toJSDate(),
      };
      if (slotsKept.size >= 1000) {
        const oldest = slotsKept.keys().next().value;
        if (oldest !== undefined) slotsKept.delete(oldest);
      }
      slotsKept.set(key, kept);
    }
    return kept;
  }

  /**
   * The slots of a calendar from `dal` to `al` (local dates, both included) as a person sees them: seats left,
   * people waiting, whether it is bookable and why not, and whether the person already holds a place there (booked
   * or waiting; `book` would refuse a second one), so the screen says so before any confirmation. Whether a slot is
   * bookable stays the calendar's rule: an operator booking on someone's behalf is not held back by their own place.
   */
  async function availability(
    calendar: CalendarRow,
    principal: Principal,
    dal: string,
    al: string,
  ): Promise<{ disponibilita: Disponibilita; until: number }> {
    return availabilityAt(calendar, await windowOf(calendar, principal, dal, al), dal, al, now());
  }

  /** What a window's availability is computed from: its slots and closures, its seat counts, the person's places. */
  async function windowOf(calendar: CalendarRow, principal: Principal, dal: string, al: string) {
    const { slots, closures, from, to } = slotsOf(calendar, dal, al);
    const range = { calendarId: calendar.id, from, to };
    const [counts, own] = await Promise.all([
      windowCounts(range),
      heldIn({ ...range, forKey: `sub:${principal.userId}` }),
    ]);
    return { slots, closures, counts, own };
  }

  return { availability, windowOf };
}

export type CalendarWindows = ReturnType<typeof createCalendarWindows>;
