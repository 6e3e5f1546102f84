import { strokeAccessiRoutes } from '@halo/contract/stroke/accessi';
import { type Caregiver, strokeCaregiversRoutes } from '@halo/contract/stroke/caregivers';
import {
  type FattoriClinici,
  type FattoriPaziente,
  type FattoriRischio,
  type StoricoVoce,
  strokeFattoriRoutes,
} from '@halo/contract/stroke/fattori';
import { type Medico, strokeMediciRoutes } from '@halo/contract/stroke/medici';
import { type Paziente, strokePazientiRoutes } from '@halo/contract/stroke/pazienti';
import type { NihssInput } from '@halo/contract/stroke/scores';
import { fillPath } from '../../../lib/call-route.ts';
import type { Session } from '../../../shell/auth/session.store.ts';
import { json, on, type Route } from '../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../test/render-shell.tsx';
import { dispositiviReads } from '../dispositivi/dispositivi.test-utils.tsx';
import { StrokePaziente } from './stroke-paziente.screen.tsx';
import { StrokePazienti } from './stroke-pazienti.screen.tsx';

/**
 * Shared fixtures of the tests of the patients' screens: the sessions of an admin, a doctor and a caregiver, two
 * doctors, two patients, one patient's factors, scores, histories, caregivers and accesses, the server's answers to
 * their reads, and the screens under their routes inside the shell's providers.
 */

export const bianchi: Medico = {
  id: 3,
  nome: 'Giulia',
  cognome: 'Bianchi',
  email: 'giulia.bianchi@example.org',
  telefono: null,
  specializzazione: 'Neurologia',
  struttura: 'Stroke unit, Ospedale di Rivoli',
  pazienti: 2,
  invito: null,
  version: 1,
};

export const neri: Medico = {
  ...bianchi,
  id: 4,
  nome: 'Paolo',
  cognome: 'Neri',
  email: 'paolo.neri@example.org',
};

export const rossi: Paziente = {
  id: 7,
  nome: 'Mario',
  cognome: 'Rossi',
  email: 'mario.rossi@example.org',
  telefono: '+39 333 1234567',
  codiceFiscale: 'RSSMRA50C12L219X',
  dataNascita: '1950-03-12',
  eta: 76,
  allerteAperte: 0,
  sesso: 'M',
  medico: { id: 3, nome: 'Giulia', cognome: 'Bianchi' },
  invito: {
    id: 21,
    tipo: 'paziente',
    destinatario: { nome: 'Mario', cognome: 'Rossi', email: 'mario.rossi@example.org' },
    stato: 'accettato',
    inviatoIl: '2026-10-01T08:00:00.000Z',
    apertoIl: '2026-10-01T09:30:00.000Z',
    accettatoIl: '2026-10-02T07:45:00.000Z',
    scadeIl: '2026-10-08T08:00:00.000Z',
    reinviabile: false,
  },
  version: 2,
};

export const verdi: Paziente = {
  ...rossi,
  id: 8,
  nome: 'Anna',
  cognome: 'Verdi',
  email: 'anna.verdi@example.org',
  telefono: null,
  codiceFiscale: null,
  dataNascita: '1958-11-30',
  eta: 67,
  allerteAperte: 0,
  sesso: 'F',
  invito: {
    ...(rossi.invito as NonNullable<Paziente['invito']>),
    id: 22,
    destinatario: { nome: 'Anna', cognome: 'Verdi', email: 'anna.verdi@example.org' },
    stato: 'inviato',
    apertoIl: null,
    accettatoIl: null,
    inviatoIl: '2026-11-20T08:00:00.000Z',
    scadeIl: '2026-11-27T08:00:00.000Z',
    reinviabile: true,
  },
};

/** A NIHSS with every item 0 but those given. */
export function nihssOf(items: Partial<NihssInput>): NihssInput {
  return {
    '1a': 0,
    '1b': 0,
    '1c': 0,
    '2': 0,
    '3': 0,
    '4': 0,
    '5a': 0,
    '5b': 0,
    '6a': 0,
    '6b': 0,
    '7': 0,
    '8': 0,
    '9': 0,
    '10': 0,
    '11': 0,
    ...items,
  };
}

