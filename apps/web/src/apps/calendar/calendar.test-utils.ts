import {
  type Calendario,
  type CalendarioDettaglio,
  defaultConfiguration,
  type Slot,
} from '@halo/contract/calendar/calendari';
import type { Prenotazione } from '@halo/contract/calendar/prenotazioni';
import { afterEach, beforeEach, vi } from 'vitest';
import { alertStore } from '../../shell/alerts/alert.store.ts';

/**
 * Shared fixtures of the calendar screens' tests: a vaccination clinic of ASL TO3 (time zone Europe/Rome, UTC+1
 * in winter) and its availability in the week from Monday 30 November to Sunday 6 December 2026.
 */

export const tipiCalendario = [
  { codice: 'ambulatorio', descrizione: 'Ambulatorio' },
  { codice: 'vaccinazioni', descrizione: 'Vaccinazioni' },
];

export const vaccinazioniRivoli: Calendario = {
  id: 12,
  nome: 'Vaccinazioni Rivoli',
  descrizione: 'Vaccinazioni per adulti su appuntamento.',
  tipo: 'vaccinazioni',
  titolare: { tipo: 'asl', codice: '010203', denominazione: 'ASL TO3' },
  codiceAsl: '010203',
  tipoAccesso: 'pubblico',
  gruppi: [],
  gruppiOperatori: ['/calendario/operatori'],
  configurazione: { ...defaultConfiguration, posti: 3 },
  fusoOrario: 'Europe/Rome',
  attivo: true,
  gestibile: false,
  version: 1,
  aggiornatoIl: '2026-11-01T10:00:00.000Z',
};

export const screeningPinerolo: Calendario = {
  ...vaccinazioniRivoli,
  id: 13,
  nome: 'Screening Pinerolo',
  descrizione: 'Screening oncologici.',
  tipo: 'ambulatorio',
  titolare: { tipo: 'struttura', codice: '010030', denominazione: 'Ospedale di Pinerolo' },
};

/** A slot of the week: `day` and `time` local to Europe/Rome (winter, +01:00), 15 minutes long. */
export function slotAt(day: string, time: string, patch: Partial<Slot> = {}): Slot {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const end = hours * 60 + minutes + 15;
  const endTime = `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
  return {
    inizio: `${day}T${time}:00+01:00`,
    fine: `${day}T${endTime}:00+01:00`,
    titolo: null,
    posti: 3,
    liberi: 3,
    inAttesa: 0,
    prenotabile: true,
    motivo: null,
    prenotatoDaMe: false,
    inAttesaDaMe: false,
    ...patch,
  };
}

/** Tuesday 1 December: a free slot, a full one with people waiting; Friday 4 closed; Monday 30 too soon. */
export const weekSlots: Slot[] = [
  slotAt('2026-11-30', '08:30', {
    prenotabile: false,
    motivo: 'Serve un preavviso di almeno 1 ora.',
  }),
  slotAt('2026-12-01', '08:30', { liberi: 2 }),
  slotAt('2026-12-01', '08:45', { liberi: 0, inAttesa: 2 }),
  slotAt('2026-12-01', '09:00', { liberi: 1 }),
];

export const vaccinazioniRivoliWeek: CalendarioDettaglio = {
  ...vaccinazioniRivoli,
  disponibilita: {
    dal: '2026-11-30',
    al: '2026-12-06',
    slot: weekSlots,
    chiusure: [{ data: '2026-12-04', motivo: 'Chiusura straordinaria' }],
  },
};

/** A booking of the citizen on the calendar above; `patch` changes what the test is about. */
export function prenotazione(patch: Partial<Prenotazione> = {}): Prenotazione {
  return {
    id: 501,
    calendarioId: vaccinazioniRivoli.id,
    calendarioNome: vaccinazioniRivoli.nome,
    inizio: '2026-12-01T08:30:00+01:00',
    fine: '2026-12-01T08:45:00+01:00',
    titolo: null,
    stato: 'prenotato',
    prenotataDa: 'mrossi',
    per: { nome: 'Mario Rossi', email: 'mario.rossi@example.org' },
    mia: true,
    note: '',
    posizioneAttesa: null,
    offertaScadeIl: null,
    annullabileFinoAl: '2026-11-30T07:30:00.000Z',
    version: 1,
    creataIl: '2026-11-20T10:00:00.000Z',
    storia: [],
    ...patch,
  };
}

/** A page of bookings as the server answers it. */
export function pageOf(items: Prenotazione[], total = items.length, page = 1, size = 20) {
  return { items, total, page, size };
}

/** The citizen's screens' now: Wednesday 25 November 2026, 10:00 in Rome ("this week" starts on Monday 23). */
export const NOW = '2026-11-25T09:00:00.000Z';

/** Every test of the file at NOW; the fetch stubs, the mocks and the alerts undone after each. */
export function atNow(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(NOW) });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    alertStore.clear();
  });
}

/** The second booking of the lists: second on the waiting list of 08:45 on Tuesday 1 December. */
export function waitingBooking(patch: Partial<Prenotazione> = {}): Prenotazione {
  return prenotazione({
    id: 502,
    stato: 'in-attesa',
    inizio: '2026-12-01T08:45:00+01:00',
    fine: '2026-12-01T09:00:00+01:00',
    posizioneAttesa: 2,
    ...patch,
  });
}
