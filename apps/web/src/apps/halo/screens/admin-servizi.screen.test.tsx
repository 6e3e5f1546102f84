import type { Service } from '@halo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { jsonPage, on, stubFetch } from '../../../test/fetch-stub.ts';
import { renderAdmin } from '../halo.test-utils.tsx';
import { AdminServizi } from './admin-servizi.screen.tsx';

const service = (id: number, nome: string): Service => ({
  id,
  nome,
  description: '',
  basePath: `/api/servizio-${id}`,
  base: false,
  microservice: false,
  version: 1,
});

const servicesCalls = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.calls().filter((c) => c.startsWith('GET /api/v1/halo/services'));

/** The whole text of the paragraph that is exactly `text` (markup inside it included). */
const paragraph = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;

afterEach(() => vi.unstubAllGlobals());

describe('AdminServizi', () => {
  it('asks the server for one page, searched and sorted, and pages with its total', async () => {
    const fetch = stubFetch((url) =>
      url.pathname === '/api/v1/halo/services'
        ? jsonPage(
            url.searchParams.get('page') === '2' ? [service(21, 'Referti')] : [service(1, 'Anagrafe')],
            21,
          )
        : undefined,
    );
    renderAdmin(<AdminServizi />, '/admin/servizi');

    expect(await screen.findByText('Anagrafe')).toBeInTheDocument();
    expect(screen.getByText('Elementi da 1 a 20 di 21')).toBeInTheDocument();
    expect(servicesCalls(fetch)).toEqual(['GET /api/v1/halo/services?sort=nome&page=1&size=20']);

    await userEvent.click(screen.getByRole('button', { name: 'Pagina 2' }));
    expect(await screen.findByText('Referti')).toBeInTheDocument();
    expect(screen.getByText('Elementi da 21 a 21 di 21')).toBeInTheDocument();
    expect(servicesCalls(fetch).at(-1)).toBe('GET /api/v1/halo/services?sort=nome&page=2&size=20');

    const table = screen.getByRole('table');
    await userEvent.click(within(table).getByRole('button', { name: /^Percorso base/ }));
    await waitFor(() =>
      expect(servicesCalls(fetch).at(-1)).toBe('GET /api/v1/halo/services?sort=basePath&page=1&size=20'),
    );
    await userEvent.click(within(screen.getByRole('table')).getByRole('button', { name: /^Percorso base/ }));
    await waitFor(() =>
      expect(servicesCalls(fetch).at(-1)).toBe('GET /api/v1/halo/services?sort=-basePath&page=1&size=20'),
    );

    await userEvent.type(screen.getByLabelText('Cerca servizio'), '100%');
    await waitFor(() =>
      expect(servicesCalls(fetch).at(-1)).toBe(
        'GET /api/v1/halo/services?q=100%25&sort=-basePath&page=1&size=20',
      ),
    );
  });

  it('goes back to the last page when the one in the address is past it', async () => {
    const fetch = stubFetch((url) =>
      url.pathname === '/api/v1/halo/services'
        ? jsonPage(url.searchParams.get('page') === '2' ? [service(21, 'Referti')] : [], 21)
        : undefined,
    );
    renderAdmin(<AdminServizi />, '/admin/servizi?page=5');
    expect(await screen.findByText('Referti')).toBeInTheDocument();
    expect(servicesCalls(fetch)).toEqual([
      'GET /api/v1/halo/services?sort=nome&page=5&size=20',
      'GET /api/v1/halo/services?sort=nome&page=2&size=20',
    ]);
  });

  it('says the list could not be read when the server answers no total', async () => {
    stubFetch((url) =>
      url.pathname === '/api/v1/halo/services'
        ? new Response(JSON.stringify([service(1, 'Anagrafe')]), { status: 200 })
        : undefined,
    );
    renderAdmin(<AdminServizi />, '/admin/servizi');
    expect(await screen.findByText('Errore durante il recupero dei servizi.')).toBeInTheDocument();
    expect(screen.queryByText('Anagrafe')).not.toBeInTheDocument();
  });
});

const anagrafe: Service = {
  id: 1,
  nome: 'Anagrafe',
  description: '',
  basePath: '/api/anagrafe',
  base: true,
  microservice: false,
  version: 1,
};

describe('the services screen in English', () => {
  it('shows the services screen, its toggles and its delete confirmation in English', async () => {
    stubFetch(on('GET', '/api/v1/halo/services', () => jsonPage([anagrafe], 1)));
    await setLanguage('en');
    renderAdmin(<AdminServizi />, '/admin/servizi');

    expect(screen.getByRole('heading', { level: 1, name: 'Services' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'List of services' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New service' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search services')).toBeInTheDocument();
    expect(await screen.findByText('Anagrafe')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('button', { name: /^Base path/ })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Microservice' })).toBeInTheDocument();
    expect(within(table).getByLabelText('Base service: Anagrafe')).toBeChecked();
    expect(within(table).getByRole('button', { name: 'Edit Anagrafe' })).toHaveTextContent('Edit');
    expect(
      screen.queryByText(/^(Servizi|Elenco dei servizi|Nuovo servizio|Modifica|Elimina)$/),
    ).not.toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Delete Anagrafe' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        paragraph('Delete the service Anagrafe? It must not be linked to any application.'),
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Anagrafe').tagName).toBe('STRONG');
  });

  it('says in English that the services could not be read', async () => {
    stubFetch((url) =>
      url.pathname === '/api/v1/halo/services'
        ? new Response(JSON.stringify([anagrafe]), { status: 200 })
        : undefined,
    );
    await setLanguage('en');
    renderAdmin(<AdminServizi />, '/admin/servizi');
    expect(await screen.findByText('Error while retrieving the services.')).toBeInTheDocument();
    expect(screen.queryByText(/Errore durante il recupero/)).not.toBeInTheDocument();
  });

  it('shows a user who may only read the services no action that would end in a 403', async () => {
    stubFetch((url) =>
      url.pathname === '/api/v1/halo/services' ? jsonPage([service(1, 'Anagrafe')], 1) : undefined,
    );
    renderAdmin(<AdminServizi />, '/admin/servizi', { 'halo.servizi': 48 }); // LIST | READ
    expect(await screen.findByRole('cell', { name: 'Anagrafe' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nuovo servizio' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Modifica|Elimina) Anagrafe/ })).toBeNull();
    for (const toggle of screen.getAllByRole('checkbox')) expect(toggle).toBeDisabled();
  });

  it('shows a user with UPDATE but not DELETE the edit and not the delete', async () => {
    stubFetch((url) =>
      url.pathname === '/api/v1/halo/services' ? jsonPage([service(1, 'Anagrafe')], 1) : undefined,
    );
    renderAdmin(<AdminServizi />, '/admin/servizi', { 'halo.servizi': 48 | 4 });
    expect(await screen.findByRole('button', { name: /^Modifica Anagrafe/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Elimina Anagrafe/ })).toBeNull();
    expect(screen.getAllByRole('checkbox').every((toggle) => !(toggle as HTMLInputElement).disabled)).toBe(
      true,
    );
  });
});
