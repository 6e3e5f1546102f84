import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { provaRoutes as routes } from '../test/prova-routes.ts';
import { createRouteCaller, fillPath, routeUrl, withQuery } from './call-route.ts';
import { createHttpClient, type HttpFailure } from './http.ts';

function json(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

function setup(respond: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  const failures: HttpFailure[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => respond(String(input), init));
  const client = createHttpClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    getAccessToken: () => 'tok',
    onRequestStart: () => {},
    onRequestEnd: () => {},
    onFailure: (failure) => failures.push(failure),
  });
  const sent = () =>
    fetch.mock.calls.map(([input, init]) => ({
      method: init?.method,
      url: String(input),
      body: init?.body === undefined ? undefined : JSON.parse(String(init.body)),
    }));
  const sentHeaders = () =>
    fetch.mock.calls.map(([, init]) => new Headers(init?.headers as Record<string, string>));
  return { ...createRouteCaller(client), fetch, failures, sent, sentHeaders };
}

const refused = {
  code: 'VALIDATION_ERROR',
  message: 'Dati non validi: controllare i campi indicati.',
  details: [{ path: 'body.nome', message: 'Il nome è obbligatorio.' }],
  requestId: 'req-1',
};

describe('the address of a call', () => {
  it("fills the route's :parameters, each encoded as one segment", () => {
    expect(routeUrl(routes.byCode, { params: { codice: 'a/b c', id: 7 } })).toBe(
      '/api/v1/prova/voci/a%2Fb%20c/figli/7',
    );
    expect(() => fillPath('/x/:id', {})).toThrow('Parametro id mancante per /x/:id');
  });

  it('adds the query parameters that have a value, in order, encoded', () => {
    expect(routeUrl(routes.list, { query: { q: '100% sì', page: 2, size: undefined } })).toBe(
      '/api/v1/prova/voci?q=100%25+s%C3%AC&page=2',
    );
    expect(routeUrl(routes.list)).toBe('/api/v1/prova/voci');
    expect(withQuery('/x', { a: null, b: '', c: false, d: ['1', '2'] })).toBe('/x?c=false&d=1&d=2');
  });
});

describe('callRoute (SPEC.md §5, §8)', () => {
  it("sends the route's method, the JSON body and the query, and parses the answer", async () => {
    const { callRoute, sent } = setup(() => json(201, { id: 4, nome: 'Prima' }));
    const created = await callRoute(routes.create, { body: { nome: 'Prima' } });
    expect(created).toMatchObject({ ok: true, status: 201, data: { id: 4, nome: 'Prima' }, details: [] });
    await callRoute(routes.resend, { query: { email: 'a@b.it' } });
    expect(sent()).toEqual([
      { method: 'POST', url: '/api/v1/prova/voci/add', body: { nome: 'Prima' } },
      { method: 'POST', url: '/api/v1/prova/invia?email=a%40b.it', body: undefined },
    ]);
  });

  it('sends the request headers the route declares, beside its own, in reads and in writes', async () => {
    const { callRoute, writeRoute, sentHeaders } = setup(() => json(201, { id: 5, nome: 'Firmata' }));
    await callRoute(routes.signed, { headers: { 'x-prova': 'abc' }, body: { nome: 'Firmata' } });
    expect(
      await writeRoute(routes.signed, { headers: { 'x-prova': 'def' }, body: { nome: 'Firmata' } }),
    ).toEqual({ ok: true, data: { id: 5, nome: 'Firmata' } });
    expect(sentHeaders().map((headers) => headers.get('x-prova'))).toEqual(['abc', 'def']);
    expect(sentHeaders()[0]?.get('content-type')).toBe('application/json');
    // @ts-expect-error the route declares its header: a call without it fails the type check
    void (() => callRoute(routes.signed, { body: { nome: 'x' } }));
    // @ts-expect-error a route that declares no header takes none
    void (() => callRoute(routes.create, { body: { nome: 'x' }, headers: { 'x-prova': 'abc' } }));
  });

  it("carries the error body's details, and alerts the server's message with the status", async () => {
    const { callRoute, failures } = setup(() => json(400, refused));
    const result = await callRoute(routes.create, {
      body: { nome: '' },
      errorMessage: 'Errore salvataggio dati',
    });
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      data: null,
      message: 'Dati non validi: controllare i campi indicati.',
      details: [{ path: 'body.nome', message: 'Il nome è obbligatorio.' }],
    });
    expect(failures).toEqual([{ message: 'Dati non validi: controllare i campi indicati.', status: 400 }]);
  });

  it("falls back to the call's Italian message, and alerts nobody with alert: false", async () => {
    const { callRoute, failures } = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await callRoute(routes.remove, { params: { id: 3 }, errorMessage: "Errore nell'eliminazione voce" });
    await callRoute(routes.remove, { params: { id: 3 }, errorMessage: 'Non mostrato', alert: false });
    expect(failures).toEqual([{ message: "Errore nell'eliminazione voce", status: 502 }]);
  });

  it('counts only 200 and 201 as a success', async () => {
    for (const status of [202, 204, 304]) {
      const { callRoute, failures } = setup(() =>
        status === 204 || status === 304
          ? new Response(null, { status })
          : json(status, { id: 1, nome: 'x' }),
      );
      const result = await callRoute(routes.byCode, {
        params: { codice: 'a', id: 1 },
        errorMessage: 'Errore',
      });
      expect(result.ok).toBe(false);
      expect(failures).toEqual([{ message: 'Errore', status }]);
    }
  });

  it("counts an answer that does not match the route's schema as a failure", async () => {
    const { callRoute, failures } = setup(() => json(200, [{ id: 'uno', nome: 'x' }]));
    const result = await callRoute(routes.list, { errorMessage: 'Errore durante il recupero delle voci.' });
    expect(result).toMatchObject({ ok: false, status: 200, data: null, message: null });
    expect(failures).toEqual([{ message: 'Errore durante il recupero delle voci.', status: 200 }]);
  });

  it('does not alert for a request the caller aborted', async () => {
    const { callRoute, failures } = setup(() => {
      throw new DOMException('aborted', 'AbortError');
    });
    expect(await callRoute(routes.list)).toMatchObject({ ok: false, status: 0, aborted: true });
    expect(failures).toEqual([]);
  });

  it("types the input and the answer from the route's schemas", () => {
    const { callRoute } = setup(() => json(200, []));
    expectTypeOf(callRoute(routes.byCode, { params: { codice: 'a', id: 1 } })).resolves.toHaveProperty(
      'data',
    );
    expectTypeOf<Awaited<ReturnType<typeof callRoute<typeof routes.list>>>['data']>().toEqualTypeOf<
      { id: number; nome: string }[] | null
    >();
    // @ts-expect-error the route has a path parameter
    void (() => callRoute(routes.remove, {}));
    // @ts-expect-error the body's field is a string
    void (() => callRoute(routes.create, { body: { nome: 3 } }));
    // @ts-expect-error the route has no such query parameter
    void (() => callRoute(routes.list, { query: { pagina: 1 } }));
  });
});

