import type { MenuDetail } from '@halo/contract';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { alertStore } from '../../shell/alerts/alert.store.ts';
import { GlobalAlerts } from '../../shell/alerts/global-alerts.tsx';
import { renderWithShell } from '../../test/render-shell.tsx';

export type Route = (
  url: URL,
  init: RequestInit | undefined,
) => Response | Promise<Response> | undefined | null | false;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A catalogue's page as the server answers it: the array, and the matches over all pages in X-Total-Count. */
export function jsonPage(items: unknown[], total: number): Response {
  return new Response(JSON.stringify(items), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(total) },
  });
}

export function errorBody(
  status: number,
  message: string,
  details: { path: string; message: string }[] = [],
) {
  const code = status === 409 ? 'CONFLICT' : status === 400 ? 'VALIDATION_ERROR' : 'ERROR';
  return json({ code, message, details, requestId: 'req-1' }, status);
}

/** A route answering `method path` (path without the query) with `answer`. */
export function on(
  method: string,
  path: string,
  answer: (url: URL, body: unknown) => Response | Promise<Response>,
): Route {
  return (url, init) => {
    if ((init?.method ?? 'GET') !== method || url.pathname !== path) return undefined;
    return answer(url, init?.body ? JSON.parse(String(init.body)) : undefined);
  };
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

/** Method, path and query of each call, in order. */
export function calls(fetch: ReturnType<typeof stubFetch>): string[] {
  return fetch.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${init?.method ?? 'GET'} ${url.pathname}${url.search}`;
  });
}

/** The JSON bodies sent to `method path`, in order. */
export function bodiesSent(fetch: ReturnType<typeof stubFetch>, method: string, path: string): unknown[] {
  return fetch.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return (init?.method ?? 'GET') === method && url.pathname === path;
    })
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
}

/** Renders inside the shell's providers, with the global alert area, in a memory router at `url`. */
export function renderAdmin(ui: ReactNode, url = '/') {
  alertStore.clear();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <GlobalAlerts />
            {ui}
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  return {
    ...renderWithShell(<RouterProvider router={router} />, {
      logged: true,
      userID: 'u-admin',
      username: 'superadmin',
      role: 'superadmin',
      isAdmin: true,
      appID: 1,
      appName: 'Amministrazione',
      appClientId: 'halo',
    }),
    router,
  };
}

/** The applications list as the server answers it: Halo's own administration only. */
export const haloApps = [
  {
    id: 1,
    nome: 'Amministrazione',
    clientId: 'halo',
    description: '',
    icon: 'it-settings',
    hasHomePublic: false,
  },
];

/** An entry of menu 1, pointing at route `id + 100`. */
export const menuItem = (id: number, label: string, position: number, parentId: number | null = null) => ({
  id,
  menuId: 1,
  parentId,
  label,
  icon: null,
  routeId: id + 100,
  path: `/x/${id}`,
  enabled: true,
  position,
  version: 1,
});

/** Menu 1 of application 2, at version 7. */
export const menuDetail = (nome: string, items: MenuDetail['items']): MenuDetail => ({
  id: 1,
  applicationId: 2,
  nome,
  description: '',
  version: 7,
  updatedAt: '2026-01-01T00:00:00.000Z',
  items,
});
