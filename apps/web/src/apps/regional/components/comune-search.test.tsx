import type { Comune } from '@halo/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertStore } from '../../../shell/alerts/alert.store.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen } from '../../../test/render-shell.tsx';
import { bodyRows } from '../../../test/table.ts';
import { SEARCH_DEBOUNCE_MS } from '../use-comune-search.ts';
import { ComuneSearch } from './comune-search.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  alertStore.clear();
});

function comune(id: number, denominazione: string, siglaProvincia: string, codiceCatastale: string): Comune {
  return {
    id,
    codiceIstat: String(id).padStart(6, '0'),
    denominazione,
    siglaProvincia,
    codiceCatastale,
    popolazione2011: null,
    version: 1,
  };
}

const roma = comune(5191, 'Roma', 'RM', 'H501');
const romagnano = comune(3127, 'Romagnano Sesia', 'NO', 'H502');
const torino = comune(1272, 'Torino', 'TO', 'L219');

function Harness() {
  const [term, setTerm] = useState('');
  return (
    <ComuneSearch term={term} onTermChange={setTerm} renderName={(c) => <span>{c.denominazione}</span>} />
  );
}

const searchOf = (url: URL) =>
  url.pathname === '/api/v1/public/gestioneregionale/comuni/search' ? url.searchParams.get('q') : null;

function resultNames(): string[] {
  const table = screen.queryByRole('table', { name: 'Comuni trovati' });
  if (!table) return [];
  return bodyRows(table).map(([name]) => name ?? '');
}

describe('comune search as you type', () => {
  it('waits for typing to settle and then asks once, for the whole text', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = stubFetch((url) => (searchOf(url) === 'roma' ? json([roma]) : json([])));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderScreen(<Harness />);
    const box = screen.getByRole('searchbox', { name: 'Cerca un comune' });

    await user.type(box, 'ro');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 100));
    await user.type(box, 'ma');
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Ricerca in corso…');

    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    await waitFor(() => expect(resultNames()).toEqual(['Roma']));
    expect(fetch.urls()).toEqual(['/api/v1/public/gestioneregionale/comuni/search?q=roma&limit=20']);
    expect(screen.getByRole('status')).toHaveTextContent('1 comune trovato per «roma».');
  });

  it('never lets a late answer for an older text replace the results of the newer one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let answerOld: (r: Response) => void = () => {};
    const fetch = stubFetch((url) => {
      const q = searchOf(url);
      if (q === 'H50') return new Promise<Response>((resolve) => (answerOld = resolve));
      if (q === 'H501') return json([roma]);
      return undefined;
    });
    renderScreen(<Harness />);
    const box = screen.getByRole('searchbox', { name: 'Cerca un comune' });

    await user.type(box, 'H50');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    await waitFor(() => expect(fetch.urls()).toHaveLength(1));
    await user.type(box, '1');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    await waitFor(() => expect(resultNames()).toEqual(['Roma']));

    // The older search answers only now, with more comuni: the list must stay the newer one's.
    answerOld(json([roma, romagnano]));
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(resultNames()).toEqual(['Roma']);
    expect(screen.getByRole('status')).toHaveTextContent('1 comune trovato per «H501».');
    expect(fetch.urls()).toEqual([
      '/api/v1/public/gestioneregionale/comuni/search?q=H50&limit=20',
      '/api/v1/public/gestioneregionale/comuni/search?q=H501&limit=20',
    ]);
  });

  it('going back to an earlier text shows its own results', async () => {
    stubFetch((url) => {
      const q = searchOf(url);
      if (q === 'to') return json([torino]);
      if (q === 'tor') return json([torino, comune(1, 'Torre Pellice', 'TO', 'L202')]);
      return undefined;
    });
    renderScreen(<Harness />);
    const box = screen.getByRole('searchbox', { name: 'Cerca un comune' });
    await userEvent.type(box, 'tor');
    await waitFor(() => expect(resultNames()).toEqual(['Torino', 'Torre Pellice']));
    await userEvent.type(box, '{Backspace}');
    await waitFor(() => expect(resultNames()).toEqual(['Torino']));
  });

  it('says when nothing matches, and reports a failed search beside the box, not with an alert', async () => {
    const browserAlert = vi.fn();
    vi.stubGlobal('alert', browserAlert);
    stubFetch((url) => {
      const q = searchOf(url);
      if (q === 'zzz') return json([]);
      if (q === 'zzzz') return new Response('', { status: 500 });
      return undefined;
    });
    renderScreen(<Harness />);
    const box = screen.getByRole('searchbox', { name: 'Cerca un comune' });
    await userEvent.type(box, 'zzz');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Nessun comune trovato per «zzz».'),
    );
    await userEvent.type(box, 'z');
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore durante la ricerca dei comuni.');
    expect(browserAlert).not.toHaveBeenCalled();
    expect(alertStore.list()).toEqual([]);
  });

  it('an empty box asks nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const fetch = stubFetch();
    renderScreen(<Harness />);
    await user.type(screen.getByRole('searchbox', { name: 'Cerca un comune' }), '   ');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 50));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
