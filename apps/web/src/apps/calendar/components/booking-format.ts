import { DEFAULT_TIME_ZONE } from '@halo/contract/calendar';

/**
 * Dates of the booking screens. A calendar's days are local dates (`2026-11-30`) in its time zone; arithmetic on
 * them runs in UTC, where no daylight-saving change can add or lose an hour and move a day.
 */

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The `Intl` locale of the SPA's language. */
export function intlLocale(language: string | undefined): string {
  return language === 'en' ? 'en-GB' : 'it-IT';
}

/** The local date (YYYY-MM-DD) of an instant in a time zone. */
export function localDate(instant: Date | string, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(typeof instant === 'string' ? new Date(instant) : instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The Monday of the week of a local date. */
export function mondayOf(date: string): string {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

/** A local date the address carries, if it is one (`2026-02-30` is not). */
export function readLocalDate(value: string | null): string | null {
  if (!value || !LOCAL_DATE.test(value)) return null;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value ? value : null;
}

/** The Monday of the current week where the calendars are (Italy). */
export function thisMonday(now: Date = new Date()): string {
  return mondayOf(localDate(now, DEFAULT_TIME_ZONE));
}

/** A local date in words: 'martedì 1 dicembre 2026' ('Tuesday 1 December 2026'). */
export function formatDay(date: string, locale: string, withYear = true): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: withYear ? 'numeric' : undefined,
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** The time of an instant in a time zone: '08:30'. */
export function formatTime(iso: string, zone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone: zone, hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );
}

/**
 * The local date and time an instant with offset was written in. The server writes a booking's times in its
 * calendar's zone (`2026-12-01T08:30:00+01:00`), which the booking does not name: its wall clock is the one to show.
 */
export function wallClock(iso: string): { date: string; time: string } {
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** A deadline (an instant in UTC) as the people of the calendars read it: '30 novembre 2026 alle ore 08:30'. */
export function formatInstant(iso: string, locale: string, zone: string = DEFAULT_TIME_ZONE): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: zone }).format(
    new Date(iso),
  );
}

/** A record's id the address carries (`?calendario=12`), if it is one. */
export function readId(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
