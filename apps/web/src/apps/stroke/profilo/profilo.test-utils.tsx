import type { Invito } from '@halo/contract';
import { type Accesso, strokeAccessiRoutes } from '@halo/contract/stroke/accessi';
import { type Caregiver, strokeCaregiversRoutes } from '@halo/contract/stroke/caregivers';
import { type FattoriPaziente, strokeFattoriRoutes } from '@halo/contract/stroke/fattori';
import { strokeInvitiRoutes } from '@halo/contract/stroke/inviti';
import type { Medico } from '@halo/contract/stroke/medici';
import type { Paziente } from '@halo/contract/stroke/pazienti';
import { type ProfiloStroke, strokeProfiloRoutes } from '@halo/contract/stroke/profilo';
import { calcolaPunteggi } from '@halo/contract/stroke/scores';
import { fillPath } from '../../../lib/call-route.ts';
import { json, on, type Route, stubFetch } from '../../../test/fetch-stub.ts';
import { dispositiviReads } from '../dispositivi/dispositivi.test-utils.tsx';

/**
 * Shared fixtures of the tests of the stroke home, the patient's profile and the caregiver's view: a doctor, two
 * patients (a woman of 76 and a man of 50), the profile of each role, Anna Verdi's scores computed by the
 * contract's own functions, her three caregivers (accepted, invited, revoked) and twelve reads of her data; and a
 * server answering all of it, the caregivers' list following the writes.
 */

export const rossi: Medico = {
  id: 3,
  nome: 'Mario',
  cognome: 'Rossi',
  email: 'mario.rossi@example.org',
  telefono: null,
  specializzazione: 'Neurologia',
  struttura: 'Ospedale di Rivoli',
  pazienti: 12,
  invito: null,
  version: 1,
};

export const verdi: Paziente = {
  id: 7,
  nome: 'Anna',
  cognome: 'Verdi',
  email: 'anna.verdi@example.org',
  telefono: '011 555 1234',
  codiceFiscale: 'VRDNNA50C44L219K',
  dataNascita: '1950-03-04',
  eta: 76,
  allerteAperte: 0,
  sesso: 'F',
  medico: { id: 3, nome: 'Mario', cognome: 'Rossi' },
  invito: null,
  version: 2,
};

export const neri: Paziente = {
  ...verdi,
  id: 8,
  nome: 'Bruno',
  cognome: 'Neri',
  email: 'bruno.neri@example.org',
  telefono: null,
  codiceFiscale: null,
  dataNascita: '1976-11-20',
  eta: 50,
  allerteAperte: 0,
  sesso: 'M',
};

export const profili = {
  admin: { ruoli: ['admin'], medico: null, paziente: null, caregiver: null, assistiti: [] },
  medico: { ruoli: ['medico'], medico: rossi, paziente: null, caregiver: null, assistiti: [] },
  paziente: { ruoli: ['paziente'], medico: null, paziente: verdi, caregiver: null, assistiti: [] },
  caregiver: {
    ruoli: ['caregiver'],
    medico: null,
    paziente: null,
    caregiver: { id: 5, nome: 'Elena', cognome: 'Caregiver' },
    assistiti: [verdi, neri],
  },
} satisfies Record<string, ProfiloStroke>;

const noFlags = {
  scompensoCardiaco: false,
  ipertensione: false,
  diabete: false,
  pregressoIctusTiaTromboembolia: false,
  malattiaVascolare: false,
};

/**
 * Anna Verdi, 76: CHA2DS2-VASc 3 (age 2, sex 1; 3.2 ischaemic strokes per 100 a year), HAS-BLED 3 (age, stroke,
 * drugs; 3.72 bleeds per 100), Framingham 10 points (age 7, pressure 130 untreated 3; 6% in 10 years), mRS 1.
 */
export const fattoriVerdi: FattoriPaziente = {
  clinici: [],
  rischio: null,
  punteggi: calcolaPunteggi({
    cha2ds2vasc: { sesso: 'F', eta: 76, ...noFlags },
    hasbled: {
      eta: 76,
      ipertensioneNonControllata: false,
      funzioneRenaleAlterata: false,
      funzioneEpaticaAlterata: false,
      pregressoIctus: true,
      sanguinamento: false,
      inrLabile: false,
      farmaci: true,
      alcol: false,
    },
    framingham: {
      sesso: 'F',
      eta: 76,
      pressioneSistolica: 130,
      terapiaAntipertensiva: false,
      diabete: false,
      fumo: false,
      malattiaCardiovascolare: false,
      fibrillazioneAtriale: false,
      ipertrofiaVentricolareSinistra: false,
    },
  }),
  mrs: 1,
  nonCalcolati: [],
};

/** Bruno Neri, 50: CHA2DS2-VASc 0 (0.2 per 100 a year), no Framingham below 54. */
export const fattoriNeri: FattoriPaziente = {
  clinici: [],
  rischio: null,
  punteggi: calcolaPunteggi({ cha2ds2vasc: { sesso: 'M', eta: 50, ...noFlags } }),
  mrs: null,
  nonCalcolati: [{ punteggio: 'framingham', motivo: 'Il profilo di Framingham vale dai 54 anni in su.' }],
};

const invito = (id: number, who: Pick<Caregiver, 'nome' | 'cognome' | 'email'>, over: Partial<Invito>) => ({
  id,
  tipo: 'caregiver' as const,
  destinatario: { nome: who.nome, cognome: who.cognome, email: who.email },
  stato: 'inviato' as const,
  inviatoIl: '2026-11-20T09:00:00.000Z',
  apertoIl: null,
  accettatoIl: null,
  scadeIl: '2026-11-27T09:00:00.000Z',
  reinviabile: true,
  ...over,
});

