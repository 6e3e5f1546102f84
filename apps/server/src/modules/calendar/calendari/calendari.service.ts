import type { Principal } from '@halo/contract';
import { aslName } from '@halo/contract/asl-name';
import { calendarMessages as m } from '@halo/contract/calendar';
import {
  type AslCalendari,
  type Calendario,
  type CalendarioDettaglio,
  type calendarioCreateSchema,
  type calendarioQuerySchema,
  type calendarioUpdateSchema,
  MAX_WINDOW_DAYS,
  type PrimoDisponibile,
  type titolareInputSchema,
} from '@halo/contract/calendar/calendari';
import type { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import { keptAnswers } from '../../../db/kept-answers.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { ConflictError, NotFoundError, StaleVersionError, ValidationError } from '../../../errors.ts';
import type { WriteContext } from '../../../http/write-context.ts';
import { type CalendarAccess, maySee, operates } from '../calendar.access.ts';
import type { BookingEvent, CalendarParts } from '../calendar.parts.ts';
import type { CalendarRow } from '../calendar.repository.ts';
import { bookingView, calendarSummary, calendarView } from '../calendar.views.ts';
import type { CalendarWindows } from '../disponibilita/disponibilita.service.ts';
import { availabilityAt, localDateOf, plusDays } from '../disponibilita/disponibilita.ts';

type CalendarCreate = z.output<typeof calendarioCreateSchema>;
type CalendarUpdate = z.output<typeof calendarioUpdateSchema>;
type CalendarQuery = z.output<typeof calendarioQuerySchema>;
type OwnerInput = z.output<typeof titolareInputSchema>;

/**
 * Calendars and their configuration: the catalogues a calendar is made of, the calendars a person may see (near
 * where they live, with a window of availability, the first free day), and their creation, change and removal (a
 * removal cancels the future bookings it is allowed to, and tells their people).
 */
export function createCalendarsService(
  { deps, repo, now, notify }: CalendarParts,
  { access, windows }: { access: CalendarAccess; windows: CalendarWindows },
) {
  const { masks, visibleCalendar } = access;
  const { availability, windowOf } = windows;

  /** A calendar's change in the audit log, written in the change's transaction. */
  function audit(
    ctx: WriteContext,
    id: number,
    action: 'create' | 'update' | 'delete',
    details: Record<string, unknown>,
    tx: Db,
  ) {
    return deps.audit.recordWrite(ctx, { entity: 'calendar.calendario', entityId: id, action, details }, tx);
  }

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
   * A calendar with a window of its availability, as one person sees it, kept until it would change
   * (db/kept-answers.ts): with the calendar's row, the window's counts and the person's places it was computed from,
   * and until the clock changes it.
   */
  const months = keptAnswers<CalendarioDettaglio>({ perSource: 24 });

  return {
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
        await audit(ctx, created.id, 'create', { tipo: created.tipo }, tx);
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
        await audit(ctx, updated.id, 'update', { version: updated.version }, tx);
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
        await audit(ctx, id, 'delete', { prenotazioniAnnullate: future.length }, tx);
        return { id, prenotazioniAnnullate: future.length };
      });
      for (const event of events) await notify(event);
      return result;
    },
  };
}
