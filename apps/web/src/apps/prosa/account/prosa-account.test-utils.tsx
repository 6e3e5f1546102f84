import type { Tematica } from '@halo/contract/prosa';
import type { CittadinoProfilo, OperatoreProfilo } from '@halo/contract/prosa/profiles';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { alertStore } from '../../../shell/alerts/alert.store.ts';
import { GlobalAlerts } from '../../../shell/alerts/global-alerts.tsx';
import type { Session } from '../../../shell/auth/session.store.ts';
import { renderWithShell } from '../../../test/render-shell.tsx';
import { ProsaLayout } from '../prosa.layout.tsx';
import { alimentazione, fumo as fumoWithSubthemes } from '../prosa.test-utils.tsx';
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

const allOn = { campagne: true, progetti: true, richieste: true, suggerimenti: true };
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