const luciaWho = { nome: 'Lucia', cognome: 'Verdi', email: 'lucia.verdi@example.org' };
export const lucia: Caregiver = {
  id: 21,
  ...luciaWho,
  telefono: '333 123 4567',
  relazione: 'Figlia',
  consenso: { attivo: true, datoIl: '2026-11-20T09:00:00.000Z', revocatoIl: null },
  invito: invito(31, luciaWho, {
    stato: 'accettato',
    apertoIl: '2026-11-21T08:00:00.000Z',
    accettatoIl: '2026-11-21T08:05:00.000Z',
    reinviabile: false,
  }),
};

const paoloWho = { nome: 'Paolo', cognome: 'Bianchi', email: 'paolo.bianchi@example.org' };
export const paolo: Caregiver = {
  id: 22,
  ...paoloWho,
  telefono: null,
  relazione: 'Badante',
  consenso: { attivo: true, datoIl: '2026-11-22T10:00:00.000Z', revocatoIl: null },
  invito: invito(32, paoloWho, {
    inviatoIl: '2026-11-22T10:00:00.000Z',
    scadeIl: '2026-11-29T10:00:00.000Z',
  }),
};

const carlaWho = { nome: 'Carla', cognome: 'Neri', email: 'carla.neri@example.org' };
export const carla: Caregiver = {
  id: 23,
  ...carlaWho,
  telefono: '011 222 3333',
  relazione: 'Vicina di casa',
  consenso: { attivo: false, datoIl: '2026-10-01T09:00:00.000Z', revocatoIl: '2026-11-24T16:30:00.000Z' },
  invito: invito(33, carlaWho, {
    stato: 'accettato',
    inviatoIl: '2026-10-01T09:00:00.000Z',
    apertoIl: '2026-10-01T12:00:00.000Z',
    accettatoIl: '2026-10-01T12:10:00.000Z',
    scadeIl: '2026-10-08T09:00:00.000Z',
    reinviabile: false,
  }),
};

/** Twelve reads and changes of Anna Verdi's data, newest first, one every hour from 26 November at 15:00 UTC. */
export const accessi: Accesso[] = Array.from({ length: 12 }, (_, index) => ({
  at: new Date(Date.UTC(2026, 10, 26, 15 - index)).toISOString(),
  chi: index % 3 === 0 ? 'Mario Rossi' : 'Lucia Verdi',
  ruolo: index % 3 === 0 ? 'medico' : 'caregiver',
  azione: index === 0 ? ('modifica' as const) : ('lettura' as const),
  cosa: index === 0 ? 'fattori di rischio' : 'scheda',
}));

export const PROFILO = strokeProfiloRoutes.profilo.url;
export const fattoriUrl = (id: number) => fillPath(strokeFattoriRoutes.fattori.url, { id });
export const caregiverUrl = (id: number) => fillPath(strokeCaregiversRoutes.caregiverPaziente.url, { id });
export const accessiUrl = (id: number) => fillPath(strokeAccessiRoutes.accessi.url, { id });
export const INVITA = strokeCaregiversRoutes.invitaCaregiver.url;
export const revocaUrl = (id: number, caregiverId: number) =>
  fillPath(strokeCaregiversRoutes.revocaCaregiver.url, { id, caregiverId });
export const reinviaUrl = (id: number) => fillPath(strokeInvitiRoutes.reinvia.url, { id });

/**
 * The server of these screens, for the profile given: `first` answers before the defaults (a refusal, another
 * profile). The caregivers' list follows the invitations and revocations the defaults answer.
 */
export function strokeApi(profilo: ProfiloStroke, ...first: Route[]) {
  let caregivers = [lucia, paolo, carla];
  return stubFetch(
    ...first,
    on('GET', PROFILO, () => json(profilo)),
    on('GET', fattoriUrl(verdi.id), () => json(fattoriVerdi)),
    on('GET', fattoriUrl(neri.id), () => json(fattoriNeri)),
    on('GET', caregiverUrl(verdi.id), () => json(caregivers)),
    ...dispositiviReads(verdi.id),
    on('GET', accessiUrl(verdi.id), (url) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('size') ?? 20);
      const items = accessi.slice((page - 1) * size, page * size);
      return json({ items, total: accessi.length, page, size });
    }),
    on('POST', INVITA, (_url, body) => {
      const b = body as Pick<Caregiver, 'nome' | 'cognome' | 'email' | 'telefono' | 'relazione'>;
      const existing = caregivers.find((c) => c.email === b.email);
      const saved: Caregiver = {
        id: existing?.id ?? 24,
        ...b,
        consenso: { attivo: true, datoIl: '2026-11-26T10:00:00.000Z', revocatoIl: null },
        invito: invito(34, b, { inviatoIl: '2026-11-26T10:00:00.000Z', scadeIl: '2026-12-03T10:00:00.000Z' }),
      };
      caregivers = existing ? caregivers.map((c) => (c.id === saved.id ? saved : c)) : [...caregivers, saved];
      return json(saved, 201);
    }),
    (url, init) => {
      const match = /^\/api\/stroke\/paziente\/7\/caregiver\/(\d+)$/.exec(url.pathname);
      if (init?.method !== 'DELETE' || !match) return undefined;
      const id = Number(match[1]);
      caregivers = caregivers.map((c) =>
        c.id === id
          ? { ...c, consenso: { ...c.consenso, attivo: false, revocatoIl: '2026-11-26T11:00:00.000Z' } }
          : c,
      );
      return json(caregivers.find((c) => c.id === id));
    },
    on('POST', reinviaUrl(32), () =>
      json({
        ...paolo.invito,
        id: 35,
        inviatoIl: '2026-11-26T10:00:00.000Z',
        scadeIl: '2026-12-03T10:00:00.000Z',
      }),
    ),
  );
}
