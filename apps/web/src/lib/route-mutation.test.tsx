import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertStore } from '../shell/alerts/alert.store.ts';
import { provaRoutes } from '../test/prova-routes.ts';
import { useRouteMutation } from './route-mutation.ts';

const removeVoce = provaRoutes.remove;

afterEach(() => {
  vi.unstubAllGlobals();
  alertStore.clear();
});

/** Three reads on screen: the list, the record about to be deleted, and a list of another area. */
function renderWithReads(answer: () => Response) {
  const reads: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      reads.push(String(input));
      return answer();
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const read = (key: string[]) => async () => {
    reads.push(key.join('/'));
    return key.join('/');
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => {
      const list = useQuery({ queryKey: ['prova', 'voci'], queryFn: read(['prova', 'voci']) });
      const one = useQuery({ queryKey: ['prova', 'voce', 7], queryFn: read(['prova', 'voce', '7']) });
      const other = useQuery({ queryKey: ['altro', 'elenco'], queryFn: read(['altro', 'elenco']) });
      const remove = useRouteMutation(removeVoce, {
        invalidates: [['prova']],
        forget: (deleted) => [['prova', 'voce', deleted.id]],
        fallback: () => "Errore nell'eliminazione voce",
      });
      return { list, one, other, remove };
    },
    { wrapper },
  );
  return { ...hook, reads, queryClient };
}

describe('write hooks', () => {
  it('after a success read again what the write changed, and forget the deleted record', async () => {
    const { result, reads } = renderWithReads(() =>
      Response.json({ id: 7, nome: 'Settima' }, { status: 200 }),
    );
    await waitFor(() => expect(result.current.other.data).toBe('altro/elenco'));
    reads.length = 0;

    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.remove.mutateAsync({ params: { id: 7 } });
    });
    expect(outcome).toEqual({ ok: true, data: { id: 7, nome: 'Settima' } });
    await waitFor(() => expect(reads).toContain('prova/voci'));
    expect(reads).toEqual(['/api/v1/prova/voci/delete/7', 'prova/voci']);
    expect(result.current.one.data).toBeNull();
  });

  it('after a failure read nothing again, and give the message, status and details to show', async () => {
    const { result, reads } = renderWithReads(() =>
      Response.json(
        {
          code: 'CONFLICT',
          message: 'La voce è in uso.',
          details: [{ path: 'figli.3', message: 'Sotto-voce' }],
          requestId: 'r',
        },
        { status: 409 },
      ),
    );
    await waitFor(() => expect(result.current.other.data).toBe('altro/elenco'));
    reads.length = 0;

    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.remove.mutateAsync({ params: { id: 7 } });
    });
    expect(outcome).toEqual({
      ok: false,
      status: 409,
      message: 'La voce è in uso.',
      details: [{ path: 'figli.3', message: 'Sotto-voce' }],
    });
    expect(reads).toEqual(['/api/v1/prova/voci/delete/7']);
    expect(result.current.one.data).toBe('prova/voce/7');
    expect(alertStore.list()).toEqual([]);
  });

  it("use the hook's fallback message, read when the call is made, and alert when the call asks", async () => {
    const { result } = renderWithReads(() => new Response('', { status: 502 }));
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.remove.mutateAsync({ params: { id: 7 }, alert: true });
    });
    expect(outcome).toMatchObject({ ok: false, status: 502, message: "Errore nell'eliminazione voce" });
    expect(alertStore.list().map((a) => [a.message, a.status])).toEqual([
      ["Errore nell'eliminazione voce", 502],
    ]);
  });
});
