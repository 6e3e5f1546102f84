import { type BookingState, calendarMessages as m } from '@halo/contract/calendar';
import type { Configurazione, Disponibilita } from '@halo/contract/calendar/calendari';
import Holidays from 'date-holidays';
import { DateTime, IANAZone } from 'luxon';

/**
 * Availability is computed, never stored (docs/adr/0013-calendar-model.md): a configuration's wall-clock hours,
 * turned into instants in the calendar's zone with Luxon, minus closures and national holidays. A range runs from
 * its opening instant to its closing instant, so on the last Sunday of March (23 hours) the hour that does not exist
 * holds no slot, and on the last Sunday of October (25 hours) the repeated hour holds its slots twice.
 */

/** A slot as instants (milliseconds since the epoch): what availability is computed in, formatted at the end. */
export interface SlotCandidate {
  start: number;
  end: number;
  /** The zone's offsets (minutes east of UTC) at the start and at the end, for writing them with their offset. */
  startOffset: number;
  endOffset: number;
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

const MINUTE = 60_000;
const DAY = 86_400_000;

/** ISO weekday (1 Monday … 7 Sunday) of a calendar date, whatever the zone. */
function weekdayOf(isoDate: string): number {
  return ((new Date(`${isoDate}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

/** The calendar date `days` after (or before) another: dates, not instants, so no zone is involved. */
export function plusDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
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
        const start = DateTime.fromISO(evento.inizio, { zone });
        const end = DateTime.fromISO(evento.fine, { zone });
        slots.push({
          start: start.toMillis(),
          end: end.toMillis(),
          startOffset: start.offset,
          endOffset: end.offset,
          titolo: evento.titolo,
          posti: evento.posti,
        });
      }
    }
  } else {
    const weekday = weekdayOf(isoDate);
    const length = conf.durataMinuti * MINUTE;
    for (const range of conf.orari) {
      if (range.giorno !== weekday) continue;
      // Absolute time between the opening and the closing instants: a 23- or 25-hour day holds what it holds.
      const opens = DateTime.fromISO(`${isoDate}T${range.dalle}`, { zone });
      const closes = DateTime.fromISO(`${isoDate}T${range.alle}`, { zone });
      // The offset is the same all along a range but on the two days a year it changes within one.
      const steady = opens.offset === closes.offset;
      const offsetAt = (ms: number) => (steady ? opens.offset : IANAZone.create(zone).offset(ms));
      for (let start = opens.toMillis(); start + length <= closes.toMillis(); start += length) {
        const end = start + length;
        slots.push({
          start,
          end,
          startOffset: offsetAt(start),
          endOffset: offsetAt(end),
          titolo: null,
          posti: conf.posti,
        });
      }
    }
  }
  slots.sort((a, b) => a.start - b.start);
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
  for (let isoDate = from; isoDate <= to; isoDate = plusDays(isoDate, 1)) {
    const { slots: ofDay, closed } = slotsOn(conf, zone, isoDate);
    if (closed) {
      closures.push({ data: isoDate, motivo: closed });
    }
    slots.push(...ofDay);
  }
  return { slots, closures };
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** An instant as the API writes it: ISO 8601 in the calendar's zone, with its offset (2027-03-28T03:00:00+02:00). */
export function isoInZone(instant: Date | number, zone: string): string {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  return isoWithOffset(ms, IANAZone.create(zone).offset(ms));
}

const suffixes = new Map<number, string>();

/** `+01:00` for 60: one string per offset, made once. */
function offsetSuffix(offset: number): string {
  let suffix = suffixes.get(offset);
  if (suffix === undefined) {
    const abs = Math.abs(offset);
    suffix = `${offset < 0 ? '-' : '+'}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
    suffixes.set(offset, suffix);
  }
  return suffix;
}

const datePrefixes = new Map<number, string>();

/** 'YYYY-MM-DDT' of a day counted from the epoch, made once per day (a month of slots writes thousands). */
function datePrefix(day: number): string {
  let prefix = datePrefixes.get(day);
  if (prefix === undefined) {
    prefix = `${new Date(day * DAY).toISOString().slice(0, 10)}T`;
    if (datePrefixes.size > 4096) datePrefixes.clear();
    datePrefixes.set(day, prefix);
  }
  return prefix;
}

/** An instant written with a known offset (minutes east of UTC). */
export function isoWithOffset(ms: number, offset: number): string {
  const local = ms + offset * MINUTE;
  const day = Math.floor(local / DAY);
  const seconds = Math.floor((local - day * DAY) / 1000);
  return `${datePrefix(day)}${two(Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}${offsetSuffix(offset)}`;
}

/** The local date of an instant in a zone. */
export function localDateOf(instant: Date | number, zone: string): string {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  return new Date(ms + IANAZone.create(zone).offset(ms) * MINUTE).toISOString().slice(0, 10);
}

/**
 * Availability at instant `at`, and the instant `until` which it stays what it is, whatever the clock says: the
 * next slot to start (it leaves the list), the next to come within the minimum notice, and the next midnight in
 * the calendar's zone (the booking horizon moves a day).
 */
export function availabilityAt(
  calendar: { attivo: boolean; configurazione: Configurazione; fusoOrario: string },
  window: {
    slots: readonly SlotCandidate[];
    closures: Disponibilita['chiusure'];
    counts: { taken: ReadonlyMap<number, number>; waiting: ReadonlyMap<number, number> };
    own: readonly { start: number; state: BookingState }[];
  },
  dal: string,
  al: string,
  at: Date,
): { disponibilita: Disponibilita; until: number } {
  const zone = calendar.fusoOrario;
  const conf = calendar.configurazione;
  const { taken, waiting } = window.counts;
  const today = DateTime.fromJSDate(at).setZone(zone).startOf('day');
  const horizon = today.plus({ days: conf.orizzonteGiorni + 1 });
  const noticeMs = conf.preavvisoMinuti * 60_000;
  const notice = at.getTime() + noticeMs;
  const beyond = horizon.toMillis();
  let until = today.plus({ days: 1 }).toMillis();
  // The reasons are the same for every slot they apply to: written once.
  const reasons = {
    inactive: m.inactive,
    notice: m.minNotice(conf.preavvisoMinuti),
    horizon: m.beyondHorizon(conf.orizzonteGiorni),
  };
  const slot: Disponibilita['slot'] = [];
  let first = true;
  let noticed = false;
  for (const candidate of window.slots) {
    const key = candidate.start;
    if (key <= at.getTime()) continue;
    if (first) {
      until = Math.min(until, key);
      first = false;
    }
    if (!noticed && key >= notice) {
      until = Math.min(until, key - noticeMs);
      noticed = true;
    }
    // Few places per person on one calendar's window: a scan per slot.
    const mine = window.own.find((p) => p.start === key);
    const reason = !calendar.attivo
      ? reasons.inactive
      : key < notice
        ? reasons.notice
        : key >= beyond
          ? reasons.horizon
          : null;
    slot.push({
      inizio: isoWithOffset(candidate.start, candidate.startOffset),
      fine: isoWithOffset(candidate.end, candidate.endOffset),
      titolo: candidate.titolo,
      posti: candidate.posti,
      liberi: Math.max(0, candidate.posti - (taken.get(key) ?? 0)),
      inAttesa: waiting.get(key) ?? 0,
      prenotabile: reason === null,
      motivo: reason,
      prenotatoDaMe: mine !== undefined && mine.state !== 'in-attesa',
      inAttesaDaMe: mine?.state === 'in-attesa',
    });
  }
  return { disponibilita: { dal, al, chiusure: [...window.closures], slot }, until };
}
