import { createHash, randomBytes } from 'node:crypto';
import {
  deriveRole,
  hasFlag,
  type Page,
  type PermissionFlag,
  type Principal,
  roleClaimsOf,
  SUPERADMIN_REALM_ROLE,
} from '@halo/contract';
import { aslName } from '@halo/contract/asl-name';
import {
  type AslCalendari,
  accessTypes,
  type BookingState,
  bookingStates,
  CALENDAR_APPLICATION,
  type Calendario,
  type CalendarioDettaglio,
  type calendarioCreateSchema,
  type calendarioQuerySchema,
  type calendarioUpdateSchema,
  calendarSections,
  calendarTypes,
  configurationTypes,
  DEFAULT_TIME_ZONE,
  type Disponibilita,
  defaultConfiguration,
  holdsSeat,
  MAX_WINDOW_DAYS,
  calendarMessages as m,
  ownerKinds,
  type Prenotazione,
  type PrimoDisponibile,
  type prenotazioneCreateSchema,
  type prenotazioneUpdateSchema,
  type prenotazioniQuerySchema,
  type titolareInputSchema,
} from '@halo/contract/calendar';
import type { SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { keptAnswers } from '../../db/kept-answers.ts';
import { pgErrorOf } from '../../db/pg-errors.ts';
import type { ReadCache } from '../../db/read-cache.ts';
import { inTransaction } from '../../db/transaction.ts';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  StaleVersionError,
  ValidationError,
} from '../../errors.ts';
import type { WriteContext } from '../../http/write-context.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { PermissionResolver } from '../../plugins/access-control.ts';
import type { AuditLog } from '../audit/audit.service.ts';
import type { IdentityAdmin } from '../authorization/identity/identity.port.ts';
import type { RegionalService } from '../regional/regional.service.ts';
import type { StructuresService } from '../structures/structures.service.ts';
import {
  availabilityAt,
  isoInZone,
  localDateOf,
  plusDays,
  slotsBetween,
  slotsOn,
} from './calendar.availability.ts';
import { bookingsIcs } from './calendar.ics.ts';
import {
  type BookingRow,
  type CalendarRepository,
  type CalendarRow,
  createCalendarRepository,
  type HistoryRow,
} from './calendar.repository.ts';

type CalendarCreate = z.output<typeof calendarioCreateSchema>;
type CalendarUpdate = z.output<typeof calendarioUpdateSchema>;
type CalendarQuery = z.output<typeof calendarioQuerySchema>;
type BookingCreate = z.output<typeof prenotazioneCreateSchema>;
type BookingUpdate = z.output<typeof prenotazioneUpdateSchema>;
type BookingQuery = z.output<typeof prenotazioniQuerySchema>;
type OwnerInput = z.output<typeof titolareInputSchema>;

/** What happened to a booking, for the mails and reminders (the notifier runs after the transaction commits). */
export interface BookingEvent {
  kind: 'prenotata' | 'in-attesa' | 'modificata' | 'annullata' | 'posto-offerto' | 'promemoria';
  booking: Prenotazione;
  calendar: Pick<CalendarRow, 'id' | 'nome' | 'fusoOrario' | 'ownerLabel'>;
}

export interface CalendarDeps {
  db: Db;
  /** Keeps calendars in memory until one changes (docs/adr/0032); read from the database at every call otherwise. */
  cache?: ReadCache;
  audit: AuditLog;
  permissions: PermissionResolver;
  regional: RegionalService;
  structures: StructuresService;
  identity: IdentityAdmin;
  /** Now, for the rules that depend on it (tests move it). */
  clock?: () => Date;
  notify?: (event: BookingEvent) => Promise<void>;
  /** Reminders and lapsing offers are jobs (docs/adr/0014); without a queue none is planned. */
  jobs?: Pick<JobQueue, 'enqueue' | 'enqueueFrom'>;
  /** The address of the platform, for the private feeds' addresses and the .ics files. */
  publicUrl: string;
  /** Told of every booking refused for a full slot or an overlap (the metrics count them). */
  onConflict?: (reason: 'slot-full' | 'overlap') => void;
}

/** The kinds of job the calendar plans, and what their payloads carry. */
export const CALENDAR_JOBS = {
  /** The reminder of a booking: `{ prenotazione, inizio }` (the start it was planned for, in ms). */
  reminder: 'calendar.promemoria',
  /** A seat offered from the waiting list lapses: `{ prenotazione, scade }` (the offer's end, in ms). */
  offerLapse: 'calendar.offerta-scaduta',
} as const;

const WAITING: BookingState = 'in-attesa';

/**
 * Who holds a calendar, as people read it: an ASL by its full name ("ASL TO3", as Pro.Sa. says it), also for the
 * calendars saved with the short name of the regional data.
 */
export function ownerLabelOf(row: Pick<CalendarRow, 'ownerKind' | 'ownerLabel'>): string {
  return row.ownerKind === 'asl' ? aslName(row.ownerLabel) : row.ownerLabel;
}

/** Where private feeds answer: the token follows. */
export const FEED_PATH = '/api/v1/calendar/feed';

/** Only the digest of a feed's token is stored: a copy of the database does not give anyone's feed. */
function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The calendar and booking service (docs/adr/0013-calendar-model.md). The database forbids double bookings: a seat
 * is taken by one upsert on `slot_load` in the transaction that inserts the booking, and a person's second place in
 * a slot is refused by a partial unique index. The rules here decide what may be asked; the database decides who wins.
 */
