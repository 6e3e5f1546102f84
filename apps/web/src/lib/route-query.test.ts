import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertStore } from '../shell/alerts/alert.store.ts';
import { json, jsonPage, stubFetch } from '../test/fetch-stub.ts';
import { provaRoutes } from '../test/prova-routes.ts';
import { useRouteList, useRoutePage, useRouteRead } from './route-query.ts';

const { list: voci, one: unaVoce } = provaRoutes;

afterEach(() => {
  vi.unstubAllGlobals();
  alertStore.clear();
});

function render<T>(hook: (props: { q: string }) => T, q = 'a') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: queryClient }, children);
  return renderHook(hook, { wrapper, initialProps: { q } });
}

describe('read hooks of routes', () => {
  it('read the route with its input under the key given', async () => {
    const fetch = stubFetch((url) =>
      url.pathname === '/api/v1/prova/voci/7' ? json({ id: 7, nome: 'Sette' }) : null,
    );
    const { result } = render(() =>
      useRouteRead(['prova', 'voce', 7], unaVoce, { params: { id: 7 }, error: () => 'Errore' }),
    );
    await waitFor(() => expect(result.current.data).toEqual({ id: 7, nome: 'Sette' }));
    expect(fetch.calls()).toEqual(['GET /api/v1/prova/voci/7']);
  });

  it('answer an empty list after a failure, with the alert in the words of the moment of the call', async () => {
    stubFetch(() => new Response('', { status: 502 }));
    let words = 'Errore nella lettura delle voci';
    const { result } = render(() =>
      useRouteList(['prova', 'voci'], voci, { query: { q: 'x' }, error: () => words }),
    );
    await waitFor(() => expect(result.current.data).toEqual([]));
    words = 'The items could not be read';
    await result.current.refetch();
    expect(alertStore.list().map((alert) => alert.message)).toEqual([
      'Errore nella lettura delle voci',
      'The items could not be read',
    ]);
  });

  it('read nothing while not enabled', async () => {
    const fetch = stubFetch(() => json([]));
    const { result } = render(() =>
      useRouteList(['prova', 'voci'], voci, { error: () => 'Errore', enabled: false }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.isPending).toBe(true);
    expect(fetch.calls()).toEqual([]);
  });

  it('give a page with its count, and keep the one before on screen while the next one loads', async () => {
    let answer: (response: Response) => void = () => {};
    stubFetch((url) =>
      url.searchParams.get('q') === 'a'
        ? jsonPage([{ id: 1, nome: 'Uno' }], 21)
        : new Promise<Response>((resolve) => {
            answer = resolve;
          }),
    );
    const { result, rerender } = render(
      ({ q }) =>
        useRoutePage(['prova', 'voci', q], voci, {
          query: { q, page: 1, size: 20 },
          error: () => 'Errore',
          keep: true,
        }),
      'a',
    );
    await waitFor(() =>
      expect(result.current.data).toEqual({ items: [{ id: 1, nome: 'Uno' }], total: 21, page: 1, size: 20 }),
    );
    rerender({ q: 'b' });
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.data?.total).toBe(21);
    answer(jsonPage([], 0));
    await waitFor(() => expect(result.current.data?.total).toBe(0));
  });

  it("type the route's input", () => {
    const options = { error: () => 'Errore', enabled: false };
    render(() => {
      // @ts-expect-error: the route's path needs its id.
      useRouteRead(['prova', 'voce'], unaVoce, options);
      // @ts-expect-error: the route takes no such parameter.
      useRouteList(['prova', 'voci'], voci, { ...options, query: { nome: 'x' } });
      // @ts-expect-error: a page needs its page and size.
      useRoutePage(['prova', 'voci'], voci, { ...options, query: { q: 'x' } });
    });
  });
});
