import { prosaRoutes } from '@halo/contract/prosa';
import { prosaPreferitiRoutes } from '@halo/contract/prosa/preferiti';
import { type OperatoreProfilo, prosaProfileRoutes } from '@halo/contract/prosa/profiles';
import type { Progetto } from '@halo/contract/prosa/progetti';
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
import { alimentazione, aziendaTo3, fumo, sottotematiche, summaryOf } from '../prosa.test-utils.tsx';
import { ProsaProgetti } from './prosa-progetti.screen.tsx';
import { ProsaProgetto } from './prosa-progetto.screen.tsx';
import { ProsaProgettoNuovo } from './prosa-progetto-nuovo.screen.tsx';

/**
 * Shared fixtures of the projects' screen tests: sessions and profiles of each kind of reader, two projects of
 * ASL TO3, and the server's reads every screen makes (profile, themes, joined authorities, TO3's organisation).
 */

export { adminProsaSession, aziendaTo3, cittadinoSession, operatoreSession };

const allOn = { campagne: true, progetti: true, richieste: true, suggerimenti: true };

/** A health operator of ASL TO3, level ASL: the `progetti` feature on. */
export const operatoreSanitario: OperatoreProfilo = {
  ...operatoreAmministrativo,
  username: 'operatore.sanitario',
  nome: 'Sara Sanitaria',
  operabilita: { tipologia: 'SANITARIO', livello: 'ASL', riferimento: null, unita: null },
  funzionalita: allOn,
};

/** A health operator of the district of Rivoli (ASL TO3): writes that district's projects. */
export const operatoreDistretto: OperatoreProfilo = {
  ...operatoreSanitario,
  operabilita: {
    tipologia: 'SANITARIO',
    livello: 'DISTRETTO',
    riferimento: { id: 6, denominazione: 'Distretto dimostrativo Rivoli' },
    unita: null,
  },
};

export const managerId = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';

export const responsabileSession: Partial<Session> = {
  ...operatoreSession,
  userID: managerId,
  username: 'responsabile.asl',
  displayName: 'Rita Responsabile',
  role: 'responsabile',
};

/** The manager of ASL TO3, level ASL: publishes, sends back and closes its projects. */
export const responsabileAsl: OperatoreProfilo = {
  ...operatoreSanitario,
  id: managerId,
  ruolo: 'responsabile',
  username: 'responsabile.asl',
  nome: 'Rita Responsabile',
};

export const merende: Progetto = {
  id: 21,
  titolo: 'Merende sane a scuola',
  sintesi: 'Percorso con le scuole primarie per merende a base di frutta.\nCon le famiglie.',
  obiettivi: 'Aumentare il consumo di frutta e verdura tra i bambini.',
  aslId: 1,
  asl: '010203',
  denominazioneAzienda: 'TO3',
  distretto: { id: 6, denominazione: 'Distretto dimostrativo Rivoli' },
  dipartimento: null,
  tematiche: [{ id: 1, nome: 'Alimentazione' }],
  sottotematiche: [{ id: 2, nome: 'Allattamento al seno' }],
  destinatari: ['BAMBINI', 'GENITORI'],
  setting: ['SCUOLA'],
  dal: '2026-03-01',
  al: '2027-06-30',
  partner: ['Istituto comprensivo di Rivoli'],
  link: ['https://www.dors.it/'],
  stato: 'pubblicato',
  interventi: [
    {
      id: 31,
      setting: 'SCUOLA',
      destinatari: ['BAMBINI'],
      dal: '2026-10-01',
      al: '2026-12-15',
      luogo: 'Scuole primarie di Rivoli',
      descrizione: 'Incontri settimanali.',
    },
  ],
  modificabile: false,
  version: 3,
  aggiornato: '2026-11-20T10:00:00.000Z',
};

/** A draft of the department of prevention, without sheets, partners or links. */
export const fumoBozza: Progetto = {
  ...merende,
  id: 22,
  titolo: 'Liberi dal fumo',
  sintesi: 'Corsi di gruppo per smettere di fumare.',
  obiettivi: '',
  distretto: null,
  dipartimento: { id: 5, denominazione: 'Dipartimento di prevenzione' },
  tematiche: [{ id: 12, nome: 'Fumo di tabacco' }],
  sottotematiche: [],
  destinatari: ['ADULTI'],
  setting: ['SANITA'],
  dal: '2026-09-01',
  al: null,
  partner: [],
  link: [],
  stato: 'bozza',
  interventi: [],
  modificabile: true,
  version: 1,
};

/** A page of projects as the server answers it. */
export function pageOf(items: Progetto[], total = items.length, page = 1, size = 10) {
  return { items, total, page, size };
}

/** The reads every projects' screen makes: the reader's profile, the theme tree, the joined authorities, TO3. */
export function commonReads(
  profile: 'cittadino' | 'operatore' | 'responsabile' | null,
  staff = operatoreSanitario,
) {
  const routes: Route[] = [
    on('GET', prosaRoutes.tematiche.url, () => json([alimentazione, fumo])),
    on('GET', prosaRoutes.subtematiche.url, (url) =>
      json(sottotematiche[Number(url.searchParams.get('idPadre'))] ?? []),
    ),
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
    routes.push(on('GET', fillPath(prosaProfileRoutes.operatore.url, { id: operatorId }), () => json(staff)));
  } else if (profile === 'responsabile') {
    routes.push(
      on('GET', fillPath(prosaProfileRoutes.responsabile.url, { id: managerId }), () =>
        json(responsabileAsl),
      ),
    );
  }
  return routes;
}

/** Pro.Sa.'s layout (profile, feature gate) with the three projects' screens at their paths. */
export function renderProgetti(url: string, session: Partial<Session>) {
  return renderInLayout(
    {
      progetti: <ProsaProgetti />,
      'progetti/nuovo': <ProsaProgettoNuovo />,
      'progetti/:id': <ProsaProgetto />,
    },
    url,
    session,
  );
}
