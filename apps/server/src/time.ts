import { DateTime } from 'luxon';

const romeDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' });

/** The calendar day (AAAA-MM-GG) in Italy at an instant: campaigns open and close, and people age, by it. */
export const romeDate = (instant: Date) => romeDay.format(instant);

/** The next midnight in Italy after an instant (milliseconds since the epoch): when `romeDate` changes. */
export function nextRomeMidnight(instant: Date): number {
  return DateTime.fromJSDate(instant).setZone('Europe/Rome').startOf('day').plus({ days: 1 }).toMillis();
}
