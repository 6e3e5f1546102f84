import type { Page, Principal } from '@halo/contract';
import { DEFAULT_TIME_ZONE } from '@halo/contract/calendar';
import {
  type EventiQuery,
  type Evento,
  type EventoCreate,
  type EventoUpdate,
  eventoMessages as m,
} from '@halo/contract/prosa/eventi';
import type { Motivo } from '@halo/contract/prosa/feed';
import { DateTime } from 'luxon';
import { inTransaction } from '../../../db/transaction.ts';
import { ConflictError, ForbiddenError, NotFoundError, StaleVersionError } from '../../../errors.ts';
import type { WriteContext } from '../../../http/write-context.ts';
import { auditOf } from '../../audit/audit.service.ts';
import type { CalendarService } from '../../calendar/calendar.service.ts';
import { PUBLISHED } from '../prosa.activities.ts';
import { demoEvents } from '../prosa.demo-attivita.ts';
import { aziendeOf, createViewers, inScope, type Viewer } from '../prosa.scope.ts';
import {
  type ActivityDeps,
  fieldError,
  findVisible,
  fresh,
  namedThemes,
  oneView,
  searchFilter,
  viewsPage,
} from '../prosa.workflow.ts';
import { createEventiRepository, type EventiReader, type EventoRow as Row } from './eventi.repository.ts';

export interface EventiDeps extends ActivityDeps {
  calendar: Pick<
    CalendarService,
    'createCalendar' | 'updateCalendar' | 'deleteCalendar' | 'calendarVersion' | 'eventLoad' | 'bookingsFor'
  >;
  clock?: () => Date;
}

/** The feed looks this many days ahead, and proposes this many events. */
const FEED_DAYS = 60;
const FEED_SIZE = 10;
const CLOSED = ['chiuso', 'chiusa'];

/**
 * Pro.Sa.'s events (docs/adr/0020). An event belongs to a project or a campaign and follows it: everyone reads the
 * events of published ones, staff in scope (with the parent's feature) those of theirs too, and manage them. Each
 * event is a single-event calendar of the calendar service, created, changed and removed with it; seats, waiting
 * list, bookings and `.ics` are the calendar's.
 */
