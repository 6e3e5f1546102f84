import { prosaRoutes } from '@halo/contract/prosa';
import { type EnteProfilo, prosaProfileRoutes } from '@halo/contract/prosa/profiles';
import type { Suggerimento } from '@halo/contract/prosa/suggerimenti';
import { fillPath } from '../../../lib/call-route.ts';
import type { Session } from '../../../shell/auth/session.store.ts';
import { json, on, type Route } from '../../../test/fetch-stub.ts';
import {
  allOn,
  citizenProfileRead,
  cittadinoSession,
  operatoreAmministrativo,
  operatoreSession,
  operatorProfileRead,
} from '../account/prosa-account.test-utils.tsx';
import { alimentazione, fumo } from '../prosa.test-utils.tsx';

/**
 * Shared fixtures of the tests of suggestions, favourites and Le mie attività: a reader of each kind (citizen,
 * organisation, health operator with every feature, administrative operator with none) with the profile the portal
 * reads for them, and suggestions as each reader gets them.
 */

export { alimentazione, cittadinoSession, operatoreSession };

export const enteId = '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a';

export const enteSession: Partial<Session> = {
  ...cittadinoSession,
  userID: enteId,
  username: 'ente',
  displayName: 'Associazione Salute Insieme',
  role: 'ente',
};

export const enteProfilo: EnteProfilo = {
  id: enteId,
  nome: 'Istituto comprensivo di Collegno',
  localita: 'Collegno',
  aslId: 1,
  asl: '010203',
  denominazioneAzienda: 'TO3',
  distretto: { id: 6, denominazione: 'Distretto dimostrativo Collegno-Grugliasco' },
  funzionalita: allOn,
  version: 1,
};

export type Reader = 'cittadino' | 'ente' | 'operatore' | 'amministrativo';

/** The session of a reader (the two operators share one, their profiles differ). */
export const sessionOf: Record<Reader, Partial<Session>> = {
  cittadino: cittadinoSession,
  ente: enteSession,
  operatore: operatoreSession,
  amministrativo: operatoreSession,
};

/** The profile the portal reads when it opens, and the themes every form and filter offers. */
export function commonReads(reader: Reader): Route[] {
  const profile: Record<Reader, Route> = {
    cittadino: citizenProfileRead(),
    ente: on('GET', fillPath(prosaProfileRoutes.ente.url, { id: enteId }), () => json(enteProfilo)),
    operatore: operatorProfileRead(),
    amministrativo: operatorProfileRead(operatoreAmministrativo),
  };
  return [profile[reader], on('GET', prosaRoutes.tematiche.url, () => json([alimentazione, fumo]))];
}

/** Answered publicly: everyone with the feature reads it. Sent by an organisation, whose name everyone reads. */
export const fontanelle: Suggerimento = {
  id: 41,
  titolo: 'Fontanelle nei parchi',
  testo: 'Più fontanelle di acqua potabile nei parchi, per chi cammina.',
  tematica: { id: 1, nome: 'Alimentazione' },
  aslId: 1,
  denominazioneAzienda: 'TO3',
  autore: 'Istituto comprensivo di Collegno',
  mio: false,
  pubblicabile: true,
  stato: 'risposto',
  risposta: 'Grazie: ne parleremo con i Comuni del distretto.',
  rispostaPubblica: true,
  rispostoIl: '2026-11-22T09:00:00.000Z',
  inviato: '2026-11-20T10:00:00.000Z',
  rispondibile: false,
  version: 2,
};

/** The citizen's own, answered privately: they did not consent to its publication. */
export const mioPrivato: Suggerimento = {
  ...fontanelle,
  id: 42,
  titolo: 'Orari dello screening',
  testo: 'Aprire gli ambulatori dello screening anche il sabato.',
  tematica: null,
  autore: null,
  mio: true,
  pubblicabile: false,
  risposta: 'Dal mese prossimo saranno aperti il primo sabato del mese.',
  rispostaPubblica: false,
};

/** The citizen's own, awaiting an answer; they consented to its publication. */
export const mioInviato: Suggerimento = {
  ...fontanelle,
  id: 43,
  titolo: 'Corsi per smettere di fumare',
  testo: 'Un corso serale per chi lavora.',
  tematica: { id: 12, nome: 'Fumo di tabacco' },
  autore: null,
  mio: true,
  stato: 'inviato',
  risposta: null,
  rispostaPubblica: false,
  rispostoIl: null,
  version: 1,
};

/** As staff in scope read it: awaiting an answer, the proposer named, publishable. */
export const daRispondere: Suggerimento = {
  ...mioInviato,
  id: 44,
  titolo: 'Merende a scuola',
  autore: 'Chiara Cittadina',
  mio: false,
  rispondibile: true,
};

/** As staff in scope read it: awaiting an answer, but the proposer did not consent to its publication. */
export const senzaConsenso: Suggerimento = {
  ...daRispondere,
  id: 45,
  titolo: 'Ambulatorio vaccinale',
  pubblicabile: false,
};

/** A page of suggestions as the server answers it. */
export function pageOf(items: Suggerimento[], total = items.length, page = 1, size = 10) {
  return { items, total, page, size };
}
