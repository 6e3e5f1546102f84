import type { Service } from '@halo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls, jsonPage, stubFetch } from '../../../test/fetch-stub.ts';
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
  calls(fetch).filter((c) => c.startsWith('GET /api/v1/halo/services'));

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