export function createEventiService(deps: EventiDeps) {
  const db = deps.db;
  const repo = createEventiRepository(db);
  const viewers = createViewers(db);
  const now = deps.clock ?? (() => new Date());
  const audit = auditOf(deps.audit, 'prosa.evento');
  const featureOf = (row: Pick<Row, 'progettoId'>) => (row.progettoId !== null ? 'progetti' : 'campagne');
  const manages = (viewer: Viewer, row: Row) =>
    viewer.features[featureOf(row)] && (viewer.admin || viewer.staff !== undefined) && inScope(viewer, row);
  const readable = (viewer: Viewer, row: Row) => PUBLISHED.includes(row.statoPadre) || manages(viewer, row);

  /**
   * Who reads, as the repository filters events: everyone the published parents' events, and staff those of their
   * scope whose parent's feature they have on.
   */
  const readerOf = (viewer: Viewer | null): EventiReader | null =>
    viewer && { scope: viewer, progetti: viewer.features.progetti, campagne: viewer.features.campagne };

  async function views(rows: Row[], viewer: Viewer | null): Promise<Evento[]> {
    const calendars = rows.map((r) => r.calendarioId);
    const [tree, load, mine] = await Promise.all([
      deps.prosa.themeTree(),
      deps.calendar.eventLoad(calendars),
      viewer?.subject ? deps.calendar.bookingsFor(viewer.subject, calendars) : Promise.resolve(new Map()),
    ]);
    const aziendaOf = aziendeOf(deps.prosa);
    return Promise.all(
      rows.map(async (row): Promise<Evento> => {
        const taken = load.get(row.calendarioId) ?? { presi: 0, inAttesa: 0 };
        const booking = mine.get(row.calendarioId);
        const parent = { id: row.progettoId ?? row.campagnaId ?? 0, titolo: row.titoloPadre };
        return {
          id: row.id,
          titolo: row.titolo,
          descrizione: row.descrizione,
          luogo: row.luogo,
          inizio: isoInRome(row.inizio),
          fine: isoInRome(row.fine),
          posti: row.posti,
          liberi: Math.max(0, row.posti - taken.presi),
          inAttesa: taken.inAttesa,
          progetto: row.progettoId !== null ? parent : null,
          campagna: row.campagnaId !== null ? parent : null,
          aslId: row.aziendaId,
          denominazioneAzienda: (await aziendaOf(row.aziendaId)).denominazioneAzienda,
          tematiche: namedThemes(tree, row.tematiche),
          calendarioId: row.calendarioId,
          miaPrenotazione: booking ? { id: booking.id, stato: booking.stato } : null,
          modificabile: viewer !== null && manages(viewer, row) && !CLOSED.includes(row.statoPadre),
          version: row.version,
        };
      }),
    );
  }

  const view = oneView(views, 'evento');

  /** The event's calendar: one event, public, of the parent's authority, in Italy's time. */
  function calendarInput(input: EventoCreate | EventoUpdate, codiceAsl: string) {
    return {
      nome: input.titolo,
      descrizione: input.descrizione,
      tipo: 'evento' as const,
      titolare: { tipo: 'asl' as const, codice: codiceAsl },
      tipoAccesso: 'pubblico' as const,
      gruppi: [],
      gruppiOperatori: [],
      configurazione: {
        tipo: 'evento' as const,
        eventi: [
          {
            codice: 'evento',
            titolo: input.titolo,
            inizio: input.inizio,
            fine: input.fine,
            posti: input.posti,
          },
        ],
        orizzonteGiorni: 730,
        preavvisoMinuti: 0,
        termineAnnullamentoMinuti: 60,
        chiusure: [],
        festivitaChiuse: false,
        promemoriaOre: 24,
        offertaMinuti: 120,
      },
      fusoOrario: DEFAULT_TIME_ZONE,
      attivo: true,
    };
  }

  function checkTimes(input: { inizio: string; fine: string }) {
    if (input.fine <= input.inizio) throw fieldError('body.fine', m.times);
    if (romeInstant(input.inizio).getTime() <= now().getTime()) throw fieldError('body.inizio', m.past);
  }

  /** The seats an event's calendar has taken, and how many people hold or wait for one. */
  async function loadOf(row: Row) {
    const load = (await deps.calendar.eventLoad([row.calendarioId])).get(row.calendarioId);
    return { presi: load?.presi ?? 0, people: (load?.presi ?? 0) + (load?.inAttesa ?? 0) };
  }

  /** An event the viewer manages (404 otherwise: nothing leaks). */
  const managed = (viewer: Viewer, id: number) =>
    findVisible(
      (key) => repo.find(key),
      id,
      (row) => manages(viewer, row),
      m.notFound,
    );

  /** The event and its calendar: the calendar first, and away again if the event cannot be written. */
  async function write(input: EventoCreate, aziendaId: number, ctx: WriteContext): Promise<number> {
    const azienda = await deps.prosa.azienda(aziendaId);
    const calendar = await deps.calendar.createCalendar(calendarInput(input, azienda.codiceAsl), ctx);
    try {
      return await inTransaction(db, async (tx) => {
        const id = await repo.insert(
          {
            progettoId: input.progettoId,
            campagnaId: input.campagnaId,
            ...columns(input),
            calendarioId: calendar.id,
          },
          tx,
        );
        await audit(ctx, id, 'create', { calendario: calendar.id }, tx);
        return id;
      });
    } catch (error) {
      // The calendar was made for this event only: it goes with the event that could not be written.
      await deps.calendar.deleteCalendar(calendar.id, true, ctx).catch(() => undefined);
      throw error;
    }
  }

  return {
    async search(principal: Principal | null, query: EventiQuery): Promise<Page<Evento>> {
      const viewer = principal ? await viewers.of(principal) : null;
      const from = query.dal ? romeInstant(`${query.dal}T00:00`) : now();
      const found = await repo.search({
        reader: readerOf(viewer),
        from: query.dal ? { inizio: from } : { fine: from },
        startsBefore: query.al ? romeInstant(`${query.al}T00:00`, 1) : undefined,
        ...searchFilter(query),
        aziendaId: query.asl,
        progettoId: query.progetto,
        campagnaId: query.campagna,
      });
      return viewsPage(query, found, (rows) => views(rows, viewer));
    },

    /**
     * The upcoming events a citizen may care for: of published projects and campaigns of their authority, on their
     * preferred themes or of the campaigns they adhere to, in the next weeks (docs/adr/0021).
     */
    async feed(
      principal: Principal,
      interests: { aziendaId: number; tematiche: number[]; campagne: Map<number, string> },
    ): Promise<{ evento: Evento; motivi: Motivo[] }[]> {
      const viewer = await viewers.of(principal);
      const from = now();
      const until = new Date(from.getTime() + FEED_DAYS * 86_400_000);
      const liked = new Set(interests.tematiche);
      const adhered = [...interests.campagne.keys()];
      const rows = await repo.upcoming({
        aziendaId: interests.aziendaId,
        from,
        until,
        tematiche: interests.tematiche,
        campagne: adhered,
        limit: FEED_SIZE,
      });
      const list = await views(rows, viewer);
      return list.map((evento) => {
        const motivi: Motivo[] = evento.tematiche
          .filter((t) => liked.has(t.id))
          .map((t) => ({ tipo: 'tematica', id: t.id, nome: t.nome }));
        const campaign = evento.campagna ? interests.campagne.get(evento.campagna.id) : undefined;
        if (campaign) motivi.push({ tipo: 'adesione', campagna: campaign });
        return { evento, motivi };
      });
    },

    async get(principal: Principal, id: number): Promise<Evento> {
      const viewer = await viewers.of(principal);
      const row = await findVisible(
        (key) => repo.find(key),
        id,
        (found) => readable(viewer, found),
        m.notFound,
      );
      return view(row, viewer);
    },

    async create(principal: Principal, input: EventoCreate, ctx: WriteContext): Promise<Evento> {
      const viewer = await viewers.of(principal);
      if ((input.progettoId === null) === (input.campagnaId === null)) {
        throw fieldError('body.progettoId', m.oneParent);
      }
      const parent = await repo.parent(
        input.progettoId !== null ? 'progetto' : 'campagna',
        input.progettoId ?? input.campagnaId ?? 0,
      );
      const feature = input.progettoId !== null ? 'progetti' : 'campagne';
      if (
        !parent ||
        !viewer.features[feature] ||
        !(viewer.admin || viewer.staff) ||
        !inScope(viewer, parent)
      ) {
        throw new ForbiddenError(m.parentNotFound);
      }
      if (CLOSED.includes(parent.stato)) throw new ConflictError(m.parentNotFound);
      checkTimes(input);
      const id = await write(input, parent.aziendaId, ctx);
      return view((await repo.find(id)) as Row, viewer);
    },

    /**
     * The demo's events (prosa.demo-attivita.ts), written once by the job the seed queued: for the published
     * project or campaign each names, from today on; one whose parent is missing is left out.
     */
    async seedDemo(ctx: WriteContext, today = now()): Promise<number> {
      let written = 0;
      for (const demo of demoEvents) {
        const kind = 'progetto' in demo.padre ? 'progetto' : 'campagna';
        const title = 'progetto' in demo.padre ? demo.padre.progetto : demo.padre.campagna;
        const parent = title === undefined ? undefined : await repo.publishedParent(kind, title);
        if (!parent) continue;
        const day = DateTime.fromJSDate(today)
          .setZone(DEFAULT_TIME_ZONE)
          .plus({ days: demo.giorni })
          .toISODate();
        await write(
          {
            titolo: demo.titolo,
            descrizione: demo.descrizione,
            luogo: demo.luogo,
            inizio: `${day}T${demo.dalle}`,
            fine: `${day}T${demo.alle}`,
            posti: demo.posti,
            progettoId: kind === 'progetto' ? parent.id : null,
            campagnaId: kind === 'campagna' ? parent.id : null,
          },
          parent.aziendaId,
          ctx,
        );
        written += 1;
      }
      return written;
    },

    async update(principal: Principal, input: EventoUpdate, ctx: WriteContext): Promise<Evento> {
      const viewer = await viewers.of(principal);
      const current = await managed(viewer, input.id);
      if (CLOSED.includes(current.statoPadre)) throw new ConflictError(m.parentNotFound);
      checkTimes(input);
      const { presi, people } = await loadOf(current);
      const moved =
        romeInstant(input.inizio).getTime() !== current.inizio.getTime() ||
        romeInstant(input.fine).getTime() !== current.fine.getTime();
      if (moved && people > 0) throw new ConflictError(m.moved(people));
      if (input.posti < presi) throw fieldError('body.posti', m.seatsBelow(presi));
      if (current.version !== input.version) throw new StaleVersionError();
      const azienda = await deps.prosa.azienda(current.aziendaId);
      const version = await deps.calendar.calendarVersion(current.calendarioId);
      if (version === undefined) throw new NotFoundError(m.notFound);
      await deps.calendar.updateCalendar(
        { id: current.calendarioId, version, ...calendarInput(input, azienda.codiceAsl) },
        ctx,
      );
      await inTransaction(db, async (tx) => {
        fresh(await repo.update(input.id, input.version, columns(input), tx));
        await audit(ctx, input.id, 'update', { posti: input.posti }, tx);
      });
      return view((await repo.find(input.id)) as Row, viewer);
    },

    async remove(principal: Principal, id: number, annulla: boolean, ctx: WriteContext) {
      const viewer = await viewers.of(principal);
      const current = await managed(viewer, id);
      const { people } = await loadOf(current);
      if (people > 0 && !annulla) throw new ConflictError(m.booked(people));
      // The calendar goes first, cancelling and telling whoever booked; then the event.
      await deps.calendar.deleteCalendar(current.calendarioId, annulla, ctx);
      await inTransaction(db, async (tx) => {
        await repo.delete(id, tx);
        await audit(ctx, id, 'delete', { prenotazioniAnnullate: people }, tx);
      });
      return { message: m.deleted };
    },
  };
}

/** The columns of an event's own fields (its times as instants). */
function columns(input: EventoCreate | EventoUpdate) {
  return {
    titolo: input.titolo,
    descrizione: input.descrizione,
    luogo: input.luogo,
    inizio: romeInstant(input.inizio),
    fine: romeInstant(input.fine),
    posti: input.posti,
  };
}

/** A local time in Italy (`AAAA-MM-GGTHH:MM`), plus some days, as an instant. */
function romeInstant(local: string, plusDays = 0): Date {
  return DateTime.fromISO(local, { zone: DEFAULT_TIME_ZONE }).plus({ days: plusDays }).toJSDate();
}

/** An instant as ISO with Italy's offset of that day. */
function isoInRome(instant: Date): string {
  return DateTime.fromJSDate(instant).setZone(DEFAULT_TIME_ZONE).toISO({ suppressMilliseconds: true }) ?? '';
}

export type EventiService = ReturnType<typeof createEventiService>;
