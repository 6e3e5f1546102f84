import type { Comune } from '@halo/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePublicRegioni } from '../../lib/territory/territory.queries.ts';
import { json, stubFetch } from '../../test/fetch-stub.ts';
import { piemonte } from '../../test/territory.ts';
import { comuneKind, regioneKind } from './regional.entities.ts';
import { useComune, useCreateRegional, useDeleteRegional, useRegioni } from './regional.queries.ts';

const torino: Comune = {
  id: 1219,
  codiceIstat: '001272',
  denominazione: 'Torino',
  siglaProvincia: 'TO',
  codiceCatastale: 'L219',
  popolazione2011: 872367,
  version: 1,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The regional reads a screen has open (the regions, the public regions, one comune) and the write hooks. */
function renderRegional() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => ({
      regioni: useRegioni(),
      publicRegioni: usePublicRegioni(),
      comune: useComune(torino.id),
      createRegione: useCreateRegional(regioneKind),
      deleteComune: useDeleteRegional(comuneKind),
    }),
    { wrapper },
  );
}

/**
 * The reads open, the comune read, and every write answered by `answer`: empty lists of regions, Torino for the
 * comune.
 */
async function openRegional(answer: () => Response) {
  const fetch = stubFetch(
    (_url, init) => (init?.method === 'POST' ? answer() : undefined),
    (url) => (url.pathname.endsWith('/regione') || url.pathname.endsWith('/regioni') ? json([]) : undefined),
    (url) => (url.pathname.includes('/comuni/byid/') ? json(torino) : undefined),
  );
  const { result } = renderRegional();
  await waitFor(() => expect(result.current.comune.data).toEqual(torino));
  return { fetch, result };
}

const reads = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.urls().filter((url) => !url.includes('/create') && !url.includes('/delete/'));

describe('regional write hooks', () => {
  it('a created record sends the body and reads the authenticated and public lists again', async () => {
    const { fetch, result } = await openRegional(() => json(piemonte, 201));
    const before = reads(fetch).length;

    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.createRegione.mutateAsync({
        body: { denominazioneRegione: 'Piemonte' },
      });
    });
    expect(outcome).toEqual({ ok: true, data: piemonte });
    expect(fetch.urls()[before]).toBe('/api/v1/gestioneregionale/regione/create');
    await waitFor(() =>
      expect(reads(fetch).slice(before).sort()).toEqual([
        '/api/v1/gestioneregionale/comuni/byid/1219',
        '/api/v1/gestioneregionale/regione',
        '/api/v1/public/gestioneregionale/regioni',
      ]),
    );
  });

  it('a deleted comune is forgotten, not read again (the server would answer 404), and the lists are', async () => {
    const { fetch, result } = await openRegional(() => json(torino));
    const before = fetch.urls().length;

    await act(async () => {
      await result.current.deleteComune.mutateAsync({ params: { id: torino.id } });
    });
    await waitFor(() =>
      expect(fetch.urls().slice(before).sort()).toEqual([
        '/api/v1/gestioneregionale/comune/delete/1219',
        '/api/v1/gestioneregionale/regione',
        '/api/v1/public/gestioneregionale/regioni',
      ]),
    );
    expect(result.current.comune.data).toBeNull();
  });

  it('a refused delete reads nothing again and gives the SPEC.md §8 text when the server has none', async () => {
    const { fetch, result } = await openRegional(() => new Response('', { status: 502 }));
    const before = fetch.urls().length;

    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.deleteComune.mutateAsync({ params: { id: torino.id } });
    });
    expect(fetch.urls().slice(before)).toEqual(['/api/v1/gestioneregionale/comune/delete/1219']);
    expect(outcome).toEqual({
      ok: false,
      status: 502,
      message: "Errore nell'eliminazione comune",
      details: [],
    });
    expect(result.current.comune.data).toEqual(torino);
  });
});
