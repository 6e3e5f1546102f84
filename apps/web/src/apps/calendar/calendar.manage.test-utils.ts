import type { BookingState } from '@halo/contract/calendar';
import {
  type Calendario,
  type CalendarioDettaglio,
  defaultConfiguration,
  type Slot,
} from '@halo/contract/calendar/calendari';
import type { Prenotazione } from '@halo/contract/calendar/prenotazioni';
import { prenotazione, vaccinazioniRivoli } from './calendar.test-utils.ts';

/**
 * Fixtures of the operators' and administrators' screens (Agenda, Calendari): a vaccination clinic of ASL TO3 on
 * Wednesday 25 November 2026 (Rome, UTC+1), its slots and bookings.
 */

export const DAY = '2026-11-25';

/** `10:00` on DAY, Rome time, as the server writes it. */
export const at = (time: string, day = DAY) => `${day}T${time}:00+01:00`;

export const vaccini: Calendario = {
  ...vaccinazioniRivoli,
  id: 1,
  nome: 'Ambulatorio vaccinale Pinerolo',
  descrizione: 'Vaccinazioni degli adulti',
  titolare: { tipo: 'struttura', codice: '010030', denominazione: 'Ospedale di Pinerolo' },
  configurazione: { ...defaultConfiguration, posti: 2 },
  gestibile: true,
  version: 3,
  aggiornatoIl: '2026-11-01T08:00:00.000Z',
};

export const screening: Calendario = {
  ...vaccini,
  id: 2,
  nome: 'Screening oncologico',
  descrizione: '',
  tipo: 'screening',
  titolare: { tipo: 'asl', codice: '010203', denominazione: 'ASL TO3' },
  tipoAccesso: 'riservato',
  gruppi: ['/calendario/pazienti'],
  attivo: false,
  version: 1,
};

/** `10:00` → `10:15`: the calendar's appointments last a quarter of an hour. */
function quarterAfter(time: string): string {
  const [h, m] = time.split(':').map(Number);
  const end = (h ?? 0) * 60 + (m ?? 0) + 15;
  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
}

export function slot(time: string, posti: number, liberi: number, extra: Partial<Slot> = {}): Slot {
  return {
    inizio: at(time),
    fine: at(quarterAfter(time)),
    titolo: null,
    posti,
    liberi,
    inAttesa: 0,
    prenotabile: true,
    motivo: null,
    prenotatoDaMe: false,
    inAttesaDaMe: false,
    ...extra,
  };
}

export function detail(calendario: Calendario, slots: Slot[], dal = DAY, al = DAY): CalendarioDettaglio {
  return { ...calendario, disponibilita: { dal, al, slot: slots, chiusure: [] } };
}

let nextId = 100;

/** A booking of `vaccini` at `time` (Rome) on `day`, for `nome`. */
export function booking(
  nome: string,
  time: string,
  stato: BookingState,
  extra: Partial<Prenotazione> = {},
  day = DAY,
): Prenotazione {
  return prenotazione({
    id: nextId++,
    calendarioId: vaccini.id,
    calendarioNome: vaccini.nome,
    inizio: at(time, day),
    fine: at(quarterAfter(time), day),
    stato,
    prenotataDa: 'operatore.sanitario',
    per: { nome, email: null },
    mia: false,
    annullabileFinoAl: null,
    creataIl: '2026-11-20T09:00:00.000Z',
    ...extra,
  });
}

/** The bookings' page as `GET /api/v1/calendar/events` answers it. */
export function page(items: Prenotazione[]) {
  return { items, total: items.length, page: 1, size: 500 };
}
