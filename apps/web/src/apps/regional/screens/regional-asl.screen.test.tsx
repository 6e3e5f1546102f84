import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calledUrls, json, type Route, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen } from '../../../test/render-shell.tsx';
import { piemonte, prevenzione, rivoli, to3 } from '../../../test/territory.ts';
import { RegionalAsl } from './regional-asl.screen.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const API = '/api/v1/gestioneregionale';
function api({ distretti = [rivoli], first }: { distretti?: unknown[]; first?: Route } = {}) {
  return stubFetch(first ?? (() => undefined), (url) => {
    if (url.pathname === `${API}/regione`) return json([piemonte]);
    if (url.pathname === `${API}/asl/bycoderegione`) return json([to3]);
    if (url.pathname === `${API}/distretti/bycodiceasl`) return json(distretti);
    if (url.pathname === `${API}/presidiospedalieri`) return json([]);
    if (url.pathname === `${API}/dipartimenti`) return json([prevenzione]);
    return undefined;
  });
}

describe('RegionalAsl: the health hierarchy', () => {
  it('opens a district from its address, with the trail above it and its departments', async () => {
    const fetch = api();
    renderScreen(<RegionalAsl />, '/regionale/asl?regione=010&asl=010203&distretto=7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Distretto dimostrativo Rivoli' }),
    ).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Percorso nella gerarchia' });
    expect(
      within(trail)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Italia', 'Piemonte', 'ASL TO3']);
    const departments = screen.getByRole('region', { name: 'Dipartimenti del distretto' });
    expect(within(departments).getByRole('link', { name: 'Dipartimento di prevenzione' })).toHaveAttribute(
      'href',
      '/regionale/asl?regione=010&asl=010203&distretto=7&dipartimento=3',
    );
    expect(calledUrls(fetch)).toContain(`${API}/distretti/bycodiceasl?codiceAsl=010203`);
  });

  it('a new department starts in the district it is created from', async () => {
    api();
    renderScreen(<RegionalAsl />, '/regionale/asl?regione=010&asl=010203&distretto=7');
    const departments = await screen.findByRole('region', { name: 'Dipartimenti del distretto' });
    await userEvent.click(within(departments).getByRole('button', { name: 'Nuovo dipartimento' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuovo dipartimento' });
    expect(within(dialog).getByLabelText('Distretto *')).toHaveValue('7');
  });

  it('after deleting the district it goes back to the ASL', async () => {
    let deleted = false;
    const fetch = api({
      first: (url) => {
        if (url.pathname === `${API}/distretti/delete/7`) {
          deleted = true;
          return json(rivoli);
        }
        if (url.pathname === `${API}/distretti/bycodiceasl` && deleted) return json([]);
        return undefined;
      },
    });
    const { router } = renderScreen(<RegionalAsl />, '/regionale/asl?regione=010&asl=010203&distretto=7');
    await userEvent.click(await screen.findByRole('button', { name: 'Elimina distretto' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Elimina' }));
    await waitFor(() => expect(router.state.location.search).toBe('?regione=010&asl=010203'));
    expect(await screen.findByRole('heading', { level: 1, name: 'ASL TO3' })).toBeInTheDocument();
    const districts = screen.getByRole('region', { name: 'Distretti sanitari' });
    await waitFor(() =>
      expect(
        within(districts).getByText('Nessun distretto registrato per questa azienda.'),
      ).toBeInTheDocument(),
    );
    expect(calledUrls(fetch)).toContain(`${API}/distretti/delete/7`);
  });

  it('an address that matches no record says so and leads one level up', async () => {
    api({ distretti: [] });
    renderScreen(<RegionalAsl />, '/regionale/asl?regione=010&asl=010203&distretto=99');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Distretto non trovato.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna al livello superiore' })).toHaveAttribute(
      'href',
      '/regionale/asl?regione=010&asl=010203',
    );
  });
});
