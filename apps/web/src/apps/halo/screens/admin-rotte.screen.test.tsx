import type { RouteConfig } from '@halo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, jsonPage, on, stubFetch } from '../../../test/fetch-stub.ts';
import { application, renderAdmin } from '../halo.test-utils.tsx';
import { AdminRotte } from './admin-rotte.screen.tsx';

const route = (id: number, path: string, position: number): RouteConfig => ({
  id,
  applicationId: 1,
  path,
  name: `Rotta ${id}`,
  component: 'AdminLog',
  isPublic: false,
  position,
  section: null,
  roles: [],
  subRoutes: [],
  version: 1,
});

const routeCalls = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.calls().filter((c) => c.startsWith('GET /api/v1/halo/conf/routing'));

afterEach(() => vi.unstubAllGlobals());

describe('AdminRotte', () => {
  it("pages the chosen application's routes on the server, and asks it for the last position", async () => {
    const fetch = stubFetch(
      on('GET', '/api/v1/halo/app', () =>
        json([application(1, 'Amministrazione', 'halo'), application(2, 'Prosa', 'prosa')]),
      ),
      (url) =>
        url.pathname === '/api/v1/halo/conf/routing'
          ? jsonPage(
              url.searchParams.get('size') === '1'
                ? [route(9, '/admin/posta', 14)]
                : [route(3, '/admin/log', 2)],
              15,
            )
          : undefined,
    );
    renderAdmin(<AdminRotte />, '/admin/rotte');

    expect(await screen.findByRole('button', { name: 'Modifica la rotta /admin/log' })).toBeInTheDocument();
    expect(routeCalls(fetch)).toEqual(
      expect.arrayContaining([
        'GET /api/v1/halo/conf/routing?idApp=1&sort=position&page=1&size=20',
        'GET /api/v1/halo/conf/routing?idApp=1&sort=-position&page=1&size=1',
      ]),
    );
    expect(screen.getByText('Elementi da 1 a 15 di 15')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Nuova rotta' }));
    expect(await screen.findByLabelText(/^Posizione/)).toHaveValue(15);

    await userEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    // Each application by the name people read, not the routing's ("Prosa").
    expect(
      within(screen.getByLabelText('Applicazione', { exact: true }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Amministrazione', 'Pro.Sa.']);
    await userEvent.selectOptions(screen.getByLabelText('Applicazione', { exact: true }), 'Pro.Sa.');
    await waitFor(() =>
      expect(routeCalls(fetch)).toContain(
        'GET /api/v1/halo/conf/routing?idApp=2&sort=position&page=1&size=20',
      ),
    );
  });
});