/** Mario Rossi's ischaemic stroke of March 2026: NIHSS 7 at admission (moderate), 2 at discharge, mRS 2. */
export const eventoMarzo: FattoriClinici = {
  id: 31,
  pazienteId: 7,
  tipoIctus: 'ischemico',
  dataEvento: '2026-03-12',
  nihssIngresso: nihssOf({ '1a': 1, '4': 2, '5b': 3, '10': 1 }),
  nihssDimissione: nihssOf({ '4': 1, '5b': 1 }),
  mrs: 2,
  trombolisi: true,
  trombectomia: false,
  pressioneSistolica: 165,
  pressioneDiastolica: 95,
  fibrillazioneAtriale: true,
  note: 'Esordio al risveglio.',
  registratoIl: '2026-03-12T10:00:00.000Z',
  aggiornatoIl: '2026-03-20T15:30:00.000Z',
  version: 2,
};

export const rischioRossi: FattoriRischio = {
  id: 41,
  pazienteId: 7,
  pressioneSistolica: 150,
  ipertensione: true,
  ipertensioneNonControllata: false,
  terapiaAntipertensiva: true,
  diabete: true,
  fibrillazioneAtriale: true,
  fumo: false,
  dislipidemia: false,
  pregressoIctusTiaTromboembolia: true,
  malattiaVascolare: false,
  malattiaCardiovascolare: false,
  scompensoCardiaco: false,
  ipertrofiaVentricolareSinistra: false,
  funzioneRenaleAlterata: false,
  funzioneEpaticaAlterata: false,
  sanguinamento: false,
  inrLabile: false,
  farmaci: true,
  alcol: false,
  aggiornatoIl: '2026-03-20T15:35:00.000Z',
  version: 3,
};

export const fattoriRossi: FattoriPaziente = {
  clinici: [eventoMarzo],
  rischio: rischioRossi,
  punteggi: {
    cha2ds2vasc: { punteggio: 6, rischioIctusIschemicoAnnuoPct: 9.7, rischioIctusTiaEmboliaAnnuoPct: 13.6 },
    cha2ds2va: { punteggio: 6 },
    hasbled: { punteggio: 3, altoRischio: true, sanguinamentiPer100PazientiAnno: 3.72 },
    nihss: { totale: 2, gravita: 'lieve' },
    framingham: { punti: 15, rischioIctus10AnniPct: 22 },
  },
  mrs: 2,
  nonCalcolati: [],
};

/** A patient with nothing recorded yet. */
export const fattoriVuoti: FattoriPaziente = {
  clinici: [],
  rischio: null,
  punteggi: {},
  mrs: null,
  nonCalcolati: [
    { punteggio: 'framingham', motivo: 'Mancano i fattori di rischio.' },
    { punteggio: 'cha2ds2vasc', motivo: 'Mancano i fattori di rischio.' },
  ],
};

const voce = (
  partial: Partial<StoricoVoce> & Pick<StoricoVoce, 'id' | 'at' | 'punteggio' | 'valore'>,
): StoricoVoce => ({
  risultato: {},
  input: {},
  algoritmo: 'punteggi-2026.11',
  fonte: { tipo: 'fattoriRischio', id: 41, version: 1 },
  autore: 'Giulia Bianchi',
  ...partial,
});

export const storicoPredizione: StoricoVoce[] = [
  voce({
    id: 101,
    at: '2026-03-12T10:05:00.000Z',
    punteggio: 'cha2ds2vasc',
    valore: 5,
    risultato: { punteggio: 5, rischioIctusIschemicoAnnuoPct: 7.2, rischioIctusTiaEmboliaAnnuoPct: 10 },
    input: {
      sesso: 'M',
      eta: 76,
      scompensoCardiaco: false,
      ipertensione: true,
      diabete: false,
      pregressoIctusTiaTromboembolia: true,
      malattiaVascolare: false,
    },
  }),
  voce({
    id: 102,
    at: '2026-03-12T10:05:00.000Z',
    punteggio: 'hasbled',
    valore: 3,
    risultato: { punteggio: 3, altoRischio: true, sanguinamentiPer100PazientiAnno: 3.72 },
  }),
  voce({
    id: 103,
    at: '2026-03-20T15:35:00.000Z',
    punteggio: 'cha2ds2vasc',
    valore: 6,
    risultato: { punteggio: 6, rischioIctusIschemicoAnnuoPct: 9.7, rischioIctusTiaEmboliaAnnuoPct: 13.6 },
    fonte: { tipo: 'fattoriRischio', id: 41, version: 3 },
  }),
];

