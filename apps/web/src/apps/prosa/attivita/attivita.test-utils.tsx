import type { Prenotazione } from '@halo/contract/calendar/prenotazioni';
import type { Adesione } from '@halo/contract/prosa/campagne';
import type { Preferito } from '@halo/contract/prosa/preferiti';
import type { Richiesta } from '@halo/contract/prosa/richieste';

/**
 * Fixtures of the favourites' and Le mie attività's tests: what a citizen has going on in the portal (the readers
 * and their profiles are the suggestions' test fixtures).
 */

export const merendePreferito: Preferito = {
  tipo: 'progetto',
  id: 21,
  titolo: 'Merende sane a scuola',
  denominazioneAzienda: 'TO3',
  dal: '2026-03-01',
  al: '2027-06-30',
  stato: 'pubblicato',
  aggiunto: '2026-11-24T10:00:00.000Z',
};

export const camminoPreferito: Preferito = {
  tipo: 'progetto',
  id: 23,
  titolo: 'Gruppi di cammino',
  denominazioneAzienda: 'TO3',
  dal: '2026-04-01',
  al: null,
  stato: 'chiuso',
  aggiunto: '2026-11-23T10:00:00.000Z',
};

export const vaccinazionePreferito: Preferito = {
  tipo: 'campagna',
  id: 31,
  titolo: 'Vaccinazione antinfluenzale',
  denominazioneAzienda: 'TO3',
  dal: '2026-10-15',
  al: '2027-01-31',
  stato: 'pubblicata',
  aggiunto: '2026-11-25T10:00:00.000Z',
};

export const adesioneAttiva: Adesione = {
  id: 7,
  campagnaId: 31,
  titolo: 'Vaccinazione antinfluenzale',
  dal: '2026-10-15',
  al: '2027-01-31',
  stato: 'attiva',
  aderito: '2026-11-02T09:00:00.000Z',
  ritirato: null,
};

export const adesioneRitirata: Adesione = {
  id: 8,
  campagnaId: 32,
  titolo: 'Prevenzione Serena',
  dal: '2026-09-01',
  al: '2026-12-31',
  stato: 'ritirata',
  aderito: '2026-09-10T09:00:00.000Z',
  ritirato: '2026-10-01T09:00:00.000Z',
};

export const richiesta: Richiesta = {
  id: 61,
  oggetto: 'Corso di educazione alimentare',
  descrizione: 'Per le classi quarte.',
  tematica: null,
  destinatari: ['BAMBINI'],
  setting: 'SCUOLA',
  dal: null,
  al: null,
  aslId: 1,
  denominazioneAzienda: 'TO3',
  distretto: null,
  richiedente: { tipo: 'cittadino', nome: 'Chiara Cittadina' },
  mia: true,
  stato: 'presa_in_carico',
  assegnatario: 'Sara Sanitaria',
  azioni: [],
  storia: [],
  inviata: '2026-11-10T09:00:00.000Z',
  aggiornata: '2026-11-12T09:00:00.000Z',
  version: 2,
};

export const prenotazione: Prenotazione = {
  id: 91,
  calendarioId: 3,
  calendarioNome: 'Ambulatorio vaccinale di Collegno',
  inizio: '2026-12-01T08:30:00.000+01:00',
  fine: '2026-12-01T08:45:00.000+01:00',
  titolo: 'Vaccinazione antinfluenzale',
  stato: 'prenotato',
  prenotataDa: 'cittadino',
  per: { nome: 'Chiara Cittadina', email: null },
  mia: true,
  note: '',
  posizioneAttesa: null,
  offertaScadeIl: null,
  annullabileFinoAl: null,
  version: 1,
  creataIl: '2026-11-20T09:00:00.000Z',
  storia: [],
};

export const prenotazionePassata: Prenotazione = {
  ...prenotazione,
  id: 90,
  calendarioNome: 'Consultorio di Rivoli',
  titolo: null,
  inizio: '2026-10-05T10:00:00.000+02:00',
  fine: '2026-10-05T10:30:00.000+02:00',
  stato: 'completato',
};

/** A page as the server answers it. */
export function pageOf<T>(items: T[], total = items.length, page = 1, size = 5) {
  return { items, total, page, size };
}
