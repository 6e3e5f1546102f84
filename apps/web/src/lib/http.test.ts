import { isSuccessStatus } from '@halo/contract';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createHttpClient, DEFAULT_ERROR_MESSAGE, type HttpFailure } from './http.ts';

function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function setup(respond: (url: string, init?: RequestInit) => Response | Promise<Response>, token = 'tok') {
  const failures: HttpFailure[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => respond(String(input), init));
  const client = createHttpClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    getAccessToken: () => token || null,
    onRequestStart: () => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
    },
    onRequestEnd: () => {
      inFlight -= 1;
    },
    onFailure: (failure) => failures.push(failure),
  });
  return { client, fetch, failures, inFlight: () => inFlight, maxInFlight: () => maxInFlight };
}

const errorBody = {
  code: 'NOT_FOUND',
  message: 'Calendario non trovato.',
  details: [],
  requestId: 'req-1',
};

describe('success status (SPEC.md §5, §9)', () => {
  it('is only 200 or 201', () => {
    expect(isSuccessStatus(200)).toBe(true);
    expect(isSuccessStatus(201)).toBe(true);
    for (const status of [202, 204, 301, 304, 400, 401, 404, 500])
      expect(isSuccessStatus(status)).toBe(false);
  });

  it('treats a 204 answer as a failure', async () => {
    const { client, failures } = setup(() => new Response(null, { status: 204 }));
    expect(
      await client.send('DELETE', '/api/v1/calendar/delete/1', undefined, { errorMessage: 'Errore' }),
    ).toBeNull();
    expect(failures).toEqual([{ message: 'Errore', status: 204 }]);
  });
});

describe('http client (SPEC.md §7, §8)', () => {
  it('sends the bearer token when there is one', async () => {
    const { client, fetch } = setup(() => jsonResponse(200, []));
    await client.getList('/api/v1/calendar');
    const init = fetch.mock.calls[0]?.[1] as RequestInit;
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('sends no Authorization header without a token', async () => {
    const { client, fetch } = setup(() => jsonResponse(200, []), '');
    await client.getList('/api/v1/public/gestioneregionale/regioni');
    const init = fetch.mock.calls[0]?.[1] as RequestInit;
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('returns the list on success without an alert', async () => {
    const { client, failures } = setup(() => jsonResponse(200, [{ id: 1 }, { id: 2 }]));
    expect(await client.getList('/api/v1/calendar')).toEqual([{ id: 1 }, { id: 2 }]);
    expect(failures).toEqual([]);
  });

  it("on failure alerts the server's message with the status and yields an empty list", async () => {
    const { client, failures } = setup(() => jsonResponse(404, errorBody));
    const list = await client.getList('/api/v1/calendar', {
      errorMessage: 'Errore durante il recupero dei calendari.',
    });
    expect(list).toEqual([]);
    expect(failures).toEqual([{ message: 'Calendario non trovato.', status: 404 }]);
  });

  it("falls back to the caller's Italian message when the body has none", async () => {
    const { client, failures } = setup(() => new Response('Bad gateway', { status: 502 }));
    expect(
      await client.getOne('/api/v1/calendar/3', {
        errorMessage: 'Errore durante il recupero del calendario.',
      }),
    ).toBeNull();
    expect(failures).toEqual([{ message: 'Errore durante il recupero del calendario.', status: 502 }]);
  });

  it('uses a generic message when neither the server nor the caller gives one', async () => {
    const { client, failures } = setup(() => jsonResponse(500, {}));
    await client.getList('/api/x');
    expect(failures).toEqual([{ message: DEFAULT_ERROR_MESSAGE, status: 500 }]);
  });

  it('reports a network failure with status 0 and yields null', async () => {
    const { client, failures } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(
      await client.getOne('/api/x', { errorMessage: 'Errore durante creazione calendario.' }),
    ).toBeNull();
    expect(failures).toEqual([{ message: 'Errore durante creazione calendario.', status: 0 }]);
  });

  it('does not alert for a request the caller aborted', async () => {
    const { client, failures } = setup(() => {
      throw new DOMException('aborted', 'AbortError');
    });
    expect(await client.getList('/api/x')).toEqual([]);
    expect(failures).toEqual([]);
  });

  it('returns the written body from send, and an empty object for an empty success', async () => {
    const { client, fetch } = setup((_url, init) =>
      init?.method === 'POST' ? jsonResponse(201, { id: 9 }) : new Response('', { status: 200 }),
    );
    expect(await client.send('POST', '/api/v1/calendar', { nome: 'A' })).toEqual({ id: 9 });
    const init = fetch.mock.calls[0]?.[1] as RequestInit;
    expect(init.body).toBe(JSON.stringify({ nome: 'A' }));
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(await client.send('PUT', '/api/v1/calendar', { id: 9 })).toEqual({});
  });

  it("exposes the answer's headers (a catalogue page's X-Total-Count), and none without an answer", async () => {
    const { client } = setup((url) => {
      if (url.endsWith('down')) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify([{ id: 1 }]), {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'X-Total-Count': '41' },
      });
    });
    const result = await client.request('/api/v1/halo/services?page=1&size=1');
    expect(result.data).toEqual([{ id: 1 }]);
    expect(result.headers?.get('x-total-count')).toBe('41');
    expect((await client.request('/api/down')).headers).toBeNull();
  });

  it('counts a list whose items do not match the schema as a failure', async () => {
    const { client, failures } = setup(() => jsonResponse(200, [{ id: 'x' }]));
    const list = await client.getList('/api/x', {
      schema: z.object({ id: z.number() }),
      errorMessage: 'Errore durante il recupero delle regioni.',
    });
    expect(list).toEqual([]);
    expect(failures).toEqual([{ message: 'Errore durante il recupero delle regioni.', status: 200 }]);
  });

  it('marks each request in flight for the overlay and releases it after failures too', async () => {
    const { client, inFlight, maxInFlight } = setup(async (url) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return url.endsWith('ok') ? jsonResponse(200, []) : jsonResponse(500, errorBody);
    });
    await Promise.all([client.getList('/a/ok'), client.getList('/b/ko'), client.getOne('/c/ko')]);
    expect(maxInFlight()).toBe(3);
    expect(inFlight()).toBe(0);
  });

  it('leaves a background request (suggestions while typing) out of the loading status', async () => {
    const { client, maxInFlight, fetch } = setup(async () => jsonResponse(200, []));
    await client.request('/comuni?q=tor', { background: true });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(maxInFlight()).toBe(0);
    await client.request('/comuni?q=torino');
    expect(maxInFlight()).toBe(1);
  });
});
