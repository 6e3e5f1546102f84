import type { Page } from '@halo/contract';
import { calendarMessages } from '@halo/contract/calendar';
import {
  type AslCalendari,
  type Calendario,
  type CalendarioDettaglio,
  type CalendarioUpdate,
  calendarCalendariRoutes,
  type PrimoDisponibile,
} from '@halo/contract/calendar/calendari';
import { calendarCodiciRoutes } from '@halo/contract/calendar/codici';
import { calendarFeedRoutes, type Feed } from '@halo/contract/calendar/feed';
import { calendarPrenotazioniRoutes, type Prenotazione } from '@halo/contract/calendar/prenotazioni';
import { i18n } from '../../i18n/i18n.ts';
import { readList, readOne, routeUrl } from '../../lib/call-route.ts';
import { http } from '../../lib/http.ts';

/**
 * The calls of the calendar service (SPEC.md §7 **Calendar**: `calendarRoutes`), with the SPEC.md §8 messages of
 * each. Writes go through `useRouteMutation` (calendar.queries.ts), which gives forms the server's reasons.
 */

export interface CalendariFilters {
  tipo?: string;
  codiceAsl?: string;
  struttura?: string;
  q?: string;
  /** The id of a comune: the calendars near it (of the ASLs serving it, of the structures in it). */
  comune?: number;
  /** Only the calendars whose bookings the user works (agenda). */
  gestiti?: boolean;
}

export interface BookingsQuery {
  calendarioId?: number;
  /** From this instant (ISO with offset), included. */
  dal?: string;
  /** To this instant, excluded. */
  al?: string;
  stato?: string;
  /** 'mie' (the default): one's own; 'gestite': those of the calendars one works. */
  ambito?: 'mie' | 'gestite';
  ordine?: 'inizio' | '-inizio';
  page?: number;
  size?: number;
}

export const calendar = {
  conf: (signal?: AbortSignal) =>
    readOne(calendarCodiciRoutes.configurazione, { errorMessage: calendarMessages.getError, signal }),
  confTypes: (signal?: AbortSignal) =>
    readList(calendarCodiciRoutes.tipiConfigurazione, { errorMessage: calendarMessages.listError, signal }),
  types: (signal?: AbortSignal) =>
    readList(calendarCodiciRoutes.tipi, { errorMessage: calendarMessages.listError, signal }),
  states: (signal?: AbortSignal) =>
    readList(calendarPrenotazioniRoutes.statiEvento, { errorMessage: calendarMessages.listError, signal }),

  list: (filters: CalendariFilters, signal?: AbortSignal): Promise<Calendario[]> =>
    readList(calendarCalendariRoutes.calendari, {
      query: {
        tipo: filters.tipo,
        codiceAsl: filters.codiceAsl,
        struttura: filters.struttura,
        q: filters.q?.trim(),
        comune: filters.comune,
        gestiti: filters.gestiti ? 'true' : undefined,
      },
      errorMessage: calendarMessages.listError,
      signal,
    }),
  /** A calendar with its availability from `dal` to `al` (local dates, both included; at most 62 days). */
  byId: (
    id: number,
    window: { dal?: string; al?: string },
    signal?: AbortSignal,
  ): Promise<CalendarioDettaglio | null> =>
    readOne(calendarCalendariRoutes.calendario, {
      params: { id },
      query: { dal: window.dal, al: window.al },
      errorMessage: calendarMessages.getError,
      signal,
    }),

  /** The first day from today with a free slot the user may book (at most a year ahead). */
  firstAvailable: (id: number, signal?: AbortSignal): Promise<PrimoDisponibile | null> =>
    readOne(calendarCalendariRoutes.primoDisponibile, {
      params: { id },
      query: {},
      errorMessage: calendarMessages.getError,
      signal,
    }),
  /** The ASLs of the calendars the user may see, by their full name. */
  asls: (signal?: AbortSignal): Promise<AslCalendari[]> =>
    readList(calendarCalendariRoutes.aslCalendari, { errorMessage: calendarMessages.listError, signal }),

  bookings: (query: BookingsQuery, signal?: AbortSignal): Promise<Page<Prenotazione> | null> =>
    readOne(calendarPrenotazioniRoutes.eventi, {
      query: { ...query },
      errorMessage: calendarMessages.listError,
      signal,
    }),

  feed: (signal?: AbortSignal): Promise<Feed | null> =>
    readOne(calendarFeedRoutes.feed, { errorMessage: calendarMessages.getError, signal }),

  /** The iCalendar file of a booking, as text (null on failure, with the alert raised). */
  async ics(id: number): Promise<string | null> {
    const result = await http.request<string>(
      routeUrl(calendarPrenotazioniRoutes.icsEvento, { params: { id } }),
      {
        headers: { Accept: 'text/calendar' },
      },
    );
    if (!result.ok || typeof result.data !== 'string') {
      http.report(result, calendarMessages.getError);
      return null;
    }
    return result.data;
  },
};

/** The body of a calendar's update, from the calendar as the server gave it. */
export function calendarUpdateOf(calendario: Calendario): CalendarioUpdate {
  return {
    id: calendario.id,
    version: calendario.version,
    nome: calendario.nome,
    descrizione: calendario.descrizione,
    tipo: calendario.tipo as CalendarioUpdate['tipo'],
    titolare: { tipo: calendario.titolare.tipo, codice: calendario.titolare.codice },
    tipoAccesso: calendario.tipoAccesso as CalendarioUpdate['tipoAccesso'],
    gruppi: calendario.gruppi,
    gruppiOperatori: calendario.gruppiOperatori,
    configurazione: calendario.configurazione,
    fusoOrario: calendario.fusoOrario,
    attivo: calendario.attivo,
  };
}

/** The current language's name of a booking state (the server's codes are Italian). */
export function stateLabel(stato: string): string {
  return i18n.t(`calendar:stati.${stato}`, { defaultValue: stato });
}