export function createCalendarService(deps: CalendarDeps) {
  const repo: CalendarRepository = createCalendarRepository(deps.db);
  const now = deps.clock ?? (() => new Date());
  const notify = deps.notify ?? (async () => undefined);

  // -------------------------------------------------------------------------------------------------------------
  // Who may do what

  async function masks(principal: Principal) {
    return deps.permissions.masksFor(principal, [calendarSections.calendari, calendarSections.prenotazioni]);
  }

  /** Operates a calendar: holds `flag` on the bookings section and belongs to one of its operator groups (if any). */
  function operates(
    calendar: CalendarRow,
    principal: Principal,
    mask: Map<string, number>,
    flag: PermissionFlag = 'LIST',
  ): boolean {
    if (!hasFlag(mask.get(calendarSections.prenotazioni) ?? 0, flag)) return false;
    return (
      isAdmin(principal) ||
      calendar.gruppiOperatori.length === 0 ||
      calendar.gruppiOperatori.some((g) => principal.groups.includes(g))
    );
  }

  /** The platform's superadmin and the calendar application's admins operate every calendar. */
  function isAdmin(principal: Principal): boolean {
    return (
      principal.realmRoles.includes(SUPERADMIN_REALM_ROLE) ||
      deriveRole(roleClaimsOf(principal), CALENDAR_APPLICATION).isAdmin
    );
  }

  function mayBook(calendar: CalendarRow, principal: Principal, mask: Map<string, number>): boolean {
    switch (calendar.tipoAccesso) {
      case 'pubblico':
        return true;
      case 'riservato':
        return (
          calendar.gruppi.some((g) => principal.groups.includes(g)) || operates(calendar, principal, mask)
        );
      default:
        return operates(calendar, principal, mask);
    }
  }

  function maySee(calendar: CalendarRow, principal: Principal, mask: Map<string, number>): boolean {
    return (
      hasFlag(mask.get(calendarSections.calendari) ?? 0, 'READ') ||
      operates(calendar, principal, mask) ||
      (calendar.attivo && mayBook(calendar, principal, mask))
    );
  }

  /** A calendar as the reads see it: kept until a calendar changes, on any replica (docs/adr/0032). */
  const readCalendar = deps.cache
    ? deps.cache.memo({
        tables: ['calendar.calendars'],
        load: (id: number) => repo.findCalendar(id),
        max: 5000,
      })
    : (id: number) => repo.findCalendar(id);

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

  async function visibleCalendar(id: number, principal: Principal) {
    const [calendar, mask] = await Promise.all([readCalendar(id), masks(principal)]);
    if (!calendar || !maySee(calendar, principal, mask)) {
      throw new NotFoundError(m.notFound);
    }
    return { calendar, mask };
  }

  // -------------------------------------------------------------------------------------------------------------
  // Views

  function calendarView(row: CalendarRow, managed: boolean): Calendario {
    const denominazione = ownerLabelOf(row);
    return {
      id: row.id,
      nome: row.nome,
      descrizione: row.descrizione,
      tipo: row.tipo,
      titolare: { tipo: row.ownerKind, codice: row.ownerRef, denominazione },
      codiceAsl: row.codiceAsl,
      tipoAccesso: row.tipoAccesso,
      gruppi: row.gruppi,
      gruppiOperatori: row.gruppiOperatori,
      configurazione: row.configurazione,
      fusoOrario: row.fusoOrario,
      attivo: row.attivo,
      gestibile: managed,
      version: row.version,
      aggiornatoIl: row.updatedAt.toISOString(),
    };
  }

  function bookingView(
    row: BookingRow,
    calendar: Pick<CalendarRow, 'nome' | 'fusoOrario' | 'configurazione'> | undefined,
    principal: Principal | null,
    history: HistoryRow[],
    position: number | null,
  ): Prenotazione {
    const zone = calendar?.fusoOrario ?? DEFAULT_TIME_ZONE;
    const deadline = calendar?.configurazione.termineAnnullamentoMinuti;
    const cancellable =
      deadline !== undefined && (holdsSeat(row.state) || row.state === WAITING) && row.state !== 'arrivato'
        ? new Date(row.slotStart.getTime() - deadline * 60_000)
        : null;
    return {
      id: row.id,
      calendarioId: row.calendarId,
      calendarioNome: calendar?.nome ?? '',
      inizio: isoInZone(row.slotStart, zone),
      fine: isoInZone(row.slotEnd, zone),
      titolo: row.titolo,
      stato: row.state,
      prenotataDa: row.bookedByUsername,
      per: { nome: row.forName, email: row.forEmail },
      mia: principal !== null && row.forSubject === principal.userId,
      note: row.note,
      posizioneAttesa: position,
      offertaScadeIl: row.offerExpiresAt?.toISOString() ?? null,
      annullabileFinoAl:
        cancellable && ['prenotato', 'confermato', WAITING].includes(row.state)
          ? cancellable.toISOString()
          : null,
      version: row.version,
      creataIl: row.createdAt.toISOString(),
      storia: history.map((h) => ({
        da: h.fromState,
        a: h.toState,
        il: h.at.toISOString(),
        autore: h.actorUsername,
        motivo: h.reason,
      })),
    };
  }

  async function bookingViews(rows: BookingRow[], principal: Principal | null): Promise<Prenotazione[]> {
    const calendarIds = [...new Set(rows.map((r) => r.calendarId))];
    const [calendarRows, history] = await Promise.all([
      Promise.all(calendarIds.map((id) => repo.findCalendar(id))),
      repo.historyOf(rows.map((r) => r.id)),
    ]);
    const byId = new Map(calendarRows.filter((c) => c !== undefined).map((c) => [c.id, c]));
    return Promise.all(
      rows.map(async (row) =>
        bookingView(
          row,
          byId.get(row.calendarId),
          principal,
          history.get(row.id) ?? [],
          row.state === WAITING && !row.offerExpiresAt ? await repo.waitingPosition(row) : null,
        ),
      ),
    );
  }

  async function oneBookingView(row: BookingRow, principal: Principal | null): Promise<Prenotazione> {
    const [view] = await bookingViews([row], principal);
    if (!view) throw new Error('booking view');
    return view;
  }

  // -------------------------------------------------------------------------------------------------------------
  // Calendar writes

  async function resolveOwner(owner: OwnerInput): Promise<{ label: string; codiceAsl: string | null }> {
    const notFound = () => new ValidationError([{ path: 'body.titolare.codice', message: m.ownerNotFound }]);
    switch (owner.tipo) {
      case 'asl': {
        const asl = await deps.regional.findAslByCodice(owner.codice);
        if (!asl) throw notFound();
        return { label: aslName(asl.denominazioneAzienda), codiceAsl: asl.codiceAsl };
      }
      case 'struttura': {
        const found = (await deps.structures.list({ q: owner.codice })).find(
          (s) => s.codiceStruttura === owner.codice,
        );
        if (!found) throw notFound();
        return { label: found.denominazione, codiceAsl: found.codiceAsl };
      }
      case 'unita-operativa': {
        const id = Number(owner.codice);
        if (!Number.isInteger(id) || id <= 0) throw notFound();
        const unita = await deps.regional.getUnita(id).catch(() => undefined);
        if (!unita) throw notFound();
        return { label: unita.denominazione, codiceAsl: unita.codiceAsl };
      }
      default: {
        const { items } = await deps.identity.listUsers({ search: owner.codice, first: 0, max: 20 });
        const user = items.find((u) => u.username.toLowerCase() === owner.codice.toLowerCase());
        if (!user) throw notFound();
        const name = `${user.firstName} ${user.lastName}`.trim() || user.username;
        return { label: name, codiceAsl: user.attributes.asl ?? null };
      }
    }
  }

  async function calendarValues(input: CalendarCreate | CalendarUpdate) {
    const owner = await resolveOwner(input.titolare);
    return {
      nome: input.nome,
      descrizione: input.descrizione,
      tipo: input.tipo,
      ownerKind: input.titolare.tipo,
      ownerRef: input.titolare.codice,
      ownerLabel: owner.label,
      codiceAsl: owner.codiceAsl,
      tipoAccesso: input.tipoAccesso,
      gruppi: input.tipoAccesso === 'riservato' ? input.gruppi : [],
      gruppiOperatori: input.gruppiOperatori,
      configurazione: input.configurazione,
      fusoOrario: input.fusoOrario,
      attivo: input.attivo,
    };
  }

  // -------------------------------------------------------------------------------------------------------------
  // Booking rules

  /** The slot a booking asks for, or the 400 that says why there is none. */
  function slotFor(calendar: CalendarRow, requested: string) {
    const zone = calendar.fusoOrario;
    const start = Date.parse(requested);
    const date = localDateOf(start, zone);
    const conf = calendar.configurazione;
    const invalid = (message: string) => new ValidationError([{ path: 'body.inizio', message }], message);
    const at = now();
    if (start <= at.getTime()) throw invalid(m.past);
    const { slots, closed } = slotsOn(conf, zone, date);
    if (closed) throw invalid(m.closed(closed));
    const slot = slots.find((s) => s.start === start);
    if (!slot) throw invalid(m.outsideHours);
    if (date > plusDays(localDateOf(at, zone), conf.orizzonteGiorni)) {
      throw invalid(m.beyondHorizon(conf.orizzonteGiorni));
    }
    if (slot.start < at.getTime() + conf.preavvisoMinuti * 60_000) {
      throw invalid(m.minNotice(conf.preavvisoMinuti));
    }
    return slot;
  }

  /** A booking refused for a full slot or an overlap: counted, and said under the field when there is one. */
  function bookingConflict(reason: 'slot-full' | 'overlap', onField = true): ConflictError {
    deps.onConflict?.(reason);
    const message = reason === 'overlap' ? m.overlap : m.slotFull;
    return new ConflictError(message, onField ? [{ path: 'body.inizio', message }] : []);
  }

  function translateBookingError(error: unknown): unknown {
    const pg = pgErrorOf(error);
    if (pg?.code === '23505' && pg.constraint === 'bookings_person_slot_key') {
      return bookingConflict('overlap');
    }
    if (pg?.code === '23514' && pg.constraint === 'slot_load_booked_check') {
      return bookingConflict('slot-full');
    }
    return error;
  }

  async function audit(ctx: WriteContext, bookingId: number, action: string, details: object, tx: Db) {
    await deps.audit.recordWrite(
      ctx,
      { entity: 'calendar.prenotazione', entityId: bookingId, action, details: { ...details } },
      tx,
    );
  }

  /**
   * A seat came free in a slot: it goes to the first in its waiting list (held for them for `offertaMinuti`), or
   * back to the slot when nobody waits. Runs inside the freeing transaction.
   */
  async function passSeatOn(
    calendar: CalendarRow,
    slotStart: Date,
    tx: Db,
    at: Date = now(),
  ): Promise<BookingRow | null> {
    const next = await repo.firstWaiting(calendar.id, slotStart, tx);
    if (!next) {
      await repo.releaseSeat(calendar.id, slotStart, tx);
      return null;
    }
    const expires = new Date(at.getTime() + calendar.configurazione.offertaMinuti * 60_000);
    const offered = await repo.updateBooking(next.id, next.version, { offerExpiresAt: expires }, tx);
    await deps.jobs?.enqueue(
      {
        kind: CALENDAR_JOBS.offerLapse,
        key: `${CALENDAR_JOBS.offerLapse}:${next.id}:${expires.getTime()}`,
        runAt: expires,
        payload: { prenotazione: next.id, scade: expires.getTime() },
      },
      tx,
    );
    return offered ?? null;
  }

  /**
   * The reminder of a booking being made at `start`, as a write of the booking's statement: planned only when
   * it takes a seat and the reminder's time is still ahead.
   */
  function reminderOfNew(calendar: CalendarRow, start: Date): ((booking: SQL) => SQL)[] {
    const hours = calendar.configurazione.promemoriaOre;
    const runAt = new Date(start.getTime() - hours * 3_600_000);
    const jobs = deps.jobs;
    if (!jobs || hours <= 0 || runAt.getTime() <= now().getTime()) return [];
    return [
      (booking) => {
        const reminder = repo.bookedReminder(booking, CALENDAR_JOBS.reminder, start);
        return jobs.enqueueFrom(
          { kind: CALENDAR_JOBS.reminder, key: reminder.key, runAt, payload: reminder.payload },
          booking,
          reminder.where,
        );
      },
    ];
  }

  /** Plans the reminder of a booking that holds a seat, `promemoriaOre` before it (none when that has passed). */
  async function planReminder(calendar: CalendarRow, booking: BookingRow, tx: Db): Promise<void> {
    const hours = calendar.configurazione.promemoriaOre;
    if (!deps.jobs || hours <= 0 || !['prenotato', 'confermato'].includes(booking.state)) return;
    const runAt = new Date(booking.slotStart.getTime() - hours * 3_600_000);
    if (runAt.getTime() <= now().getTime()) return;
    await deps.jobs.enqueue(
      {
        kind: CALENDAR_JOBS.reminder,
        key: `${CALENDAR_JOBS.reminder}:${booking.id}:${booking.slotStart.getTime()}`,
        runAt,
        payload: { prenotazione: booking.id, inizio: booking.slotStart.getTime() },
      },
      tx,
    );
  }

  const calendarSummary = (c: CalendarRow) => ({
    id: c.id,
    nome: c.nome,
    fusoOrario: c.fusoOrario,
    ownerLabel: ownerLabelOf(c),
  });

  /**
   * Which calendars are near a comune, for a citizen looking from where they live: those of the ASLs that serve it
   * (one of their districts includes it, or their seat is there) and those of the structures in it. An unknown
   * comune is near nothing.
   */
  async function nearComune(comuneId: number, rows: CalendarRow[]): Promise<(row: CalendarRow) => boolean> {
    const comune = await deps.regional.getComune(comuneId).catch(() => undefined);
    if (!comune) return () => false;
    const [districts, asls] = await Promise.all([
      deps.regional.listDistrettiByComune(comuneId),
      deps.regional.listAsl(),
    ]);
    const serving = new Set([
      ...districts.map((d) => d.codiceAsl),
      ...asls.filter((a) => a.comuneSedeIstat === comune.codiceIstat).map((a) => a.codiceAsl),
    ]);
    const structures = [...new Set(rows.filter((r) => r.ownerKind === 'struttura').map((r) => r.ownerRef))];
    const inComune = new Set<string>();
    for (const code of structures) {
      const found = (await deps.structures.list({ q: code })).find((s) => s.codiceStruttura === code);
      if (found?.codiceComune === comune.codiceIstat) inComune.add(code);
    }
    return (row) =>
      (row.codiceAsl !== null && serving.has(row.codiceAsl)) ||
      (row.ownerKind === 'struttura' && inComune.has(row.ownerRef));
  }

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

  /**
   * A calendar with a window of its availability, as one person sees it, kept until it would change
   * (db/kept-answers.ts): with the calendar's row, the window's counts and the person's places it was computed from,
   * and until the clock changes it.
   */
  const months = keptAnswers<CalendarioDettaglio>({ perSource: 24 });

  const service = {
    // -----------------------------------------------------------------------------------------------------------
    // Catalogues

    conf: () => ({
      predefinita: defaultConfiguration,
      fusoOrario: DEFAULT_TIME_ZONE,
      tipiAccesso: accessTypes.map((t) => ({ ...t })),
      tipiTitolare: [...ownerKinds],
    }),
    confTypes: () => configurationTypes.map((t) => ({ ...t })),
    types: () => calendarTypes.map((t) => ({ ...t })),
    states: () => bookingStates.map((s) => ({ ...s, transizioni: [...s.transizioni] })),

    // -----------------------------------------------------------------------------------------------------------
    // Calendars

    async listCalendars(principal: Principal, query: CalendarQuery): Promise<Calendario[]> {
      const [rows, mask] = await Promise.all([repo.listCalendars(query), masks(principal)]);
      const near = query.comune === undefined ? null : await nearComune(query.comune, rows);
      return rows
        .filter((row) => maySee(row, principal, mask))
        .filter((row) => !near || near(row))
        .map((row) => calendarView(row, operates(row, principal, mask)))
        .filter((view) => !query.gestiti || view.gestibile);
    },

    async getCalendar(
      principal: Principal,
      id: number,
      window: { dal?: string; al?: string },
    ): Promise<CalendarioDettaglio> {
      const { calendar, mask } = await visibleCalendar(id, principal);
      const at = now();
      const dal = window.dal ?? localDateOf(at, calendar.fusoOrario);
      const al = window.al ?? plusDays(dal, 6);
      const days = (Date.parse(al) - Date.parse(dal)) / 86_400_000 + 1;
      if (days > MAX_WINDOW_DAYS) {
        throw new ValidationError([{ path: 'querystring.al', message: m.window }], m.window);
      }
      const managed = operates(calendar, principal, mask);
      const loaded = await windowOf(calendar, principal, dal, al);
      const compute = () => {
        const { disponibilita, until } = availabilityAt(calendar, loaded, dal, al, at);
        return { answer: { ...calendarView(calendar, managed), disponibilita }, until };
      };
      // Kept only while the database's changes are heard: the counts and places are then the cache's own objects.
      if (!deps.cache?.live) return compute().answer;
      return months([calendar, loaded.counts, loaded.own], `${managed}:${dal}:${al}`, at.getTime(), compute);
    },

    /**
     * The first day from today (or from `dal`, if later) with a slot the person may book: a free seat, bookable
     * (notice, horizon, active) and not one they already hold a place in. Read a month at a time, up to `giorni`
     * days or the calendar's booking horizon, whichever comes first; who may not see the calendar gets 404.
     */
    async firstAvailable(
      principal: Principal,
      id: number,
      query: { dal?: string; giorni: number },
    ): Promise<PrimoDisponibile> {
      const { calendar } = await visibleCalendar(id, principal);
      const today = localDateOf(now(), calendar.fusoOrario);
      const dal = query.dal && query.dal > today ? query.dal : today;
      const limit = plusDays(dal, query.giorni - 1);
      const horizon = plusDays(today, calendar.configurazione.orizzonteGiorni);
      const al = limit < horizon ? limit : horizon;
      const none = { dal, al: al < dal ? dal : al, data: null, inizio: null };
      if (!calendar.attivo || al < dal) return none;
      for (let from = dal; from <= al; from = plusDays(from, MAX_WINDOW_DAYS)) {
        const last = plusDays(from, MAX_WINDOW_DAYS - 1);
        const { slot } = (await availability(calendar, principal, from, last < al ? last : al)).disponibilita;
        const free = slot.find((s) => s.prenotabile && s.liberi > 0 && !s.prenotatoDaMe && !s.inAttesaDaMe);
        if (free) {
          return {
            ...none,
            data: localDateOf(Date.parse(free.inizio), calendar.fusoOrario),
            inizio: free.inizio,
          };
        }
      }
      return none;
    },

    /** The ASLs of the calendars the person may see, by their full name: what the booking screen filters by. */
    async calendarAsls(principal: Principal): Promise<AslCalendari[]> {
      const [rows, mask] = await Promise.all([repo.listCalendars({}), masks(principal)]);
      const codes = [
        ...new Set(
          rows
            .filter((row) => maySee(row, principal, mask))
            .map((row) => row.codiceAsl)
            .filter((code) => code !== null),
        ),
      ];
      const found = await Promise.all(codes.map((code) => deps.regional.findAslByCodice(code)));
      return found
        .filter((asl) => asl !== undefined)
        .map((asl) => ({ codiceAsl: asl.codiceAsl, denominazione: aslName(asl.denominazioneAzienda) }))
        .sort((a, b) => a.denominazione.localeCompare(b.denominazione, 'it'));
    },

    async createCalendar(input: CalendarCreate, ctx: WriteContext): Promise<Calendario> {
      const values = await calendarValues(input);
      const row = await inTransaction(deps.db, async (tx) => {
        const created = await repo.insertCalendar(values, tx);
        await deps.audit.recordWrite(
          ctx,
          {
            entity: 'calendar.calendario',
            entityId: created.id,
            action: 'create',
            details: { tipo: created.tipo },
          },
          tx,
        );
        return created;
      });
      return calendarView(row, true);
    },

    async updateCalendar(input: CalendarUpdate, ctx: WriteContext): Promise<Calendario> {
      if (!(await repo.findCalendar(input.id))) {
        throw new NotFoundError(m.notFound);
      }
      const values = await calendarValues(input);
      const row = await inTransaction(deps.db, async (tx) => {
        const updated = await repo.updateCalendar(input.id, input.version, values, tx);
        if (!updated) throw new StaleVersionError();
        await deps.audit.recordWrite(
          ctx,
          {
            entity: 'calendar.calendario',
            entityId: updated.id,
            action: 'update',
            details: { version: updated.version },
          },
          tx,
        );
        return updated;
      });
      return calendarView(row, true);
    },

    /** Refused (409, with how many) while future bookings exist, unless they are cancelled with it and told so. */
    async deleteCalendar(id: number, cancelAll: boolean, ctx: WriteContext) {
      const events: BookingEvent[] = [];
      const result = await inTransaction(deps.db, async (tx) => {
        const calendar = await repo.findCalendar(id, tx);
        if (!calendar) throw new NotFoundError(m.notFound);
        const future = await repo.futureActiveBookings(id, now(), tx);
        if (future.length > 0 && !cancelAll) {
          throw new ConflictError(m.futureBookings(future.length), [
            { path: 'prenotazioni', message: String(future.length) },
          ]);
        }
        for (const booking of future) {
          const cancelled = { ...booking, state: 'annullato' as const };
          events.push({
            kind: 'annullata',
            booking: bookingView(cancelled, calendar, null, [], null),
            calendar: calendarSummary(calendar),
          });
        }
        await repo.deleteCalendar(id, tx);
        await deps.audit.recordWrite(
          ctx,
          {
            entity: 'calendar.calendario',
            entityId: id,
            action: 'delete',
            details: { prenotazioniAnnullate: future.length },
          },
          tx,
        );
        return { id, prenotazioniAnnullate: future.length };
      });
      for (const event of events) await notify(event);
      return result;
    },

    // -----------------------------------------------------------------------------------------------------------
    // Bookings

    async listBookings(principal: Principal, query: BookingQuery): Promise<Page<Prenotazione>> {
      const window = {
        from: query.dal ? new Date(query.dal) : undefined,
        to: query.al ? new Date(query.al) : undefined,
      };
      const paging = { offset: (query.page - 1) * query.size, limit: query.size };
      let calendarIds: number[] | undefined;
      let forSubject: string | undefined;
      if (query.ambito === 'gestite') {
        const mask = await masks(principal);
        if (query.calendarioId) {
          const calendar = await repo.findCalendar(query.calendarioId);
          if (!calendar) throw new NotFoundError(m.notFound);
          if (!operates(calendar, principal, mask)) throw new ForbiddenError();
          calendarIds = [calendar.id];
        } else {
          const all = await repo.listCalendars({});
          calendarIds = all.filter((c) => operates(c, principal, mask)).map((c) => c.id);
        }
      } else {
        forSubject = principal.userId;
        calendarIds = query.calendarioId ? [query.calendarioId] : undefined;
      }
      const { items, total } = await repo.listBookings({
        calendarIds,
        forSubject,
        ...window,
        state: query.stato,
        newestFirst: query.ordine === '-inizio',
        ...paging,
      });
      return { items: await bookingViews(items, principal), total, page: query.page, size: query.size };
    },

    async book(principal: Principal, input: BookingCreate, ctx: WriteContext): Promise<Prenotazione> {
      const [calendar, mask] = await Promise.all([repo.findCalendar(input.calendarioId), masks(principal)]);
      if (!calendar || !maySee(calendar, principal, mask)) throw new NotFoundError(m.notFound);
      if (!calendar.attivo) throw new ConflictError(m.inactive);
      if (input.per && !operates(calendar, principal, mask, 'WRITE'))
        throw new ForbiddenError(m.onBehalfOnly);
      if (!mayBook(calendar, principal, mask)) throw new ForbiddenError(m.notOpen);
      const slot = slotFor(calendar, input.inizio);
      const person = input.per
        ? {
            subject: null,
            key: `nome:${input.per.nome.toLowerCase()}`,
            name: input.per.nome,
            email: input.per.email,
          }
        : {
            subject: principal.userId,
            key: `sub:${principal.userId}`,
            name: principal.name ?? principal.username,
            email: principal.email,
          };
      const start = new Date(slot.start);
      const end = new Date(slot.end);
      // One statement, atomic by itself: no transaction around it.
      const written = await repo
        .book(
          {
            calendarId: calendar.id,
            slotStart: start,
            slotEnd: end,
            titolo: slot.titolo,
            bookedBySubject: principal.userId,
            bookedByUsername: principal.username,
            forSubject: person.subject,
            forKey: person.key,
            forName: person.name,
            forEmail: person.email,
            note: input.note,
          },
          { capacity: slot.posti, waitlist: input.listaAttesa, actor: principal.username },
          [
            (booking) =>
              deps.audit.recordWriteFrom(
                ctx,
                {
                  entity: 'calendar.prenotazione',
                  action: 'create',
                  ...repo.bookedChange(booking, calendar.id, !!input.per),
                },
                booking,
              ),
            ...reminderOfNew(calendar, start),
          ],
        )
        .catch((error: unknown) => {
          throw translateBookingError(error);
        });
      if (written.outcome === 'overlap') {
        throw bookingConflict('overlap');
      }
      if (written.outcome === 'full') {
        throw bookingConflict('slot-full');
      }
      // Built from what the statement wrote: a booking answers without reading itself back.
      const row = written.booking;
      const view = bookingView(
        row,
        calendar,
        principal,
        [written.history],
        row.state === WAITING ? await repo.waitingPosition(row) : null,
      );
      await notify({
        kind: row.state === WAITING ? 'in-attesa' : 'prenotata',
        booking: view,
        calendar: calendarSummary(calendar),
      });
      return view;
    },

    async updateBooking(
      principal: Principal,
      input: BookingUpdate,
      ctx: WriteContext,
    ): Promise<Prenotazione> {
      const current = await repo.findBooking(input.id);
      const calendar = current && (await repo.findCalendar(current.calendarId));
      const mask = await masks(principal);
      const own = current?.forSubject === principal.userId;
      if (!current || !calendar || (!own && !operates(calendar, principal, mask))) {
        throw new NotFoundError(m.bookingNotFound);
      }
      const operator = operates(calendar, principal, mask, 'UPDATE');
      if (!own && !operator) throw new ForbiddenError();
      const target = input.stato ?? current.state;
      if (target !== current.state && !bookingStates.may(current.state, target)) {
        throw new ConflictError(m.transition(current.state, target), [
          { path: 'body.stato', message: m.transition(current.state, target) },
        ]);
      }
      // A person may accept a seat offered to them, or cancel; the rest is the operators' work.
      if (!operator && target !== current.state && !(target === 'prenotato' && current.state === WAITING)) {
        if (target !== 'annullato') throw new ForbiddenError();
      }
      const moving = input.inizio !== undefined && Date.parse(input.inizio) !== current.slotStart.getTime();
      const newSlot = moving && input.inizio ? slotFor(calendar, input.inizio) : null;
      if (!operator && target === 'annullato' && holdsSeat(current.state)) {
        assertBeforeDeadline(calendar, current);
      }
      const events: BookingEvent[] = [];
      const row = await inTransaction(
        deps.db,
        async (tx) => {
          const locked = await repo.lockBooking(current.id, tx);
          if (!locked || locked.version !== input.version) throw new StaleVersionError();
          const changes: Partial<BookingRow> = {};
          if (input.note !== undefined) changes.note = input.note;
          // Accepting an offer (or an operator promoting someone): the seat is the one held for them, or a free one.
          if (locked.state === WAITING && target === 'prenotato') {
            const held = locked.offerExpiresAt !== null && locked.offerExpiresAt.getTime() > now().getTime();
            if (!held) {
              if (locked.offerExpiresAt !== null && !operator) throw new ConflictError(m.offerExpired);
              if (!(await repo.takeSeat(calendar.id, locked.slotStart, capacityOf(calendar, locked), tx))) {
                throw bookingConflict('slot-full', false);
              }
            }
            changes.offerExpiresAt = null;
          }
          if (newSlot) {
            const start = new Date(newSlot.start);
            const end = new Date(newSlot.end);
            if ((await repo.overlapping(calendar.id, locked.forKey, start, end, locked.id, tx)).length > 0) {
              throw bookingConflict('overlap');
            }
            if (holdsSeat(target)) {
              if (!(await repo.takeSeat(calendar.id, start, newSlot.posti, tx))) {
                throw bookingConflict('slot-full');
              }
            }
            if (holdsSeat(locked.state)) {
              const offered = await passSeatOn(calendar, locked.slotStart, tx);
              if (offered) events.push(offerEvent(calendar, offered));
            }
            Object.assign(changes, { slotStart: start, slotEnd: end, titolo: newSlot.titolo });
          }
          if (target === 'annullato' && !newSlot) {
            if (holdsSeat(locked.state)) {
              const offered = await passSeatOn(calendar, locked.slotStart, tx);
              if (offered) events.push(offerEvent(calendar, offered));
            } else if (locked.offerExpiresAt !== null) {
              // Turning down a held seat passes it on.
              const offered = await passSeatOn(calendar, locked.slotStart, tx);
              if (offered) events.push(offerEvent(calendar, offered));
            }
            changes.offerExpiresAt = null;
          }
          changes.state = target;
          const updated = await repo.updateBooking(locked.id, locked.version, changes, tx);
          if (!updated) throw new StaleVersionError();
          if (target !== locked.state || newSlot) {
            await repo.addHistory(
              {
                bookingId: locked.id,
                from: locked.state,
                to: target,
                actor: principal.username,
                reason: input.motivo ?? (newSlot ? 'spostata' : null),
              },
              tx,
            );
          }
          await audit(ctx, locked.id, 'update', { da: locked.state, a: target, spostata: !!newSlot }, tx);
          await planReminder(calendar, updated, tx);
          return updated;
        },
        translateBookingError,
      );
      const view = await oneBookingView(row, principal);
      const kind =
        target === 'annullato' ? 'annullata' : newSlot || target !== current.state ? 'modificata' : null;
      if (kind && (kind !== 'modificata' || newSlot || target === 'prenotato' || target === 'confermato')) {
        await notify({ kind, booking: view, calendar: calendarSummary(calendar) });
      }
      for (const event of events) await notify(await withView(event));
      return view;
    },

    /** A booking as an iCalendar file, for who it is for and who operates its calendar. */
    async bookingIcs(principal: Principal, id: number): Promise<string> {
      const row = await repo.findBooking(id);
      const calendar = row && (await repo.findCalendar(row.calendarId));
      const mask = await masks(principal);
      if (
        !row ||
        !calendar ||
        (row.forSubject !== principal.userId && !operates(calendar, principal, mask))
      ) {
        throw new NotFoundError(m.bookingNotFound);
      }
      return bookingsIcs([{ booking: await oneBookingView(row, principal), luogo: ownerLabelOf(calendar) }], {
        nome: calendar.nome,
        publicUrl: deps.publicUrl,
      });
    },

    async feedStatus(principal: Principal) {
      const createdAt = await repo.feedOf(principal.userId);
      return { attivo: !!createdAt, creatoIl: createdAt?.toISOString() ?? null, url: null };
    },

    /** A new private feed (the old address stops answering); its address is in this answer only. */
    async createFeed(principal: Principal) {
      const token = randomBytes(32).toString('base64url');
      const createdAt = await repo.saveFeed(principal.userId, digest(token));
      return {
        attivo: true,
        creatoIl: createdAt.toISOString(),
        url: `${deps.publicUrl}${FEED_PATH}/${token}`,
      };
    },

    async revokeFeed(principal: Principal) {
      await repo.deleteFeed(principal.userId);
      return { attivo: false, creatoIl: null, url: null };
    },

    /** The feed of the person a token belongs to: their bookings from 30 days ago on, cancelled ones marked so. */
    async feedIcs(token: string): Promise<string> {
      const subject = await repo.feedSubject(digest(token));
      if (!subject) throw new NotFoundError('Feed non trovato o revocato.');
      const from = new Date(now().getTime() - 30 * 86_400_000);
      const { items } = await repo.listBookings({
        forSubject: subject,
        from,
        newestFirst: false,
        offset: 0,
        limit: 1000,
      });
      const views = await bookingViews(items, null);
      const places = new Map<number, string>();
      for (const id of new Set(items.map((b) => b.calendarId))) {
        const found = await repo.findCalendar(id);
        places.set(id, found ? ownerLabelOf(found) : '');
      }
      return bookingsIcs(
        views.map((booking) => ({ booking, luogo: places.get(booking.calendarioId) ?? '' })),
        { nome: 'Le mie prenotazioni – Halo', publicUrl: deps.publicUrl },
      );
    },

    /** A reminder's job: mails the person when the booking still holds its seat at the start it was planned for. */
    // -----------------------------------------------------------------------------------------------------------
    // For the applications that keep their events in calendars (Pro.Sa.): how full they are, who booked.

    /** The version a calendar is at (undefined: none), for an update made on another application's behalf. */
    calendarVersion: async (id: number) => (await repo.findCalendar(id))?.version,

    /** Seats taken and people waiting, per calendar. */
    eventLoad: (calendarIds: number[]) => repo.loadOf(calendarIds),

    /** A person's live bookings (booked, confirmed, waiting, …) on these calendars: the newest per calendar. */
    async bookingsFor(
      subject: string,
      calendarIds: number[],
    ): Promise<Map<number, { id: number; stato: BookingState; inizio: string }>> {
      const rows = await repo.bookingsFor(subject, calendarIds);
      const found = new Map<number, { id: number; stato: BookingState; inizio: string }>();
      for (const row of rows) {
        if (!found.has(row.calendarId)) {
          found.set(row.calendarId, { id: row.id, stato: row.state, inizio: row.slotStart.toISOString() });
        }
      }
      return found;
    },

    async remind(payload: Record<string, unknown>): Promise<void> {
      const row = await repo.findBooking(Number(payload.prenotazione));
      if (!row || row.slotStart.getTime() !== Number(payload.inizio)) return;
      if (!['prenotato', 'confermato'].includes(row.state)) return;
      const calendar = await repo.findCalendar(row.calendarId);
      if (!calendar) return;
      await notify({
        kind: 'promemoria',
        booking: await oneBookingView(row, null),
        calendar: calendarSummary(calendar),
      });
    },

    /**
     * A lapsing offer's job: if the person did not take the seat in time they leave the waiting list, and the seat
     * goes to the next in line (or back to the slot).
     */
    async expireOffer(payload: Record<string, unknown>, at: Date = now()): Promise<void> {
      const events: BookingEvent[] = [];
      await inTransaction(deps.db, async (tx) => {
        const row = await repo.lockBooking(Number(payload.prenotazione), tx);
        if (!row || row.state !== WAITING || row.offerExpiresAt?.getTime() !== Number(payload.scade)) return;
        if (row.offerExpiresAt.getTime() > at.getTime()) return;
        const calendar = await repo.findCalendar(row.calendarId, tx);
        if (!calendar) return;
        await repo.updateBooking(row.id, row.version, { state: 'annullato', offerExpiresAt: null }, tx);
        await repo.addHistory(
          { bookingId: row.id, from: WAITING, to: 'annullato', actor: null, reason: 'offerta scaduta' },
          tx,
        );
        const offered = await passSeatOn(calendar, row.slotStart, tx, at);
        if (offered) events.push(offerEvent(calendar, offered));
      });
      for (const event of events) await notify(await withView(event));
    },

    async cancelBooking(principal: Principal, id: number, motivo: string | undefined, ctx: WriteContext) {
      const current = await repo.findBooking(id);
      if (!current) throw new NotFoundError(m.bookingNotFound);
      return service.updateBooking(
        principal,
        { id, version: current.version, stato: 'annullato', ...(motivo && { motivo }) },
        ctx,
      );
    },
  };
  return service;

  function assertBeforeDeadline(calendar: CalendarRow, booking: BookingRow) {
    const minutes = calendar.configurazione.termineAnnullamentoMinuti;
    if (now().getTime() > booking.slotStart.getTime() - minutes * 60_000) {
      throw new ConflictError(m.cancelDeadline(minutes));
    }
  }

  function capacityOf(calendar: CalendarRow, booking: BookingRow): number {
    const { slots } = slotsOn(
      calendar.configurazione,
      calendar.fusoOrario,
      localDateOf(booking.slotStart, calendar.fusoOrario),
    );
    return slots.find((s) => s.start === booking.slotStart.getTime())?.posti ?? 1;
  }

  function offerEvent(calendar: CalendarRow, offered: BookingRow): BookingEvent {
    return {
      kind: 'posto-offerto',
      booking: bookingView(offered, calendar, null, [], null),
      calendar: calendarSummary(calendar),
    };
  }

  async function withView(event: BookingEvent): Promise<BookingEvent> {
    const row = await repo.findBooking(event.booking.id);
    return row ? { ...event, booking: await oneBookingView(row, null) } : event;
  }
}

export type CalendarService = ReturnType<typeof createCalendarService>;
