import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/i18n.ts';
import { alertStore } from '../../shell/alerts/alert.store.ts';
import { json, stubFetch } from '../../test/fetch-stub.ts';
import { renderScreen } from '../../test/render-shell.tsx';
import { piemonte } from '../../test/territory.ts';
import { StruttureElenco } from './screens/strutture-elenco.screen.tsx';
import { StruttureHome } from './screens/strutture-home.screen.tsx';
import { ospedaleRivoli, tipologie } from './structures.test-utils.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  alertStore.clear();
});

function api(failList = false) {
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
    api();
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
    api();
    renderScreen(<StruttureHome />, '/strutture');
    expect(screen.getByRole('heading', { level: 1, name: 'Facilities' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the list of facilities' })).toBeInTheDocument();
    expect(await screen.findByText('1 facility')).toBeInTheDocument();
    expect(screen.getByText('0 facilities')).toBeInTheDocument();
    expect(screen.queryByText('Tipologie')).not.toBeInTheDocument();
  });

  it('a failed list raises the global alert in English', async () => {
    await setLanguage('en');
    api(true);
    renderScreen(<StruttureElenco />, '/strutture/elenco');
    await waitFor(() =>
      expect(alertStore.list().map((a) => a.message)).toContain('Error while retrieving the facilities.'),
    );
  });
});
