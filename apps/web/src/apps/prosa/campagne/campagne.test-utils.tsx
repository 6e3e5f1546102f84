import type { Tematica } from '@halo/contract/prosa';
import { prosaRoutes } from '@halo/contract/prosa';
import type { Campagna } from '@halo/contract/prosa/campagne';
import { prosaPreferitiRoutes } from '@halo/contract/prosa/preferiti';
import { type OperatoreProfilo, prosaProfileRoutes } from '@halo/contract/prosa/profiles';
import { fillPath } from '../../../lib/call-route.ts';
import type { Session } from '../../../shell/auth/session.store.ts';
import { json, on, type Route } from '../../../test/fetch-stub.ts';
import {
  adminProsaSession,
  citizenId,
  cittadinoProfilo,
  cittadinoSession,
  operatoreAmministrativo,
  operatoreSession,
  operatorId,
  renderInLayout,
} from '../account/prosa-account.test-utils.tsx';
import { alimentazione, aziendaTo3, summaryOf } from '../prosa.test-utils.tsx';
import { ProsaCampagna } from './prosa-campagna.screen.tsx';
import { ProsaCampagnaNuova } from './prosa-campagna-nuova.screen.tsx';
import { ProsaCampagne } from './prosa-campagne.screen.tsx';

/**
 * Shared fixtures of the campaigns' screen tests: sessions and profiles of each kind of reader, three campaigns of
 * ASL TO3 (running to 2099, so that they stay running whenever the tests run), and the reads every screen makes
 * (profile, themes, joined authorities, TO3's organisation).
 */

export { adminProsaSession, aziendaTo3, cittadinoSession, operatoreSession };

const allOn = { campagne: true, progetti: true, richieste: true, suggerimenti: true };

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

/** A health operator of ASL TO3, level ASL, with the `campagne` feature on. */
export const operatoreSanitario: OperatoreProfilo = {
  ...operatoreAmministrativo,
  username: 'operatore.sanitario',
  nome: 'Sara Sanitaria',
  operabilita: { tipologia: 'SANITARIO', livello: 'ASL', riferimento: null, unita: null },
  funzionalita: allOn,
};

export const managerId = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';

export const responsabileSession: Partial<Session> = {
  ...operatoreSession,
  userID: managerId,
  username: 'responsabile.asl',
  displayName: 'Rita Responsabile',
  role: 'responsabile',
};

/** The manager of ASL TO3, level ASL: publishes and closes its campaigns. */
export const responsabileAsl: OperatoreProfilo = {
  ...operatoreSanitario,
  id: managerId,
  ruolo: 'responsabile',
  username: 'responsabile.asl',
  nome: 'Rita Responsabile',
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
  const routes: Route[] = [
    on('GET', prosaRoutes.tematiche.url, () => json([alimentazione, vaccinazioni, attivitaFisica])),
    on('GET', prosaRoutes.aziende.url, () =>
      json({ items: [summaryOf(aziendaTo3)], total: 1, page: 1, size: 200 }),
    ),
    on('GET', fillPath(prosaRoutes.azienda.url, { id: aziendaTo3.id }), () => json(aziendaTo3)),
  ];
  if (profile === 'cittadino') {
    routes.push(
      on('GET', fillPath(prosaProfileRoutes.cittadino.url, { id: citizenId }), () =>
        json({ ...cittadinoProfilo, boarding: { id: 4, completato: true } }),
      ),
      // The star of a published page reads the citizen's favourites.
      on('GET', prosaPreferitiRoutes.preferiti.url, () => json([])),
    );
  } else if (profile === 'operatore') {
    routes.push(
      on('GET', fillPath(prosaProfileRoutes.operatore.url, { id: operatorId }), () =>
        json(operatoreSanitario),
      ),
    );
  } else if (profile === 'responsabile') {
    routes.push(
      on('GET', fillPath(prosaProfileRoutes.responsabile.url, { id: managerId }), () =>
        json(responsabileAsl),
      ),
    );
  }
  return routes;
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
