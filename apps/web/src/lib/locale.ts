/** The Intl locale of the SPA's language: British English (31/01/2022), else Italian. */
export function localeOf(language: string | undefined): string {
  return language === 'en' ? 'en-GB' : 'it-IT';
}

const longDays = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar day (AAAA-MM-GG) in full, in the reader's language and Italy's calendar: «4 marzo 1950», or with
 * `weekday` «giovedì 3 dicembre 2026». The day is taken at noon, so no time zone moves it to the day before.
 */
export function longDay(day: string, language: string | undefined, weekday = false): string {
  const key = `${localeOf(language)}|${weekday}`;
  let format = longDays.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), {
      ...(weekday ? { weekday: 'long' } : {}),
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Rome',
    });
    longDays.set(key, format);
  }
  return format.format(new Date(`${day.slice(0, 10)}T12:00:00Z`));
}

const italianDays = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' });

/** The calendar day (AAAA-MM-GG) in Italy of an instant, by default now: the day the servers decide by. */
export const dayInItaly = (instant: string | number | Date = new Date()) =>
  italianDays.format(new Date(instant));
