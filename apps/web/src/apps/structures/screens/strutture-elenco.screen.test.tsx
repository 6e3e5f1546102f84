import type { Struttura } from '@halo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { alertStore } from '../../../shell/alerts/alert.store.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen } from '../../../test/render-shell.tsx';
import { piemonte, to3 } from '../../../test/territory.ts';
import { ospedaleRivoli, tipologie } from '../structures.test-utils.ts';
import { StruttureElenco } from './strutture-elenco.screen.tsx';
import { StruttureHome } from './strutture-home.screen.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  alertStore.clear();
});

function struttura(id: number, denominazione: string): Struttura {
  return {
    id,
    codiceStruttura: `010${String(id).padStart(3, '0')}`,
    denominazione,
    codiceRegione: '010',
    codiceAsl: '010203',
    denominazioneAsl: 'TO3',
    codiceAzienda: '203',
    codiceComune: '001090',
    tipologia: tipologie[1] as Struttura['tipologia'],
    naturaGiuridica: 'Pubblica',
  };
}

function api(list: (url: URL) => Struttura[]) {
  return stubFetch((url) => {
    if (url.pathname === '/api/v1/public/gestioneregionale/regioni') return json([piemonte]);
    if (url.pathname === '/api/v1/public/gestioneregionale/asl/bycodes') return json([to3]);
    if (url.pathname === '/api/v1/strutture/tipologie') return json(tipologie);
    if (url.pathname === '/api/v1/strutture') return json(list(url));
    return undefined;
  });
}

describe('StruttureElenco', () => {
  it('filters by region, ASL and type through the query string and the server', async () => {
    const fetch = api((url) =>
      url.searchParams.get('codiceAsl') ? [struttura(30, 'Ospedale di Rivoli')] : [],
    );
    const { router } = renderScreen(<StruttureElenco />, '/strutture/elenco');
    await screen.findByRole('option', { name: 'Piemonte' });
    expect(screen.getByLabelText('Azienda sanitaria')).toBeDisabled();

    await userEvent.selectOptions(screen.getByLabelText('Regione'), 'Piemonte');
    await screen.findByRole('option', { name: 'TO3 (010203)' });
    await userEvent.selectOptions(screen.getByLabelText('Azienda sanitaria'), 'TO3 (010203)');
    await userEvent.selectOptions(screen.getByLabelText('Tipologia'), 'Presidio ospedaliero');

    expect(router.state.location.search).toBe('?regione=010&asl=010203&tipologia=2.1');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 struttura trovata.'));
    const table = screen.getByRole('table', { name: 'Strutture' });
    const link = within(table).getByRole('link', { name: 'Ospedale di Rivoli' });
    expect(link).toHaveAttribute('href', '/strutture/elenco/30');
    expect(within(table).getByText('TO3')).toBeInTheDocument();
    expect(fetch.urls()).toContain('/api/v1/strutture?codRegione=010&codiceAsl=010203&tipologia=2.1');
  });

  it('choosing another region clears the ASL', async () => {
    api(() => []);
    const { router } = renderScreen(<StruttureElenco />, '/strutture/elenco?regione=010&asl=010203');
    await screen.findByRole('option', { name: 'Piemonte' });
    await userEvent.selectOptions(screen.getByLabelText('Regione'), 'Tutte le regioni');
    expect(router.state.location.search).toBe('');
  });

  it('sends the text filter once typing settles', async () => {
    const fetch = api((url) =>
      url.searchParams.get('q') === 'rivoli' ? [struttura(30, 'Ospedale di Rivoli')] : [],
    );
    const { router } = renderScreen(<StruttureElenco />, '/strutture/elenco');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Nome o codice' }), 'rivoli');
    await waitFor(() => expect(router.state.location.search).toBe('?q=rivoli'));
    await screen.findByRole('link', { name: 'Ospedale di Rivoli' });
    const lists = fetch.urls().filter((u) => u.startsWith('/api/v1/strutture?') || u === '/api/v1/strutture');
    expect(lists).toEqual(['/api/v1/strutture', '/api/v1/strutture?q=rivoli']);
  });

  it('shows a page at a time', async () => {
    api(() =>
      Array.from({ length: 60 }, (_, i) => struttura(i + 1, `Struttura ${String(i + 1).padStart(2, '0')}`)),
    );
    renderScreen(<StruttureElenco />, '/strutture/elenco');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('60 strutture trovate.'));
    const table = screen.getByRole('table', { name: 'Strutture' });
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    await userEvent.click(screen.getByRole('button', { name: 'Mostra altre strutture (10 rimanenti)' }));
    expect(within(table).getAllByRole('row')).toHaveLength(61);
  });

  it('a failed list raises the global alert (SPEC.md §8)', async () => {
    stubFetch((url) => (url.pathname === '/api/v1/strutture' ? new Response('', { status: 500 }) : json([])));
    renderScreen(<StruttureElenco />, '/strutture/elenco');
    await waitFor(() =>
      expect(alertStore.list().map((a) => a.message)).toContain(
        'Errore durante il recupero delle strutture.',
      ),
    );
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  alertStore.clear();
});

function apiForEnglish(failList = false) {
  return stubFetch((url) => {
    if (url.pathname === '/api/v1/public/gestioneregionale/regioni') return json([piemonte]);
    if (url.pathname === '/api/v1/strutture/tipologie') return json(tipologie);
    if (url.pathname === '/api/v1/strutture') {
      return failList ? new Response('', { status: 500 }) : json([ospedaleRivoli]);
    }
    return undefined;
  });
}

describe('the structures screens in English', () => {
  it('the list speaks English around the data, with no Italian left', async () => {
    await setLanguage('en');
    apiForEnglish();
    renderScreen(<StruttureElenco />, '/strutture/elenco');
    expect(screen.getByRole('heading', { level: 1, name: 'List of facilities' })).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Piemonte' });
    expect(screen.getByRole('option', { name: 'All regions' })).toBeInTheDocument();
    expect(screen.getByLabelText('Health authority')).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Choose the region first' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Name or code' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 facility found.'));
    const table = screen.getByRole('table', { name: 'Facilities' });
    expect(within(table).getByRole('columnheader', { name: 'Type' })).toBeInTheDocument();
    expect(within(table).getByText('Presidio ospedaliero')).toBeInTheDocument();
    for (const italian of ['Elenco delle strutture', 'Tutte le regioni', 'Regione', 'Tipologia']) {
      expect(screen.queryByText(italian)).not.toBeInTheDocument();
    }
  });

  it('the home counts the facilities of each type in English', async () => {
    await setLanguage('en');
    apiForEnglish();
    renderScreen(<StruttureHome />, '/strutture');
    expect(screen.getByRole('heading', { level: 1, name: 'Facilities' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the list of facilities' })).toBeInTheDocument();
    expect(await screen.findByText('1 facility')).toBeInTheDocument();
    expect(screen.getByText('0 facilities')).toBeInTheDocument();
    expect(screen.queryByText('Tipologie')).not.toBeInTheDocument();
  });

  it('a failed list raises the global alert in English', async () => {
    await setLanguage('en');
    apiForEnglish(true);
    renderScreen(<StruttureElenco />, '/strutture/elenco');
    await waitFor(() =>
      expect(alertStore.list().map((a) => a.message)).toContain('Error while retrieving the facilities.'),
    );
  });
});
