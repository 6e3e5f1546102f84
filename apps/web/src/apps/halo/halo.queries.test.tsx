import { type Menu, type MenuDetail, platformAdminRoutes, type Service } from '@halo/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertStore } from '../../shell/alerts/alert.store.ts';
import { errorBody, json, on, type Route, stubFetch } from '../../test/fetch-stub.ts';
import { useAdminWrite, useDeleteMenu, useMenuDetail, useMenus, useServices } from './halo.queries.ts';

const menu: Menu = {
  id: 5,
  applicationId: 2,
  nome: 'Menu principale',
  description: '',
  version: 3,
  updatedAt: '2025-01-01T10:00:00.000Z',
};
const menuDetail: MenuDetail = { ...menu, items: [] };
const service: Service = {
  id: 9,
  nome: 'Anagrafe',
  description: '',
  basePath: '/api/anagrafe',
  base: false,
  microservice: false,
  version: 2,
};

afterEach(() => {
  vi.unstubAllGlobals();
  alertStore.clear();
});

/** An admin screen with the menus of application 2, menu 5 open, and the services. */
function renderAdminReads() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => ({
      menus: useMenus(2),
      menu: useMenuDetail(5),
      services: useServices(),
      deleteMenu: useDeleteMenu(),
      updateService: useAdminWrite(platformAdminRoutes.serviceUpdate),
    }),
    { wrapper },
  );
}

const reads = [
  on('GET', '/api/v1/menu', () => json([menu])),
  on('GET', '/api/v1/menu/5', () => json(menuDetail)),
  on('GET', '/api/v1/halo/services', () => json([service])),
];

/** The reads rendered with `write` answered too, once the services are read; `before`: the calls made so far. */
async function servicesRead(write: Route) {
  const fetch = stubFetch(write, ...reads);
  const { result } = renderAdminReads();
  await waitFor(() => expect(result.current.services.data).toEqual([service]));
  return { fetch, result, before: fetch.calls().length };
}

describe('admin write hooks', () => {
  it('an update sends the body and reads every admin list on screen again', async () => {
    const { fetch, result, before } = await servicesRead(
      on('PUT', '/api/v1/halo/services/update', (_url, body) => json({ ...service, ...(body as object) })),
    );

    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.updateService.mutateAsync({
        body: { id: 9, nome: 'Anagrafe unica', description: '', basePath: '/api/anagrafe', version: 2 },
      });
    });
    expect(outcome).toMatchObject({ ok: true, data: { nome: 'Anagrafe unica' } });
    await waitFor(() =>
      expect(fetch.calls().slice(before).sort()).toEqual([
        'GET /api/v1/halo/services',
        'GET /api/v1/menu/5',
        'GET /api/v1/menu?idApp=2',
        'PUT /api/v1/halo/services/update',
      ]),
    );
  });

  it('a deleted menu is forgotten, not read again (a 404 alert), while the list of menus is', async () => {
    const fetch = stubFetch(
      on('DELETE', '/api/v1/menu/delete/5', () => json(menu)),
      ...reads,
    );
    const { result } = renderAdminReads();
    await waitFor(() => expect(result.current.menu.data).toEqual(menuDetail));
    const before = fetch.calls().length;

    await act(async () => {
      await result.current.deleteMenu.mutateAsync({ params: { id: 5 } });
    });
    await waitFor(() =>
      expect(fetch.calls().slice(before).sort()).toEqual([
        'DELETE /api/v1/menu/delete/5',
        'GET /api/v1/halo/services',
        'GET /api/v1/menu?idApp=2',
      ]),
    );
    expect(result.current.menu.data).toBeNull();
    expect(alertStore.list()).toEqual([]);
  });

  it("a stale write (409) reads nothing again and keeps the server's message and details", async () => {
    const { fetch, result, before } = await servicesRead(
      on('PUT', '/api/v1/halo/services/update', () =>
        errorBody(409, 'I dati sono stati modificati da un altro utente: ricaricare e riprovare.', [
          { path: 'body.version', message: 'Versione non aggiornata.' },
        ]),
      ),
    );

    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.updateService.mutateAsync({
        body: { id: 9, nome: 'Anagrafe', description: '', basePath: '/api/anagrafe', version: 1 },
      });
    });
    expect(outcome).toEqual({
      ok: false,
      status: 409,
      message: 'I dati sono stati modificati da un altro utente: ricaricare e riprovare.',
      details: [{ path: 'body.version', message: 'Versione non aggiornata.' }],
    });
    expect(fetch.calls().slice(before)).toEqual(['PUT /api/v1/halo/services/update']);
  });
});
