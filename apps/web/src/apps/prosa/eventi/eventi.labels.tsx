import { aslName } from '@halo/contract/asl-name';
import { type BookingState, bookingStateCodes, DEFAULT_TIME_ZONE } from '@halo/contract/calendar';
import type { Evento } from '@halo/contract/prosa/eventi';
import type { OperatoreProfilo } from '@halo/contract/prosa/profiles';
import { useTranslation } from 'react-i18next';
import { dayInItaly, longDay } from '../../../lib/locale.ts';
import { formatDate } from '../../../lib/ui/list-params.ts';
import { useProsaStaff } from '../account/prosa-profile.tsx';

/** Where the events' screen is (the manifest's route), and one day of its agenda. */
export const eventiPaths = {
  list: '/prosa/eventi',
  day: (day: string) => `/prosa/eventi?dal=${day}&al=${day}`,
};

// ---------------------------------------------------------------------------------------------------------------
// Days and times in Italy: events are entered and shown in Italian time, wherever the browser is.

const ZONE = DEFAULT_TIME_ZONE;

/** The calendar day (AAAA-MM-GG) in Italy of an instant. */
export const romeDate = (instant: string | Date) => dayInItaly(instant);

/** Today in Italy (AAAA-MM-GG). */
export const todayInRome = () => dayInItaly();

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const atNoon = (day: string) => new Date(`${day}T12:00:00Z`);

/** A real calendar day written AAAA-MM-GG (an old or hand-made link may carry anything else). */
export function isDay(value: string): boolean {
  return DAY.test(value) && atNoon(value).toISOString().startsWith(value);
}

export function addDays(day: string, days: number): string {
  return new Date(atNoon(day).getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Days from `from` to `to` (0: the same day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((atNoon(to).getTime() - atNoon(from).getTime()) / 86_400_000);
}

/** The first and last day of the month `months` after the one of `day`. */
export function monthOf(day: string, months = 0): { first: string; last: string } {
  const date = atNoon(day);
  const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1, 12));
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months + 1, 0, 12));
  return { first: first.toISOString().slice(0, 10), last: last.toISOString().slice(0, 10) };
}

const localParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as the form's inputs and the contract write it: `AAAA-MM-GGTHH:MM` in Italy. */
export function localInput(iso: string): string {
  const parts = Object.fromEntries(localParts.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

const clock = new Intl.DateTimeFormat('it-IT', { hour: '2-digit', minute: '2-digit', timeZone: ZONE });

/** Whether the event has begun (it can no longer be booked). */
export const hasStarted = (evento: Pick<Evento, 'inizio'>, now = Date.now()) =>
  new Date(evento.inizio).getTime() <= now;

/** How many people hold or wait for a seat: with any, its times are fixed and deleting it cancels them. */
export const peopleOf = (evento: Pick<Evento, 'posti' | 'liberi' | 'inAttesa'>) =>
  evento.posti - evento.liberi + evento.inAttesa;

const isBookingState = (stato: string): stato is BookingState =>
  (bookingStateCodes as readonly string[]).includes(stato);

/** A booking that holds a seat (booked, confirmed) or waits for one. */
export function bookingKind(stato: string | undefined): 'booked' | 'waiting' | 'other' | null {
  if (stato === undefined || stato === 'annullato') return null;
  if (stato === 'prenotato' || stato === 'confermato') return 'booked';
  if (stato === 'in-attesa') return 'waiting';
  return 'other';
}

/** An event's facts as the screens write them, in the user's language; times always in Italy's. */
export function useEventoLabels() {
  const { t, i18n } = useTranslation('prosaAttivita');
  const hours = (evento: Pick<Evento, 'inizio' | 'fine'>) => {
    const from = clock.format(new Date(evento.inizio));
    const to = clock.format(new Date(evento.fine));
    if (romeDate(evento.inizio) === romeDate(evento.fine)) return t('events.time.range', { from, to });
    return t('events.time.across', {
      from: `${formatDate(evento.inizio)} ${from}`,
      to: `${formatDate(evento.fine)} ${to}`,
    });
  };
  return {
    /** A day (AAAA-MM-GG) in full: «giovedì 3 dicembre 2026». */
    day: (day: string) => longDay(day, i18n.language, true),
    /** A day (AAAA-MM-GG) in short: «03/12/26». */
    shortDay: (day: string) => formatDate(atNoon(day).toISOString()),
    hours,
    /** The day and the hours: «giovedì 3 dicembre 2026, dalle 10:00 alle 12:00». */
    when: (evento: Pick<Evento, 'inizio' | 'fine'>) =>
      t('events.time.dayAndTime', {
        day: longDay(romeDate(evento.inizio), i18n.language, true),
        time: hours(evento),
      }),
    seats: (evento: Pick<Evento, 'posti' | 'liberi'>) =>
      evento.liberi > 0
        ? t('events.seats.free', { count: evento.liberi, total: evento.posti })
        : t('events.seats.full', { count: evento.posti }),
    waiting: (evento: Pick<Evento, 'inAttesa'>) =>
      evento.inAttesa > 0 ? t('events.seats.waiting', { count: evento.inAttesa }) : null,
    aslName,
    bookingState: (stato: string) => (isBookingState(stato) ? t(`events.booking.states.${stato}`) : stato),
  };
}

/**
 * What the reader may do with events (docs/adr/0020), for the screens to offer only that; the server decides
 * anyway. Anyone signed in books a seat; staff (admin-prosa, operators, managers) add events to the projects
 * (with their `progetti` feature on) and the campaigns (`campagne`) of their scope, and change or delete those the
 * server marks `modificabile`.
 */
export function useEventiViewer() {
  const { admin, staff, own, features } = useProsaStaff();
  const kinds = { progetti: staff && features.progetti, campagne: staff && features.campagne };
  return { admin, staff, own, kinds, writes: kinds.progetti || kinds.campagne };
}

/**
 * Whether a project or a campaign lies in the scope of the member of staff (docs/adr/0016): the whole authority at
 * level ASL, the district's or the department's at those levels; at levels PO and UO the ones they wrote, which
 * only the server knows (it refuses the others).
 */
export function inOwnScope(
  own: OperatoreProfilo | null,
  admin: boolean,
  item: { aslId: number; distretto: { id: number } | null; dipartimento: { id: number } | null },
): boolean {
  if (admin) return true;
  if (!own || own.aslId !== item.aslId) return false;
  const { livello, riferimento } = own.operabilita;
  if (livello === 'DISTRETTO') return riferimento !== null && item.distretto?.id === riferimento.id;
  if (livello === 'DIPARTIMENTO') return riferimento !== null && item.dipartimento?.id === riferimento.id;
  return true;
}
