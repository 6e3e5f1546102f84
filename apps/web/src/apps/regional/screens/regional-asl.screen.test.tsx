import { regionalSections } from '@halo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, setLanguage } from '../../../i18n/i18n.ts';
import { territoryReadError } from '../../../lib/territory/territory.api.ts';
import { json, type Route, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen } from '../../../test/render-shell.tsx';
import { piemonte, prevenzione, rivoli, to3 } from '../../../test/territory.ts';
import { writeFallbackMessage } from '../regional.api.ts';
import { regioneKind } from '../regional.entities.ts';
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

/** The screen of the demo district of ASL TO3, once its heading (the district's name) is there. */
async function openDistrettoRivoli() {
  renderScreen(<RegionalAsl />, '/regionale/asl?regione=010&asl=010203&distretto=7');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Distretto dimostrativo Rivoli' }),
  ).toBeInTheDocument();
}

/** The names of the links of the trail above the level, the trail named in the screen's language. */
function trailLinks(name: string) {
  const trail = screen.getByRole('navigation', { name });
  return within(trail)
    .getAllByRole('link')
    .map((a) => a.textContent);
}

describe('RegionalAsl: the health hierarchy', () => {
  it('opens a district from its address, with the trail above it and its departments', async () => {
    const fetch = api();
    await openDistrettoRivoli();
    expect(trailLinks('Percorso nella gerarchia')).toEqual(['Italia', 'Piemonte', 'ASL TO3']);
    const departments = screen.getByRole('region', { name: 'Dipartimenti del distretto' });
    expect(within(departments).getByRole('link', { name: 'Dipartimento di prevenzione' })).toHaveAttribute(
      'href',
      '/regionale/asl?regione=010&asl=010203&distretto=7&dipartimento=3',
    );
    expect(fetch.urls()).toContain(`${API}/distretti/bycodiceasl?codiceAsl=010203`);
  });

  it('shows a reader no write action: no new, edit or delete where their flags lack them', async () => {
    api();
    const readOnly = 48; // LIST | READ
    renderScreen(<RegionalAsl />, '/regionale/asl?regione=010&asl=010203&distretto=7', {
      [regionalSections.distretti]: readOnly,
      [regionalSections.dipartimenti]: readOnly | 8, // and WRITE: may add a department
    });
    const departments = await screen.findByRole('region', { name: 'Dipartimenti del distretto' });
    expect(within(departments).getByRole('button', { name: 'Nuovo dipartimento' })).toBeInTheDocument();
    expect(within(departments).queryByRole('button', { name: /^Modifica/ })).toBeNull();
    expect(within(departments).queryByRole('button', { name: /^Elimina/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Elimina distretto' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Modifica distretto' })).toBeNull();
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
    // Deleting from the record's own page says so too, where the user lands.
    expect(screen.getByText('Distretto «Distretto dimostrativo Rivoli» eliminato.')).toBeInTheDocument();
    const districts = screen.getByRole('region', { name: 'Distretti sanitari' });
    await waitFor(() =>
      expect(
        within(districts).getByText('Nessun distretto registrato per questa azienda.'),
      ).toBeInTheDocument(),
    );
    expect(fetch.urls()).toContain(`${API}/distretti/delete/7`);
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

// A district with no annexed comuni.
const rivoliAlone = { ...rivoli, comuniAnnessi: [] };

function apiWithDelete() {
  let deleted = false;
  return stubFetch((url) => {
    if (url.pathname === `${API}/regione`) return json([piemonte]);
    if (url.pathname === `${API}/asl/bycoderegione`) return json([to3]);
    if (url.pathname === `${API}/distretti/bycodiceasl`) return json([rivoliAlone]);
    if (url.pathname === `${API}/presidiospedalieri`) return json([]);
    if (url.pathname === `${API}/dipartimenti/delete/3`) {
      deleted = true;
      return json(prevenzione);
    }
    if (url.pathname === `${API}/dipartimenti`) return json(deleted ? [] : [prevenzione]);
    return undefined;
  });
}

describe('the regional screens in English', () => {
  it('show a district with its trail, sections, forms and dialogs in English, and no Italian', async () => {
    await setLanguage('en');
    apiWithDelete();
    // Names from the data stay as they are.
    await openDistrettoRivoli();
    expect(trailLinks('Path in the hierarchy')).toEqual(['Italy', 'Piemonte', 'ASL TO3']);
    expect(screen.getByText('District code')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit district' })).toBeInTheDocument();
    const departments = screen.getByRole('region', { name: 'Departments of the district' });
    expect(screen.getByRole('region', { name: 'Hospital sites of the district' })).toBeInTheDocument();

    await userEvent.click(within(departments).getByRole('button', { name: 'New department' }));
    const form = screen.getByRole('dialog', { name: 'New department' });
    expect(within(form).getByLabelText('Name *')).toBeInTheDocument();
    expect(within(form).getByLabelText('District *')).toHaveValue('7');
    expect(within(form).getByText('Fields marked with * are required.')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(
      within(departments).getByRole('button', { name: 'Delete Dipartimento di prevenzione' }),
    );
    const confirm = screen.getByRole('dialog', { name: 'Confirm deletion' });
    expect(
      within(confirm).getByText(
        'Delete the department “Dipartimento di prevenzione”? This cannot be undone.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Department “Dipartimento di prevenzione” deleted.')).toBeInTheDocument();
    expect(
      await within(departments).findByText('No department recorded for this district.'),
    ).toBeInTheDocument();

    for (const italian of [
      'Italia',
      'Dipartimenti del distretto',
      'Nuovo dipartimento',
      'Modifica distretto',
      'Codice distretto',
      'Conferma eliminazione',
    ]) {
      expect(screen.queryByText(italian)).not.toBeInTheDocument();
    }
  });

  it('words the SPEC.md §8 fallbacks in English, and in Italian exactly as the spec by default', async () => {
    expect(writeFallbackMessage('create', regioneKind.label())).toBe('Errore nella creazione regione');
    expect(territoryReadError('comuni')).toBe('Errore durante il recupero dei comuni.');
    await setLanguage('en');
    expect(writeFallbackMessage('create', regioneKind.label())).toBe('Error creating region');
    expect(writeFallbackMessage('delete', regioneKind.label())).toBe('Error deleting region');
    expect(territoryReadError('comuni')).toBe('Error while retrieving the municipalities.');
  });

  it('keeps the Italian agreements and plurals of the texts built before translation', () => {
    const t = i18n.getFixedT(null, 'regional');
    expect(t('section.created', { context: 'female', entity: 'Regione', name: 'Lazio' })).toBe(
      'Regione «Lazio» creata.',
    );
    expect(t('section.deleted', { context: 'male', entity: 'Distretto', name: 'Ovest' })).toBe(
      'Distretto «Ovest» eliminato.',
    );
    expect(t('search.found', { count: 1, term: 'H501' })).toBe('1 comune trovato per «H501».');
    expect(t('search.found', { count: 3, term: 'Rom' })).toBe('3 comuni trovati per «Rom».');
    expect(t('home.nazioni.count', { count: 1 })).toBe('1 nazione');
  });
});
