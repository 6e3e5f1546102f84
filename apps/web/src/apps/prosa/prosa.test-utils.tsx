import type { Asl, Struttura } from '@halo/contract';
import type { AziendaAderente, AziendaDettaglio, Tematica } from '@halo/contract/prosa';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import type { Session } from '../../shell/auth/session.store.ts';
import { errorBody, json, on, type Route, staleVersion, stubFetch } from '../../test/fetch-stub.ts';
import { renderScreen, signedIn } from '../../test/render-shell.tsx';
import { piemonte, prevenzione, rivoli, to3 } from '../../test/territory.ts';

/**
 * Shared fixtures of the Pro.Sa. screens' tests: two themes, ASL TO3 joined with a department, a district and a
 * hospital, and ASL TO4 of the same region, not joined.
 */

export { piemonte, prevenzione, rivoli, to3 };

export const alimentazione: Tematica = {
  id: 1,
  codice: 'ALIMENTAZIONE',
  nome: 'Alimentazione',
  descrizione: 'Sana alimentazione in ogni età della vita',
  idPadre: null,
  sottotematiche: 2,
};

export const fumo: Tematica = {
  id: 12,
  codice: 'FUMO',
  nome: 'Fumo di tabacco',
  descrizione: 'Prevenzione e cessazione del fumo',
  idPadre: null,
  sottotematiche: 1,
};

export const sottotematiche: Record<number, Tematica[]> = {
  [alimentazione.id]: [
    {
      id: 2,
      codice: 'ALLATTAMENTO',
      nome: 'Allattamento al seno',
      descrizione: 'Promozione dell’allattamento',
      idPadre: 1,
      sottotematiche: 0,
    },
    {
      id: 3,
      codice: 'SALE',
      nome: 'Riduzione del sale',
      descrizione: '',
      idPadre: 1,
      sottotematiche: 0,
    },
  ],
  [fumo.id]: [
    {
      id: 13,
      codice: 'SMETTERE',
      nome: 'Smettere di fumare',
      descrizione: '',
      idPadre: 12,
      sottotematiche: 0,
    },
  ],
};

export const to4: Asl = {
  ...to3,
  id: 2,
  codiceAsl: '010204',
  codiceAzienda: '204',
  denominazioneAzienda: 'TO4',
};

export const ospedaleRivoli: Struttura = {
  id: 40,
  codiceStruttura: '010040',
  denominazione: 'OSPEDALE DEGLI INFERMI DI RIVOLI',
  codiceRegione: '010',
  codiceAsl: to3.codiceAsl,
  denominazioneAsl: 'TO3',
  codiceAzienda: '203',
  codiceComune: '001219',
  tipologia: { codice: '1', descrizione: 'Ospedale a gestione diretta' },
  naturaGiuridica: 'ASL',
};

export const ospedalePinerolo: Struttura = {
  ...ospedaleRivoli,
  id: 41,
  codiceStruttura: '010030',
  denominazione: 'OSPEDALE CIVILE E. AGNELLI DI PINEROLO',
  codiceComune: '001191',
};

export const aziendaTo3: AziendaDettaglio = {
  id: 1,
  codiceAsl: to3.codiceAsl,
  denominazioneAzienda: 'TO3',
  codiceRegione: '010',
  aderenteDal: '2026-11-20T10:00:00.000Z',
  dipartimenti: [
    {
      id: 5,
      aslId: 1,
      dipartimentoId: prevenzione.id,
      denominazione: prevenzione.denominazione,
      distretto: rivoli.distrettoSanitario,
    },
  ],
  distretti: [{ id: 6, aslId: 1, distrettoId: rivoli.id, denominazione: rivoli.distrettoSanitario }],
  strutture: [
    {
      id: 7,
      aslId: 1,
      codiceAsl: to3.codiceAsl,
      strutturaId: ospedaleRivoli.id,
      denominazione: ospedaleRivoli.denominazione,
      tipologia: ospedaleRivoli.tipologia.descrizione,
      codiceComune: ospedaleRivoli.codiceComune,
    },
  ],
};

/** An authority as the list of joined ones gives it. */
export function summaryOf(azienda: AziendaDettaglio): AziendaAderente {
  return {
    id: azienda.id,
    codiceAsl: azienda.codiceAsl,
    denominazioneAzienda: azienda.denominazioneAzienda,
    codiceRegione: azienda.codiceRegione,
    aderenteDal: azienda.aderenteDal,
    dipartimenti: azienda.dipartimenti.length,
    distretti: azienda.distretti.length,
    strutture: azienda.strutture.length,
  };
}

