import type { BookingState } from '@halo/contract/calendar';
import type { Prenotazione } from '@halo/contract/calendar/prenotazioni';
import { type Campagna, prosaCampagneRoutes } from '@halo/contract/prosa/campagne';
import { type Evento, prosaEventiRoutes } from '@halo/contract/prosa/eventi';
import { prosaProgettiRoutes } from '@halo/contract/prosa/progetti';
import type { Session } from '../../../shell/auth/session.store.ts';
import { json, on, type Route } from '../../../test/fetch-stub.ts';
import { renderInLayout } from '../account/prosa-account.test-utils.tsx';
import { merende } from '../progetti/progetti.test-utils.tsx';
import { ProsaHome } from '../screens/prosa-home.screen.tsx';
import { ProsaEventi } from './prosa-eventi.screen.tsx';

/**
 * Shared fixtures of the events' and the home's screen tests: three events of ASL TO3 in December 2030 (so that they
 * stay upcoming whenever the tests run) on two days, of a project and of a campaign, one of them full; a running
 * campaign; and the public reads of the home.
 */

/** A talk of the project «Merende sane a scuola», with free seats. */
export const incontro: Evento = {
  id: 101,
  titolo: 'Merenda in piazza',
  descrizione: 'Laboratorio di merende sane per bambini e genitori.',
  luogo: 'Piazza Martiri, Rivoli',
  inizio: '2030-12-03T10:00:00+01:00',
  fine: '2030-12-03T12:00:00+01:00',
  posti: 30,
  liberi: 12,
  inAttesa: 0,
  progetto: { id: merende.id, titolo: merende.titolo },
  campagna: null,
  aslId: 1,
  denominazioneAzienda: 'TO3',
  tematiche: [{ id: 1, nome: 'Alimentazione' }],
  calendarioId: 501,
  miaPrenotazione: null,
  modificabile: false,
  version: 1,
};

/** An afternoon of screening of the campaign «Prevenzione Serena», on the same day: full, two people waiting. */
export const screening: Evento = {
  ...incontro,
  id: 102,
  titolo: 'Pomeriggio dello screening',
  descrizione: '',
  luogo: 'Poliambulatorio di Collegno',
  inizio: '2030-12-03T15:00:00+01:00',
  fine: '2030-12-03T18:00:00+01:00',
  posti: 20,
  liberi: 0,
  inAttesa: 2,
  progetto: null,
  campagna: { id: 41, titolo: 'Prevenzione Serena' },
  tematiche: [],
  calendarioId: 502,
};

/** A walk the next day, over two days. */
export const camminata: Evento = {
  ...incontro,
  id: 103,
  titolo: 'Camminata della salute',
  descrizione: '',
  luogo: 'Parco della Dora',
  inizio: '2030-12-04T09:30:00+01:00',
  fine: '2030-12-05T11:00:00+01:00',
  posti: 50,
  liberi: 50,
  calendarioId: 503,
};

/** A running campaign of TO3 for women aged 50–69, with seats. */
export const serena: Campagna = {
  id: 41,
  titolo: 'Prevenzione Serena',
  descrizione: 'Lo screening dei tumori femminili della Regione Piemonte.',
  invito: 'Prenota la mammografia al numero verde.',
  linkInvito: null,
  aslId: 1,
  asl: '010203',
  denominazioneAzienda: 'TO3',
  distretto: { id: 6, denominazione: 'Distretto dimostrativo Rivoli' },
  dipartimento: null,
  tematiche: [{ id: 1, nome: 'Alimentazione' }],
  criteri: { etaMin: 50, etaMax: 69, sesso: 'F' },
  dal: '2026-01-01',
  al: '2099-12-31',
  capienza: 100,
  postiDisponibili: 40,
  aderenti: 60,
  stato: 'pubblicata',
  miaAdesione: null,
  modificabile: false,
  version: 1,
  aggiornato: '2026-11-20T10:00:00.000Z',
};

/** The calendar's answer to a booking of the event (or its cancellation). */
export function prenotazioneOf(evento: Evento, id: number, stato: BookingState): Prenotazione {
  return {
    id,
    calendarioId: evento.calendarioId,
    calendarioNome: evento.titolo,
    inizio: evento.inizio,
    fine: evento.fine,
    titolo: evento.titolo,
    stato,
    prenotataDa: 'cittadino',
    per: { nome: 'Maria Rossi', email: null },
    mia: true,
    note: '',
    posizioneAttesa: stato === 'in-attesa' ? 3 : null,
    offertaScadeIl: null,
    annullabileFinoAl: '2030-12-03T08:00:00.000Z',
    version: 1,
    creataIl: '2026-11-26T10:00:00.000Z',
    storia: [],
  };
}

/** A page as the server answers it. */
export function pageOf<T>(items: T[], total = items.length, page = 1, size = 20) {
  return { items, total, page, size };
}

/** The home's public reads: the running campaigns, the upcoming events, the latest projects. */
export function publicActivity(
  answers: { campagne?: Campagna[]; eventi?: Evento[]; progetti?: (typeof merende)[] } = {},
): Route[] {
  return [
    on('GET', prosaCampagneRoutes.campagnePubbliche.url, () =>
      json(pageOf(answers.campagne ?? [], undefined, 1, 3)),
    ),
    on('GET', prosaEventiRoutes.eventiProsaPubblici.url, () =>
      json(pageOf(answers.eventi ?? [], undefined, 1, 3)),
    ),
    on('GET', prosaProgettiRoutes.progettiPubblici.url, () =>
      json(pageOf(answers.progetti ?? [], undefined, 1, 3)),
    ),
  ];
}

/** Pro.Sa.'s layout (profile) with the events' screen at /prosa/eventi. */
export function renderEventi(url: string, session: Partial<Session>) {
  return renderInLayout({ eventi: <ProsaEventi /> }, url, session);
}

/** Pro.Sa.'s layout (profile) with the home at /prosa. */
export function renderHome(session: Partial<Session>) {
  return renderInLayout({ '': <ProsaHome /> }, '/prosa', session);
}
