import { prosaRoutes, type Tematica } from '@halo/contract/prosa';
import { prosaPreferitiRoutes } from '@halo/contract/prosa/preferiti';
import {
  type CittadinoProfilo,
  type OperatoreProfilo,
  prosaProfileRoutes,
} from '@halo/contract/prosa/profiles';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { fillPath } from '../../../lib/call-route.ts';
import { alertStore } from '../../../shell/alerts/alert.store.ts';
import { GlobalAlerts } from '../../../shell/alerts/global-alerts.tsx';
import type { Session } from '../../../shell/auth/session.store.ts';
import { json, on, type Route } from '../../../test/fetch-stub.ts';
import { renderWithShell } from '../../../test/render-shell.tsx';
import { ProsaLayout } from '../prosa.layout.tsx';
import { alimentazione, aziendaTo3, fumo as fumoWithSubthemes, summaryOf } from '../prosa.test-utils.tsx';
import { ProsaProfileProvider } from './prosa-profile.tsx';

/**
 * Shared fixtures of the tests of Pro.Sa.'s people: sessions of each role, a citizen's and an operator's profile,
 * two themes with their sub-themes, and renderers inside the shell's providers.
 */

const signedInProsa: Partial<Session> = {
  logged: true,
  appID: 3,
  appName: 'Prosa',
  appClientId: 'prosa',
};

export const citizenId = '6b1f2c9e-0d3a-4e5b-9c7d-8e9f0a1b2c3d';
export const operatorId = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

export const cittadinoSession: Partial<Session> = {
  ...signedInProsa,
  userID: citizenId,
  username: 'cittadino',
  displayName: 'Maria Rossi',
  role: 'cittadino',
};

export const adminProsaSession: Partial<Session> = {
  ...signedInProsa,
  userID: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
  username: 'admin.prosa',
  displayName: 'Paolo Prevenzione',
  role: 'admin-prosa',
};

export const operatoreSession: Partial<Session> = {
  ...signedInProsa,
  userID: operatorId,
  username: 'operatore.amministrativo',
  displayName: 'Anna Amministrativa',
  role: 'operatore',
};

export const allOn = { campagne: true, progetti: true, richieste: true, suggerimenti: true };
const allOff = { campagne: false, progetti: false, richieste: false, suggerimenti: false };

export { alimentazione };

/** Smoking, here without sub-themes. */
export const fumo: Tematica = { ...fumoWithSubthemes, sottotematiche: 0 };

export const allattamento: Tematica = {
  id: 2,
  codice: 'ALIMENTAZIONE_ALLATTAMENTO',
  nome: 'Allattamento al seno',
  descrizione: '',
  idPadre: 1,
  sottotematiche: 0,
};

export const sale: Tematica = {
  ...allattamento,
  id: 3,
  codice: 'ALIMENTAZIONE_SALE',
  nome: 'Riduzione del sale',
};

export const subthemes: Record<number, Tematica[]> = {
  [alimentazione.id]: [allattamento, sale],
  [fumo.id]: [],
};

export const cittadinoProfilo: CittadinoProfilo = {
  id: citizenId,
  aslId: 1,
  asl: '010203',
  denominazioneAzienda: 'TO3',
  distretto: { id: 6, denominazione: 'Distretto dimostrativo Collegno-Grugliasco' },
  anagrafica: { dataNascita: '1985-04-12', sesso: 'F' },
  eta: 41,
  tematichePref: [],
  sottoTematichePrefer: [],
  preferenze: { newsletter: false, promemoria: false },
  adesioni: [],
  boarding: { id: 4, completato: false },
  funzionalita: allOn,
  version: 3,
};