/** A page of joined authorities as the server answers it. */
export function pageOf(items: AziendaAderente[], total = items.length, page = 1, size = 20) {
  return { items, total, page, size };
}

/** The administrator of the portal, signed in to Pro.Sa. */
export const adminProsa: Partial<Session> = {
  ...signedIn,
  username: 'admin.prosa',
  displayName: 'Paolo Prevenzione',
  role: 'admin-prosa',
  appName: 'Prosa',
  appClientId: 'prosa',
};

/** A manager of an authority: reads the organisation. */
export const responsabile: Partial<Session> = {
  ...adminProsa,
  username: 'responsabile.asl',
  role: 'responsabile',
};

/** Renders a screen inside the shell's providers and the global alerts, at `url`, for `session`. */
export function renderProsa(ui: ReactNode, url: string, session: Partial<Session>) {
  return renderScreen(ui, url, undefined, session);
}

/**
 * A server that refuses the first two moves of a record's state (`PUT path`): the first for the reader's role (403
 * with `roleMessage`), the second as stale, someone having changed the record meanwhile (`changeMeanwhile`). The
 * moves after them go to the routes that follow this one.
 */
export function refusedTwice(path: string, roleMessage: string, changeMeanwhile: () => void): Route {
  let attempts = 0;
  return (url, init) => {
    if (init?.method !== 'PUT' || url.pathname !== path || attempts >= 2) return undefined;
    attempts += 1;
    if (attempts === 1) return errorBody(403, roleMessage);
    changeMeanwhile();
    return staleVersion();
  };
}

/**
 * The three tries of "Pubblica" against a server that refuses it twice (`refusedTwice`): the role's refusal shown in
 * the workflow panel; then the stale version, with the page showing the record as it is now (its new `heading`, and
 * `nowShows` in the refusal); then the move, done (`done`). `afterRefusal` and `afterStale` check more in between.
 */
export async function publishRefusedTwice(texts: {
  roleMessage: string;
  heading: string;
  stale: string;
  nowShows: string;
  done: string;
  afterRefusal?: () => void;
  afterStale?: () => void;
}) {
  const publish = () => userEvent.click(within(workflowPanel()).getByRole('button', { name: 'Pubblica' }));
  await publish();
  expect(await within(workflowPanel()).findByRole('alert')).toHaveTextContent(texts.roleMessage);
  texts.afterRefusal?.();

  await publish();
  expect(await screen.findByRole('heading', { level: 1, name: texts.heading })).toBeInTheDocument();
  const refusal = within(workflowPanel()).getByRole('alert');
  expect(refusal).toHaveTextContent(texts.stale);
  expect(refusal).toHaveTextContent(texts.nowShows);
  texts.afterStale?.();

  // Decided again on the record as it is now.
  await publish();
  expect(await screen.findByText(texts.done)).toBeInTheDocument();
}

/** A record's page saying the record was not found (`heading`), with the way back to its list (`back`, at `list`). */
export async function expectNotFound(heading: string, back: string, list: string) {
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', list);
}

/**
 * The server holding one record with a workflow: it reads it at `url` and moves it on `PUT move`, each move a new
 * version (`editable`: whether the record may still be edited in its new state). `first` answers before it
 * (refusals), `more` after it (the record's other calls, the reads every page makes).
 */
export function workflowServer<R extends { stato: string; version: number; modificabile: boolean }>(
  start: R,
  { url, move, editable }: { url: string; move: string; editable: (stato: R['stato']) => boolean },
  first: Route[],
  more: (server: { current: R }) => Route[],
) {
  const server = { current: start };
  const fetch = stubFetch(
    ...first,
    on('GET', url, () => json(server.current)),
    on('PUT', move, (_url, body) => {
      const { stato } = body as { stato: R['stato'] };
      server.current = {
        ...server.current,
        stato,
        modificabile: editable(stato),
        version: server.current.version + 1,
      };
      return json(server.current);
    }),
    ...more(server),
  );
  return { fetch, server };
}

/** A `PUT path` refused once as stale, someone having changed the record meanwhile (`meanwhile`); then `save`. */
export function staleOnce(path: string, meanwhile: () => void, save: (body: unknown) => Response): Route {
  let attempts = 0;
  return on('PUT', path, (_url, body) => {
    attempts += 1;
    if (attempts > 1) return save(body);
    meanwhile();
    return staleVersion();
  });
}

/** A record's state panel, and the moves it offers. */
export const workflowPanel = () => screen.getByRole('region', { name: 'Stato e pubblicazione' });
export const movesOffered = () =>
  within(workflowPanel())
    .getAllByRole('button')
    .map((b) => b.textContent);
