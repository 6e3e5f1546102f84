import { DEFAULT_TIME_ZONE } from '@halo/contract/calendar';
import { partsIn, zoneOffsetMinutes } from '../../lib/zone-time.ts';

/**
 * Days and times of a calendar in its own time zone (`fusoOrario`), which need not be the browser's. The SPA has
 * no date library: the zone's offset at an instant comes from Intl, and local dates (`YYYY-MM-DD`) are counted
 * as UTC days so that adding one never meets a daylight-saving change.
 */

/** A local date, `YYYY-MM-DD`. */
export type LocalDate = string;

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function ymd(date: LocalDate): [number, number, number] {
  const match = LOCAL_DATE.exec(date);
  if (!match) throw new Error(`Data non valida: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function utcDay(date: LocalDate): Date {
  const [y, m, d] = ymd(date);
  return new Date(Date.UTC(y, m - 1, d));
}

function fromUtcDay(day: Date): LocalDate {
  return day.toISOString().slice(0, 10);
}

export function isLocalDate(value: string | null | undefined): value is LocalDate {
  if (!value || !LOCAL_DATE.test(value)) return false;
  const day = utcDay(value);
  return !Number.isNaN(day.getTime()) && fromUtcDay(day) === value;
}

export function addDays(date: LocalDate, days: number): LocalDate {
  const day = utcDay(date);
  day.setUTCDate(day.getUTCDate() + days);
  return fromUtcDay(day);
}

/** ISO weekday: 1 Monday … 7 Sunday (the contract's `giorno`). */
export function isoWeekday(date: LocalDate): number {
  return ((utcDay(date).getUTCDay() + 6) % 7) + 1;
}

/** The Monday of the date's week. */
export function startOfWeek(date: LocalDate): LocalDate {
  return addDays(date, 1 - isoWeekday(date));
}

/** The instant the zone's clocks show the local date at `minutes` after midnight. */
export function zonedInstant(date: LocalDate, zone: string, minutes = 0): Date {
  const wall = utcDay(date).getTime() + minutes * 60_000;
  const first = zoneOffsetMinutes(zone, wall);
  let instant = wall - first * 60_000;
  // Near a change of offset the first guess sits on the other side of it: the offset there is the right one.
  const second = zoneOffsetMinutes(zone, instant);
  if (second !== first) instant = wall - second * 60_000;
  return new Date(instant);
}

/** The local date of an instant in the zone. */
export function localDateOf(instant: Date | string | number, zone: string): LocalDate {
  const p = partsIn(zone, new Date(instant).getTime());
  const pad = (n: number | undefined, width = 2) => String(n ?? 0).padStart(width, '0');
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** Today in the zone. */
export function todayIn(zone: string, now: Date = new Date()): LocalDate {
  return localDateOf(now, zone);
}

/** The instants from the first local day's midnight (included) to the one after the last day (excluded). */
export function daysWindow(from: LocalDate, to: LocalDate, zone: string): { dal: string; al: string } {
  return {
    dal: zonedInstant(from, zone).toISOString(),
    al: zonedInstant(addDays(to, 1), zone).toISOString(),
  };
}

export { localeOf } from '../../lib/locale.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${zone}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    formatters.set(key, cached);
  }
  return cached;
}

/** `10:00`: the time of an instant on the zone's clocks. */
export function formatTime(instant: string | Date, zone: string, locale: string): string {
  return formatter(locale, zone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(instant),
  );
}

/** `25/11/2026, 10:00` on the zone's clocks. */
export function formatDateTime(instant: string | Date, zone: string, locale: string): string {
  return formatter(locale, zone, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(instant));
}

/** A deadline (an instant) as the people of the calendars read it: `30 novembre 2026 alle ore 08:30`. */
export function formatInstant(instant: string, locale: string, zone: string = DEFAULT_TIME_ZONE): string {
  return formatter(locale, zone, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(instant));
}

/**
 * The local date and time an instant with offset was written in. The server writes a booking's times in its
 * calendar's zone (`2026-12-01T08:30:00+01:00`), which the booking does not name: its wall clock is the one to show.
 */
export function wallClock(iso: string): { date: LocalDate; time: string } {
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/**
 * A local date in words: `mercoledì 25 novembre 2026` (long), `mercoledì 25 novembre` (day), `mer 25 nov` (short),
 * `25/11` (numeric).
 */
export function formatDay(
  date: LocalDate,
  locale: string,
  style: 'long' | 'day' | 'short' | 'numeric' = 'long',
): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'long' || style === 'day'
      ? { weekday: 'long', day: 'numeric', month: 'long', year: style === 'long' ? 'numeric' : undefined }
      : style === 'short'
        ? { weekday: 'short', day: 'numeric', month: 'short' }
        : { day: '2-digit', month: '2-digit' };
  // A local date is a calendar day, not an instant: read it as a UTC day, whatever the zone.
  return formatter(locale, 'UTC', options).format(utcDay(date));
}
