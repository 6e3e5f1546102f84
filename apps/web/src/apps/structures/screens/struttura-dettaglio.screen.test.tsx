import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertStore } from '../../../shell/alerts/alert.store.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderWithShell, signedIn } from '../../../test/render-shell.tsx';
import { to3 } from '../../../test/territory.ts';
import { ospedaleRivoli } from '../structures.test-utils.ts';
import { StrutturaDettaglio } from './struttura-dettaglio.screen.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  alertStore.clear();
});

const dettaglio = {
  ...ospedaleRivoli,
  denominazione: 'Ospedale civile di Rivoli',
  comune: {
    id: 1219,
    codiceIstat: '001219',
    denominazione: 'Rivoli',
    siglaProvincia: 'TO',
    codiceCatastale: 'H355',
    popolazione2011: 48632,
    version: 1,
  },
  asl: {
    ...to3,
    indirizzo: 'Via Martiri XXX Aprile 30, Collegno (TO)',
    cap: '10093',
    comuneSedeIstat: '001090',
  },
  presidi: [
    {
      id: 9,
      codiceStruttura: '010030',
      subcodice: '01',
      codicePresidio: '010030.01',
      denominazione: 'Ospedale degli Infermi',
      codiceRegione: '010',
      codiceAsl: '010203',
      distrettoId: null,
      demo: false,
      version: 1,
    },
  ],
};

function renderAt(url: string, state?: unknown) {
  const router = createMemoryRouter([{ path: '/strutture/elenco/:id', element: <StrutturaDettaglio /> }], {
    initialEntries: [{ pathname: url, state }],
  });
  return renderWithShell(<RouterProvider router={router} />, signedIn);
}

describe('StrutturaDettaglio', () => {
  it('shows the facility with its comune, ASL and sites, and leads back to the filtered list', async () => {
    stubFetch((url) => (url.pathname === '/api/v1/strutture/byid/30' ? json(dettaglio) : undefined));
    renderAt('/strutture/elenco/30', { from: '/strutture/elenco?regione=010' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ospedale civile di Rivoli' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Rivoli (TO)')).toBeInTheDocument();
    expect(screen.getByText('TO3 (010203)')).toBeInTheDocument();
    const sites = screen.getByRole('table', { name: 'Stabilimenti ospedalieri' });
    expect(within(sites).getByText('010030.01')).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Percorso nella gerarchia' });
    expect(within(trail).getByRole('link', { name: 'Elenco' })).toHaveAttribute(
      'href',
      '/strutture/elenco?regione=010',
    );
  });

  it('says when the facility does not exist, after the global alert of the failed read', async () => {
    stubFetch(() =>
      json({ code: 'NOT_FOUND', message: 'Risorsa non trovata.', details: [], requestId: 'r' }, 404),
    );
    renderAt('/strutture/elenco/999');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Struttura non trovata' }),
    ).toBeInTheDocument();
    expect(alertStore.list().map((a) => [a.message, a.status])).toEqual([['Risorsa non trovata.', 404]]);
  });
});
