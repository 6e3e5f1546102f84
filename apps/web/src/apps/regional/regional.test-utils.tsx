import type { Asl, Dipartimento, Distretto, Regione } from '@halo/contract';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { renderWithShell, signedIn } from '../../test/render-shell.tsx';

export type Route = (url: URL, init: RequestInit | undefined) => Response | Promise<Response> | undefined;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function errorBody(
  status: number,
  message: string,
  details: { path: string; message: string }[] = [],
) {
  const code = status === 409 ? 'CONFLICT' : status === 400 ? 'VALIDATION_ERROR' : 'ERROR';
  return json({ code, message, details, requestId: 'req-1' }, status);
}

/** Stubs `fetch`: the first route that answers wins; anything unanswered is a 404 the test will notice. */
export function stubFetch(...routes: Route[]) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    for (const route of routes) {
      const answer = await route(url, init);
      if (answer) return answer;
    }
    return new Response('', { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The path and query of each call, in order. */
export function calledUrls(fetch: ReturnType<typeof stubFetch>): string[] {
  return fetch.mock.calls.map(([input]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${url.pathname}${url.search}`;
  });
}

export function bodyOf(fetch: ReturnType<typeof stubFetch>, index: number): unknown {
  const init = fetch.mock.calls[index]?.[1];
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}

/** Renders inside the shell's providers and a memory router at `url`. */
export function renderScreen(ui: ReactNode, url = '/') {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [url] });
  return { ...renderWithShell(<RouterProvider router={router} />, signedIn), router };
}

/** The region, ASL, district and department the regional and structures tests walk through. */
export const piemonte: Regione = {
  id: 1,
  codiceRegione: '010',
  codiceIstat: '01',
  denominazioneRegione: 'Piemonte',
  codiciMinisteriali: ['010'],
  version: 1,
};

export const to3: Asl = {
  id: 1,
  codiceAsl: '010203',
  codiceRegione: '010',
  codiceAzienda: '203',
  regioneId: 1,
  denominazioneAzienda: 'TO3',
  indirizzo: null,
  cap: null,
  comuneSedeIstat: null,
  version: 1,
};

export const rivoli: Distretto = {
  id: 7,
  codiceDistretto: 'DEMO2',
  distrettoSanitario: 'Distretto dimostrativo Rivoli',
  codiceAsl: '010203',
  comuniAnnessi: [1219],
  demo: true,
  version: 2,
};

export const prevenzione: Dipartimento = {
  id: 3,
  denominazione: 'Dipartimento di prevenzione',
  distrettoId: 7,
  codiceAsl: '010203',
  demo: false,
  version: 1,
};
