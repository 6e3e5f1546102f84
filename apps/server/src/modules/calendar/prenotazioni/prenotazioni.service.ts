import type { Page, Principal } from '@halo/contract';
import { bookingStates, holdsSeat, calendarMessages as m } from '@halo/contract/calendar';
import type {
  Prenotazione,
  prenotazioneCreateSchema,
  prenotazioneUpdateSchema,
  prenotazioniQuerySchema,
} from '@halo/contract/calendar/prenotazioni';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import { pgErrorOf } from '../../../db/pg-errors.ts';
import { inTransaction } from '../../../db/transaction.ts';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  StaleVersionError,
  ValidationError,
} from '../../../errors.ts';
import type { WriteContext } from '../../../http/write-context.ts';
import { pageOf } from '../../../http/write-context.ts';
import { type CalendarAccess, mayBook, maySee, operates } from '../calendar.access.ts';
import { type BookingEvent, CALENDAR_JOBS, type CalendarParts, WAITING } from '../calendar.parts.ts';
import type { BookingRow, CalendarRow } from '../calendar.repository.ts';
import { type BookingViews, bookingView, calendarSummary } from '../calendar.views.ts';
import { localDateOf, plusDays, slotsOn } from '../disponibilita/disponibilita.ts';
import { offerEvent, type WaitingList } from './prenotazioni.waitlist.ts';

type BookingCreate = z.output<typeof prenotazioneCreateSchema>;
type BookingUpdate = z.output<typeof prenotazioneUpdateSchema>;
type BookingQuery = z.output<typeof prenotazioniQuerySchema>;

/**
 * Bookings (docs/adr/0013-calendar-model.md): who may book which slot, the booking's one statement, the moves of the
 * booking state table (accepting an offered seat, moving, cancelling: each in a transaction on the locked booking,
 * passing a freed seat on to the waiting list), the reminders they plan, and the lists of bookings.
 */
/** Where the calendar's events come from (CloudEvents `source`): the application's path. */
const BOOKING_SOURCE = '/calendar';

export function createBookingsService(
  { deps, repo, now, notify }: CalendarParts,
  { access, views, waitingList }: { access: CalendarAccess; views: BookingViews; waitingList: WaitingList },
) {
  const { masks } = access;
  const { bookingViews, oneBookingView, withView } = views;
  const { passSeatOn } = waitingList;

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
   * The event of a booking being made, written by the booking's own statement (docs/adr/0047): ids, calendar, state
   * and times for every subscription, the person's name and address only for those granted personal data.
   */
  function bookedEvent(): ((booking: SQL) => SQL)[] {
    const events = deps.events;
    if (!events) return [];
    return [
      (booking) =>
        events.emitFrom(
          { type: 'it.halo.calendar.booking.created', source: BOOKING_SOURCE, ...repo.bookedEvent(booking) },
          booking,
        ),
    ];
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

  const bookings = {
    /** The booking states with the moves each allows (a copy: no answer shares the contract's table). */
    states: () => bookingStates.map((s) => ({ ...s, transizioni: [...s.transizioni] })),

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
      return pageOf(query, await bookingViews(items, principal), total);
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
            ...bookedEvent(),
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
          if (target === 'annullato' && locked.state !== 'annullato') {
            await deps.events?.emit(
              tx,
              {
                type: 'it.halo.calendar.booking.cancelled',
                source: BOOKING_SOURCE,
                subject: `prenotazioni/${locked.id}`,
                data: { prenotazione: locked.id, calendario: calendar.id, da: locked.state },
                personal: { persona: locked.forName, email: locked.forEmail },
              },
              now(),
            );
          }
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

    async cancelBooking(principal: Principal, id: number, motivo: string | undefined, ctx: WriteContext) {
      const current = await repo.findBooking(id);
      if (!current) throw new NotFoundError(m.bookingNotFound);
      return bookings.updateBooking(
        principal,
        { id, version: current.version, stato: 'annullato', ...(motivo && { motivo }) },
        ctx,
      );
    },
  };
  return bookings;
}