export const storicoIctus: StoricoVoce[] = [
  voce({
    id: 201,
    at: '2026-03-12T10:00:00.000Z',
    punteggio: 'nihssIngresso',
    valore: 7,
    risultato: { totale: 7, gravita: 'moderato' },
    input: { '1a': 1, '4': 2, '5b': 3, '10': 1 },
    fonte: { tipo: 'fattoriClinici', id: 31, version: 1 },
  }),
  voce({
    id: 202,
    at: '2026-03-20T15:30:00.000Z',
    punteggio: 'mrs',
    valore: 2,
    risultato: { grado: 2 },
    fonte: { tipo: 'fattoriClinici', id: 31, version: 2 },
  }),
];

export const caregiverLucia: Caregiver = {
  id: 51,
  nome: 'Lucia',
  cognome: 'Rossi',
  email: 'lucia.rossi@example.org',
  telefono: null,
  relazione: 'Figlia',
  consenso: { attivo: true, datoIl: '2026-04-01T09:00:00.000Z', revocatoIl: null },
  invito: null,
};

export const caregiverPiero: Caregiver = {
  ...caregiverLucia,
  id: 52,
  nome: 'Piero',
  cognome: 'Gialli',
  email: 'piero.gialli@example.org',
  relazione: 'Badante',
  consenso: { attivo: false, datoIl: '2026-04-02T09:00:00.000Z', revocatoIl: '2026-06-15T09:00:00.000Z' },
};

export const accessiRossi = {
  items: [
    {
      at: '2026-11-20T09:15:00.000Z',
      chi: 'Lucia Rossi',
      ruolo: 'caregiver',
      azione: 'lettura',
      cosa: 'scheda',
    },
    {
      at: '2026-11-19T16:40:00.000Z',
      chi: 'Giulia Bianchi',
      ruolo: 'medico',
      azione: 'modifica',
      cosa: 'fattori di rischio',
    },
  ],
  total: 2,
  page: 1,
  size: 20,
};

export const paths = {
  paziente: (id: number) => fillPath(strokePazientiRoutes.paziente.url, { id }),
  caregiverRead: (id: number) => fillPath(strokePazientiRoutes.pazienteCaregiver.url, { id }),
  fattori: (id: number) => fillPath(strokeFattoriRoutes.fattori.url, { id }),
  caregivers: (id: number) => fillPath(strokeCaregiversRoutes.caregiverPaziente.url, { id }),
  accessi: (id: number) => fillPath(strokeAccessiRoutes.accessi.url, { id }),
  storicoPredizione: strokeFattoriRoutes.storicoPredizione.url,
  storicoIctus: strokeFattoriRoutes.storicoIctus.url,
  list: strokePazientiRoutes.pazientiMedico.url,
  medici: strokeMediciRoutes.medici.url,
  invita: strokePazientiRoutes.invitaPaziente.url,
  aggiorna: strokePazientiRoutes.aggiornaPaziente.url,
  clinici: strokeFattoriRoutes.creaFattoriClinici.url,
  rischio: strokeFattoriRoutes.creaFattoriRischio.url,
};

/** The server's reads of Mario Rossi's card (as his doctor, the admin, or a caregiver), each answer given. */
export function cardReads(
  options: {
    paziente?: Paziente;
    fattori?: FattoriPaziente;
    predizione?: StoricoVoce[];
    ictus?: StoricoVoce[];
  } = {},
): Route[] {
  const paziente = options.paziente ?? rossi;
  return [
    on('GET', paths.paziente(paziente.id), () => json(paziente)),
    on('GET', paths.caregiverRead(paziente.id), () => json(paziente)),
    on('GET', paths.fattori(paziente.id), () => json(options.fattori ?? fattoriRossi)),
    on('GET', paths.storicoPredizione, () => json(options.predizione ?? storicoPredizione)),
    on('GET', paths.storicoIctus, () => json(options.ictus ?? storicoIctus)),
    on('GET', paths.caregivers(paziente.id), () => json([caregiverLucia, caregiverPiero])),
    on('GET', paths.accessi(paziente.id), () => json(accessiRossi)),
    on('GET', paths.medici, () => json([bianchi, neri])),
    ...dispositiviReads(paziente.id),
  ];
}

/** The patients' screens under the manifest's routes, at `url`, inside the shell's providers and global alerts. */
export function renderStroke(url: string, session: Partial<Session>) {
  return renderRoutes(
    [
      { path: '/stroke/pazienti', element: <StrokePazienti /> },
      { path: '/stroke/pazienti/:id', element: <StrokePaziente /> },
      { path: '/stroke/assistiti', element: <h1>I miei assistiti</h1> },
      { path: '/stroke/assistiti/:id', element: <StrokePaziente /> },
    ],
    url,
    session,
  );
}
