import type { Principal } from '@halo/contract';
import { aslName } from '@halo/contract/asl-name';
import { DEFAULT_TIME_ZONE, holdsSeat } from '@halo/contract/calendar';
import type { Calendario } from '@halo/contract/calendar/calendari';
import type { Prenotazione } from '@halo/contract/calendar/prenotazioni';
import { type BookingEvent, type CalendarParts, WAITING } from './calendar.parts.ts';
import type { BookingRow, CalendarRow, HistoryRow } from './calendar.repository.ts';
import { isoInZone } from './disponibilita/disponibilita.ts';

/*
 * Calendars and bookings as the contract says them (rows → views): a calendar, a booking with its history and its
 * place on the waiting list, and what the mails say of a calendar.
 */

/**
 * Who holds a calendar, as people read it: an ASL by its full name ("ASL TO3", as Pro.Sa. says it), also for the
 * calendars saved with the short name of the regional data.
 */
export function ownerLabelOf(row: Pick<CalendarRow, 'ownerKind' | 'ownerLabel'>): string {
  return row.ownerKind === 'asl' ? aslName(row.ownerLabel) : row.ownerLabel;
}

export function calendarView(row: CalendarRow, managed: boolean): Calendario {
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

export function bookingView(
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

/** What the mails of a booking say of its calendar. */
export const calendarSummary = (c: CalendarRow) => ({
  id: c.id,
  nome: c.nome,
  fusoOrario: c.fusoOrario,
  ownerLabel: ownerLabelOf(c),
});

/** Bookings as a person sees them, with what the views read besides the rows: calendars, histories, positions. */
export function createBookingViews({ repo }: CalendarParts) {
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

  /** An event with its booking as it is now (read again after the transaction that made it). */
  async function withView(event: BookingEvent): Promise<BookingEvent> {
    const row = await repo.findBooking(event.booking.id);
    return row ? { ...event, booking: await oneBookingView(row, null) } : event;
  }

  return { bookingViews, oneBookingView, withView };
}

export type BookingViews = ReturnType<typeof createBookingViews>;
