import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getList, getOne } from '../../lib/http.ts';
import { LoadingOverlay } from '../overlay/loading-overlay.tsx';
import { alertStore } from './alert.store.ts';
import { GlobalAlerts } from './global-alerts.tsx';

afterEach(() => {
  alertStore.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('global alert and overlay of the app client (SPEC.md §2, §8)', () => {
  it('shows the message and HTTP status of a failed call, which yields an empty list', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ code: 'X', message: 'Regione non trovata.', details: [], requestId: 'r' }),
            {
              status: 404,
            },
          ),
      ),
    );
    render(<GlobalAlerts />);
    let list: unknown[] = ['not yet'];
    await act(async () => {
      list = await getList('/api/v1/gestioneregionale/regione', {
        errorMessage: 'Errore durante il recupero delle regioni.',
      });
    });
    expect(list).toEqual([]);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Regione non trovata.');
    expect(alert).toHaveTextContent('Codice HTTP 404');
    await userEvent.click(screen.getByRole('button', { name: 'Chiudi avviso' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows 'Caricamento in corso...' during a call and hides it 1000 ms after", async () => {
    vi.useFakeTimers();
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    render(<LoadingOverlay />);
    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = getOne('/api/v1/calendar/1');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento in corso...');
    await act(async () => {
      answer(new Response('{"id":1}', { status: 200 }));
      await pending;
    });
    act(() => vi.advanceTimersByTime(999));
    expect(screen.queryByText('Caricamento in corso...')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Caricamento in corso...')).not.toBeInTheDocument();
  });

  it('keeps the status out of the way: no backdrop, and an empty live region while nothing loads', async () => {
    vi.useFakeTimers();
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const { container } = render(<LoadingOverlay />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = getOne('/api/v1/calendar/1');
    });
    // The same live region is filled (announced), not a new full-window layer put over the page.
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveClass('halo-loading-status');
    expect(container.querySelector('.halo-loading-overlay')).toBeNull();
    await act(async () => {
      answer(new Response('{"id":1}', { status: 200 }));
      await pending;
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(status).toBeEmptyDOMElement();
  });
});
