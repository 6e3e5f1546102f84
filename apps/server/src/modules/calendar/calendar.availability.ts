import type { Configurazione } from '@halo/contract/calendar';
import Holidays from 'date-holidays';
import { DateTime } from 'luxon';

/**
 * Availability is computed, never stored (docs/adr/0013-calendar-model.md): a configuration's wall-clock hours,
 * turned into instants in the calendar's zone with Luxon, minus closures and national holidays. A range runs from
 * its opening instant to its closing instant, so on the last Sunday of March (23 hours) the hour that does not exist
 * holds no slot, and on the last Sunday of October (25 hours) the repeated hour holds its slots twice.
 */

export interface SlotCandidate {
  start: DateTime;
  end: DateTime;
  titolo: string | null;
  posti: number;
}

export interface DayClosure {
  data: string;
  motivo: string;
}

const holidays = new Holidays('IT');
const holidaysByYear = new Map<number, Map<string, string>>();

/** Italy's national public holidays of a year (the maintained date-holidays data): date → name. */
export function nationalHolidays(year: number): Map<string, string> {
  let byDate = holidaysByYear.get(year);
  if (!byDate) {
    byDate = new Map(
      holidays
        .getHolidays(year)
        .filter((holiday) => holiday.type === 'public')
        .map((holiday) => [holiday.date.slice(0, 10), holiday.name]),
    );
    holidaysByYear.set(year, byDate);
  }
  return byDate;
}

/** Why the calendar is closed on a local date (a closure's reason, a holiday's name), or null when it is open. */
export function closureOn(conf: Configurazione, isoDate: string): string | null {
  const closure = conf.chiusure.find((c) => c.dal <= isoDate && isoDate <= c.al);
  if (closure) {
    return closure.motivo;
  }
  if (conf.festivitaChiuse) {
    return nationalHolidays(Number(isoDate.slice(0, 4))).get(isoDate) ?? null;
  }
  return null;
}

function localInstant(isoDate: string, time: string, zone: string): DateTime {
  return DateTime.fromISO(`${isoDate}T${time}`, { zone });
}

/** The slots of one local date, in order, and the reason it is closed if it is. */
export function slotsOn(
  conf: Configurazione,
  zone: string,
  isoDate: string,
): { slots: SlotCandidate[]; closed: string | null } {
  const closed = closureOn(conf, isoDate);
  if (closed) {
    return { slots: [], closed };
  }
  const slots: SlotCandidate[] = [];
  if (conf.tipo === 'evento') {
    for (const evento of conf.eventi) {
      if (evento.inizio.slice(0, 10) === isoDate) {
        slots.push({
          start: DateTime.fromISO(evento.inizio, { zone }),
          end: DateTime.fromISO(evento.fine, { zone }),
          titolo: evento.titolo,
          posti: evento.posti,
        });
      }
    }
  } else {
    const weekday = DateTime.fromISO(isoDate, { zone }).weekday;
    for (const range of conf.orari.filter((r) => r.giorno === weekday)) {
      const closes = localInstant(isoDate, range.alle, zone);
      let start = localInstant(isoDate, range.dalle, zone);
      for (;;) {
        const end = start.plus({ minutes: conf.durataMinuti });
        if (end > closes) break;
        slots.push({ start, end, titolo: null, posti: conf.posti });
        start = end;
      }
    }
  }
  slots.sort((a, b) => a.start.toMillis() - b.start.toMillis());
  return { slots, closed: null };
}

/** Every slot from `from` to `to` (local dates, both included), and the closed days among them. */
export function slotsBetween(
  conf: Configurazione,
  zone: string,
  from: string,
  to: string,
): { slots: SlotCandidate[]; closures: DayClosure[] } {
  const slots: SlotCandidate[] = [];
  const closures: DayClosure[] = [];
  const last = DateTime.fromISO(to, { zone });
  for (let day = DateTime.fromISO(from, { zone }); day <= last; day = day.plus({ days: 1 })) {
    const isoDate = day.toISODate() ?? '';
    const { slots: ofDay, closed } = slotsOn(conf, zone, isoDate);
    if (closed) {
      closures.push({ data: isoDate, motivo: closed });
    }
    slots.push(...ofDay);
  }
  return { slots, closures };
}

/** An instant as the API writes it: ISO 8601 in the calendar's zone, with its offset. */
export function isoInZone(instant: Date | DateTime, zone: string): string {
  const dt = instant instanceof Date ? DateTime.fromJSDate(instant) : instant;
  return dt.setZone(zone).toISO({ suppressMilliseconds: true }) ?? '';
}

/** The local date of an instant in a zone. */
export function localDateOf(instant: Date | DateTime, zone: string): string {
  const dt = instant instanceof Date ? DateTime.fromJSDate(instant) : instant;
  return dt.setZone(zone).toISODate() ?? '';
}