describe('reads: empty list or null on failure (SPEC.md §8)', () => {
  it('gives the list, or an empty one with the alert raised', async () => {
    const ok = setup(() => json(200, [{ id: 1, nome: 'Una' }]));
    expect(await ok.readList(routes.list)).toEqual([{ id: 1, nome: 'Una' }]);
    const ko = setup(() => json(500, {}));
    expect(
      await ko.readList(routes.list, { errorMessage: 'Errore durante il recupero delle voci.' }),
    ).toEqual([]);
    expect(ko.failures).toEqual([{ message: 'Errore durante il recupero delle voci.', status: 500 }]);
  });

  it('gives the record, or null with the alert raised', async () => {
    const ko = setup(() =>
      json(404, { ...refused, code: 'NOT_FOUND', message: 'Voce non trovata.', details: [] }),
    );
    expect(await ko.readOne(routes.byCode, { params: { codice: 'a', id: 9 } })).toBeNull();
    expect(ko.failures).toEqual([{ message: 'Voce non trovata.', status: 404 }]);
  });

  it('gives a page with the total of X-Total-Count, and null when the header is missing', async () => {
    const ok = setup(() => json(200, [{ id: 21, nome: 'Ventunesima' }], { 'X-Total-Count': '21' }));
    expect(await ok.readPage(routes.list, { query: { page: 2, size: 20 } })).toEqual({
      items: [{ id: 21, nome: 'Ventunesima' }],
      total: 21,
      page: 2,
      size: 20,
    });
    expect(ok.sent()[0]?.url).toBe('/api/v1/prova/voci?page=2&size=20');
    const ko = setup(() => json(200, []));
    expect(
      await ko.readPage(routes.list, { query: { page: 1, size: 20 }, errorMessage: 'Errore elenco.' }),
    ).toBeNull();
    expect(ko.failures).toEqual([{ message: 'Errore elenco.', status: 200 }]);
  });
});

describe('writes for forms (SPEC.md §8)', () => {
  it('give the answer, or the message, the status and the field details, without the alert', async () => {
    const ok = setup(() => json(201, { id: 4, nome: 'Prima' }));
    expect(await ok.writeRoute(routes.create, { body: { nome: 'Prima' } })).toEqual({
      ok: true,
      data: { id: 4, nome: 'Prima' },
    });
    const ko = setup(() => json(400, refused));
    expect(
      await ko.writeRoute(routes.create, { body: { nome: '' }, fallback: 'Errore salvataggio dati' }),
    ).toEqual({
      ok: false,
      status: 400,
      message: 'Dati non validi: controllare i campi indicati.',
      details: [{ path: 'body.nome', message: 'Il nome è obbligatorio.' }],
    });
    expect(ko.failures).toEqual([]);
  });

  it('use the fallback when the server says nothing or nothing came back, and alert when asked', async () => {
    const down = setup(() => new Response('', { status: 503 }));
    expect(
      await down.writeRoute(routes.remove, {
        params: { id: 1 },
        fallback: 'Errore salvataggio dati',
        alert: true,
      }),
    ).toEqual({ ok: false, status: 503, message: 'Errore salvataggio dati', details: [] });
    expect(down.failures).toEqual([{ message: 'Errore salvataggio dati', status: 503 }]);
    const offline = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await offline.writeRoute(routes.remove, { params: { id: 1 }, fallback: 'Errore' })).toEqual({
      ok: false,
      status: 0,
      message: 'Errore',
      details: [],
    });
  });

  it('count a success whose answer does not match the schema as a failure with the fallback', async () => {
    const { writeRoute } = setup(() => json(200, {}));
    expect(
      await writeRoute(routes.remove, { params: { id: 1 }, fallback: 'Errore salvataggio dati' }),
    ).toEqual({
      ok: false,
      status: 200,
      message: 'Errore salvataggio dati',
      details: [],
    });
  });
});