export const operatoreAmministrativo: OperatoreProfilo = {
  id: operatorId,
  ruolo: 'operatore',
  username: 'operatore.amministrativo',
  nome: 'Anna Amministrativa',
  email: 'operatore.amministrativo@example.org',
  aslId: 1,
  asl: '010203',
  denominazioneAzienda: 'TO3',
  distretto: null,
  operabilita: {
    tipologia: 'AMMINISTRATIVO',
    livello: 'DIPARTIMENTO',
    riferimento: { id: 5, denominazione: 'Dipartimento di prevenzione' },
    unita: null,
  },
  funzionalita: allOff,
  version: 1,
};

/** A health operator of ASL TO3, level ASL, with every feature on. */
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

/** The manager of ASL TO3, level ASL: publishes, sends back and closes its campaigns and projects. */
export const responsabileAsl: OperatoreProfilo = {
  ...operatoreSanitario,
  id: managerId,
  ruolo: 'responsabile',
  username: 'responsabile.asl',
  nome: 'Rita Responsabile',
};

/** The citizen's profile as the portal reads it when it opens: onboarding done. */
export function citizenProfileRead(): Route {
  return on('GET', fillPath(prosaProfileRoutes.cittadino.url, { id: citizenId }), () =>
    json({ ...cittadinoProfilo, boarding: { id: 4, completato: true } }),
  );
}

/** The operator's profile as the portal reads it when it opens (by default the health operator's). */
export function operatorProfileRead(profile: OperatoreProfilo = operatoreSanitario): Route {
  return on('GET', fillPath(prosaProfileRoutes.operatore.url, { id: operatorId }), () => json(profile));
}

/** The manager's profile as the portal reads it when it opens. */
export function managerProfileRead(): Route {
  return on('GET', fillPath(prosaProfileRoutes.responsabile.url, { id: managerId }), () =>
    json(responsabileAsl),
  );
}

/**
 * The reader's profile as the campaigns' and projects' screens read it (none for the administrator); the citizen's
 * star of a published page also reads their favourites.
 */
export function profileReads(
  reader: 'cittadino' | 'operatore' | 'responsabile' | 'admin' | null,
  staff: OperatoreProfilo = operatoreSanitario,
): Route[] {
  if (reader === 'cittadino')
    return [citizenProfileRead(), on('GET', prosaPreferitiRoutes.preferiti.url, () => json([]))];
  if (reader === 'operatore') return [operatorProfileRead(staff)];
  if (reader === 'responsabile') return [managerProfileRead()];
  return [];
}

/** The joined authorities (TO3 alone) and TO3's organisation, which the forms' authority pickers read. */
export function authorityReads(): Route[] {
  return [
    on('GET', prosaRoutes.aziende.url, () =>
      json({ items: [summaryOf(aziendaTo3)], total: 1, page: 1, size: 200 }),
    ),
    on('GET', fillPath(prosaRoutes.azienda.url, { id: aziendaTo3.id }), () => json(aziendaTo3)),
  ];
}

function renderAt(routes: RouteObject[], url: string, session: Partial<Session>) {
  alertStore.clear();
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  return { ...renderWithShell(<RouterProvider router={router} />, session), router };
}

/** A page or screen at `url` inside the shell's providers, the global alerts and the profile's provider. */
export function renderAccount(ui: ReactNode, url: string, session: Partial<Session> = {}) {
  return renderAt(
    [
      {
        path: '*',
        element: (
          <ProsaProfileProvider>
            <GlobalAlerts />
            {ui}
          </ProsaProfileProvider>
        ),
      },
    ],
    url,
    session,
  );
}

/** Pro.Sa.'s layout at `url`, with the screens given under it (by their path below /prosa). */
export function renderInLayout(children: Record<string, ReactNode>, url: string, session: Partial<Session>) {
  return renderAt(
    [
      {
        path: '/prosa',
        element: (
          <>
            <GlobalAlerts />
            <ProsaLayout />
          </>
        ),
        children: Object.entries(children).map(([path, element]) =>
          path === '' ? { index: true, element } : { path, element },
        ),
      },
    ],
    url,
    session,
  );
}
