import type { Tematica } from '@halo/contract/prosa';
import { prosaRoutes } from '@halo/contract/prosa';
import type { Campagna } from '@halo/contract/prosa/campagne';
import type { Session } from '../../../shell/auth/session.store.ts';
import { json, on } from '../../../test/fetch-stub.ts';
import { authorityReads, profileReads, renderInLayout } from '../account/prosa-account.test-utils.tsx';
import { alimentazione } from '../prosa.test-utils.tsx';
import { ProsaCampagna } from './prosa-campagna.screen.tsx';
import { ProsaCampagnaNuova } from './prosa-campagna-nuova.screen.tsx';
import { ProsaCampagne } from './prosa-campagne.screen.tsx';

/**
 * Shared fixtures of the campaigns' screen tests: sessions and profiles of each kind of reader, three campaigns of
 * ASL TO3 (running to 2099, so that they stay running whenever the tests run), and the reads every screen makes
 * (profile, themes, joined authorities, TO3's organisation).
 */

export * from '../account/prosa-account.test-utils.tsx';

export const vaccinazioni: Tematica = {
  id: 30,
  codice: 'VACCINAZIONI',
  nome: 'Vaccinazioni',
  descrizione: '',
  idPadre: null,
  sottotematiche: 0,
};

export const attivitaFisica: Tematica = {
  ...vaccinazioni,
  id: 31,
  codice: 'ATTIVITA_FISICA',
  nome: 'Attività fisica',
};

/** Walking groups in the district of Rivoli: adults, 30 seats, one taken. */
export const cammino: Campagna = {
  id: 41,
  titolo: 'Gruppi di cammino a Rivoli',
  descrizione: 'Camminate di un’ora, due volte alla settimana.\nAdatte a tutti.',
  invito: 'Aderisci per avere un posto nel gruppo: il ritrovo è al parco.',
  linkInvito: null,
  aslId: 1,
  asl: '010203',
  denominazioneAzienda: 'TO3',
  distretto: { id: 6, denominazione: 'Distretto dimostrativo Rivoli' },
  dipartimento: { id: 5, denominazione: 'Dipartimento di prevenzione' },
  tematiche: [{ id: 31, nome: 'Attività fisica' }],
  criteri: { etaMin: 18, etaMax: null, sesso: null },
  dal: '2026-09-15',
  al: '2099-06-30',
  capienza: 30,
  postiDisponibili: 29,
  aderenti: 1,
  stato: 'pubblicata',
  miaAdesione: null,
  modificabile: false,
  version: 2,
  aggiornato: '2026-11-20T10:00:00.000Z',
};

/** The regional cervical screening: women of 25 to 64, the whole authority, no seats, with a link. */
export const screening: Campagna = {
  ...cammino,
  id: 42,
  titolo: 'Prevenzione Serena',
  descrizione: 'Il programma regionale di screening.',
  invito: 'Aderisci: riceverai la lettera con la data del tuo appuntamento.',
  linkInvito: 'https://www.regione.piemonte.it/prevenzione-serena',
  distretto: null,
  tematiche: [{ id: 32, nome: 'Screening oncologici' }],
  criteri: { etaMin: 25, etaMax: 64, sesso: 'F' },
  capienza: null,
  postiDisponibili: null,
  aderenti: null,
};

/** A draft of the flu vaccination, for 60 and over. */
export const influenzaBozza: Campagna = {
  ...cammino,
  id: 43,
  titolo: 'Vaccinazione antinfluenzale',
  descrizione: 'La vaccinazione contro l’influenza stagionale.',
  invito: 'Prenota dal tuo medico di famiglia.',
  linkInvito: 'https://www.salute.gov.it/',
  distretto: null,
  tematiche: [{ id: 30, nome: 'Vaccinazioni' }],
  criteri: { etaMin: 60, etaMax: null, sesso: null },
  capienza: null,
  postiDisponibili: null,
  aderenti: 0,
  stato: 'bozza',
  modificabile: true,
  version: 1,
};

/** A page of campaigns as the server answers it. */
export function pageOf(items: Campagna[], total = items.length, page = 1, size = 10) {
  return { items, total, page, size };
}

/** The reads every campaigns' screen makes: the reader's profile, the themes, the joined authorities, TO3. */
export function commonReads(profile: 'cittadino' | 'operatore' | 'responsabile' | 'admin') {
  const themes = on('GET', prosaRoutes.tematiche.url, () =>
    json([alimentazione, vaccinazioni, attivitaFisica]),
  );
  return [themes, ...authorityReads(), ...profileReads(profile)];
}

/** Pro.Sa.'s layout (profile, feature gate) with the three campaigns' screens at their paths. */
export function renderCampagne(url: string, session: Partial<Session>) {
  return renderInLayout(
    {
      campagne: <ProsaCampagne />,
      'campagne/nuova': <ProsaCampagnaNuova />,
      'campagne/:id': <ProsaCampagna />,
    },
    url,
    session,
  );
}
