import { adminMessages } from '@halo/contract';
import { vi } from 'vitest';

/** A stubbed `fetch` for screen tests: routes answer calls, the calls and bodies sent can be read back. */

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

/** The server's 409 on a record changed since it was read: the version sent is not the record's any more. */
export function staleVersion() {
  return errorBody(409, adminMessages.stale, [{ path: 'body.version', message: adminMessages.stale }]);
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

/** The path and query of a call, with its method (`GET` unless given). */
function callOf([input, init]: [RequestInfo | URL, RequestInit?]): {
  method: string;
  url: URL;
  body: unknown;
} {
  const url = new URL(String(input), 'http://localhost');
  return { method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : undefined };
}

/**
 * Stubs `fetch`: the first route that answers wins; anything unanswered is a 404 the test will notice. The stub
 * reads back what was sent: `calls()` (method, path and query of each call), `urls()` (path and query),
 * `bodies(method, path)` (the JSON bodies sent there) and `body(index)`, each in the order of the calls.
 */
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
  const made = () => fetch.mock.calls.map(callOf);
  return Object.assign(fetch, {
    calls: (): string[] => made().map(({ method, url }) => `${method} ${url.pathname}${url.search}`),
    urls: (): string[] => made().map(({ url }) => `${url.pathname}${url.search}`),
    /** The calls to `path` (a search, a report), with their queries. */
    urlsTo: (path: string): string[] =>
      made()
        .filter(({ url }) => url.pathname === path)
        .map(({ url }) => `${url.pathname}${url.search}`),
    bodies: (method: string, path: string): unknown[] =>
      made()
        .filter((call) => call.method === method && call.url.pathname === path)
        .map((call) => call.body),
    body: (index: number): unknown => made()[index]?.body,
  });
}
