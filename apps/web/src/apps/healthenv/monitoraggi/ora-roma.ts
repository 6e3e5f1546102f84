/**
 * Hours of a day in Italy (Europe/Rome) as the API takes them: the start of the hour in ISO 8601 with the offset
 * of that moment (`2022-07-01T14:00:00+02:00`). A day of the change to summer time has 23 hours, the day back to
 * winter time 25 (02:00 twice, at +02:00 and then at +01:00): the list follows the calendar, not 24 slots.
 */

import { partsIn, zoneOffsetMinutes } from '../../../lib/zone-time.ts';

const HOUR = 3_600_000;
const ROME = 'Europe/Rome';

interface Wall {
  day: string;
  hour: string;
  minute: string;
  /** Minutes east of UTC at that moment. */
  offset: number;
}

function wallOf(instant: number): Wall {
  const p = partsIn(ROME, instant);
  const pad = (n: number | undefined) => String(n ?? 0).padStart(2, '0');
  return {
    day: `${p.year}-${pad(p.month)}-${pad(p.day)}`,
    hour: pad(p.hour),
    minute: pad(p.minute),
    offset: zoneOffsetMinutes(ROME, instant),
  };
}

/** `+02:00`, `+01:00` */
export function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${sign}${hh}:${mm}`;
}

/** The moment in Italy's wall clock, with its offset: what `z.iso.datetime({ offset: true })` accepts. */
export function romeIso(instant: number): string {
  const wall = wallOf(instant);
  return `${wall.day}T${wall.hour}:${wall.minute}:00${offsetText(wall.offset)}`;
}

export interface OraDelGiorno {
  /** The start of the hour, ISO 8601 with Italy's offset at that moment. */
  inizio: string;
  /** `14:00`; an hour that comes twice (back to winter time) names its offset too. */
  label: string;
}

/** The hours of a calendar day in Italy (AAAA-MM-GG), in order; none for a date that is not one. */
export function oreDelGiorno(day: string): OraDelGiorno[] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return [];
  const midnightUtc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (Number.isNaN(midnightUtc)) return [];
  // Italy is one or two hours ahead of UTC: the day's hours start between 22:00 and 23:00 UTC of the day before.
  const hours: { inizio: string; hour: string; offset: number }[] = [];
  for (let instant = midnightUtc - 3 * HOUR; instant < midnightUtc + 25 * HOUR; instant += HOUR) {
    const wall = wallOf(instant);
    if (wall.day === day) hours.push({ inizio: romeIso(instant), hour: wall.hour, offset: wall.offset });
  }
  return hours.map(({ inizio, hour, offset }) => {
    const twice = hours.filter((h) => h.hour === hour).length > 1;
    return { inizio, label: twice ? `${hour}:00 (UTC${offsetText(offset)})` : `${hour}:00` };
  });
}
