import type { Application, AppRoute, PublicRoute } from '@halo/contract';
import { describe, expect, it, vi } from 'vitest';
import { createHttpClient, type HttpFailure } from '../../lib/http.ts';
import { testApplication } from '../../test/applications.ts';
import { createSessionStore, type Session } from '../auth/session.store.ts';
import { createPlatformRoutingApi, loadRoutingPlan, type PlatformRoutingApi } from './routing-loader.ts';

const stroke = testApplication(4, 'Stroke', { description: 'Stroke care' });
const routes: AppRoute[] = [
  { path: '/stroke/medici', name: 'Medici', component: 'StrokeMedici', subRoutes: [] },
];
const admin: Application = { ...stroke, id: 1, nome: 'Amministrazione', clientId: 'halo' };
/** What the public routing call tells: every application's paths. */
const known: PublicRoute[] = [
  { path: '/prosa', name: 'Prosa', component: 'ProsaHome', subRoutes: [], idApp: 2, isPublic: true },
  {
    path: '/admin/utenti',
    name: 'Utenti',
    component: 'AdminUtenti',
    subRoutes: [{ pathBase: ':id', name: 'Dettaglio', component: 'AdminUtente' }],
    idApp: 1,
    isPublic: false,
  },
  { ...routes[0], idApp: 4, isPublic: false } as PublicRoute,
];
const granted =
  (...apps: Application[]) =>
  async () => ({ ok: true, status: 200, message: null, apps });

function store(session: Partial<Session>) {
  const s = createSessionStore({ storage: null, writeCookies: () => {} });
  s.update(session);
  return s;
}

function api(overrides: Partial<PlatformRoutingApi> = {}): PlatformRoutingApi {
  return {
    appsByToken: vi.fn(async () => ({ ok: true, status: 200, message: null, apps: [stroke] })),
    appRouting: vi.fn(async () => routes),
    appMenu: vi.fn(async () => null),
    knownRoutes: vi.fn(async () => known),
    permissions: vi.fn(async () => ({ 'gestioneregionale.regioni': 48 })),
    ...overrides,
  };
}

const withApp = { logged: true, appID: 4, appName: 'Stroke', appClientId: 'stroke' };

describe('loading the routing for the session', () => {
  it('asks a visitor without a session to sign in on any path an application knows', async () => {
    const platform = api();
    const plan = await loadRoutingPlan(store({}), platform);
    expect(plan.fallback).toBe('/prosa');
    expect(platform.appsByToken).not.toHaveBeenCalled();
    expect(platform.appRouting).not.toHaveBeenCalled();
    expect(plan.routes.map((r) => [r.path, r.authenticated])).toEqual([
      ['/admin/utenti', true],
      ['/admin/utenti/:id', true],
      ['/stroke/medici', true],
    ]);
  });

  it('keeps only the built-in public routes when the known routes cannot be read', async () => {
    const plan = await loadRoutingPlan(store({}), api({ knownRoutes: async () => [] }));
    expect(plan.routes).toEqual([]);
    expect(plan.fallback).toBe('/prosa');
  });

  describe('just signed in, no application chosen', () => {
    const signedIn = { logged: true, bearerToken: null };

    it('takes a user with one application straight into it', async () => {
      const session = store(signedIn);
      const plan = await loadRoutingPlan(session, api(), () => '/apps');
      expect(session.get()).toMatchObject({ appID: 4, appName: 'Stroke', appClientId: 'stroke' });
      expect(plan.redirect).toBe('/stroke/medici');
    });

    it('opens the application a deep link belongs to, and stays on the link', async () => {
      const session = store(signedIn);
      const platform = api({ appsByToken: granted(admin, stroke) });
      const plan = await loadRoutingPlan(session, platform, () => '/admin/utenti/42');
      expect(session.get().appID).toBe(1);
      expect(platform.appRouting).toHaveBeenCalledWith(1);
      expect(plan.redirect).toBeNull();
    });

    it('offers the chooser when the link belongs to an application the user does not have', async () => {
      const session = store(signedIn);
      const plan = await loadRoutingPlan(
        session,
        api({ appsByToken: granted(stroke, { ...stroke, id: 5, nome: 'Strutture' }) }),
        () => '/admin/utenti',
      );
      expect(session.get().appID).toBeNull();
      expect(plan.fallback).toBe('/apps');
      expect(plan.redirect).toBeNull();
    });

    it('sends a user with several applications from / to the chooser', async () => {
      const plan = await loadRoutingPlan(
        store(signedIn),
        api({ appsByToken: granted(admin, stroke) }),
        () => '/',
      );
      expect(plan.redirect).toBe('/apps');
    });

    it('stays on the home, with nothing to switch to, when the user has no application', async () => {
      const platform = api({ appsByToken: granted() });
      const plan = await loadRoutingPlan(store(signedIn), platform, () => '/');
      expect(plan.redirect).toBeNull();
      expect(plan.applications?.granted).toEqual([]);
    });
  });

  describe("an address of another of the user's applications (docs/adr/0030)", () => {
    it('opens it in that application, on that address', async () => {
      const session = store({ ...withApp, bearerToken: null });
      const platform = api({ appsByToken: granted(stroke, admin) });
      const plan = await loadRoutingPlan(session, platform, () => '/admin/utenti/7');
      expect(session.get()).toMatchObject({ appID: 1, appName: 'Amministrazione', appClientId: 'halo' });
      expect(platform.appRouting).toHaveBeenCalledWith(1);
      expect(plan.redirect).toBeNull();
      expect(plan.applications).toEqual({ known, granted: [stroke, admin], current: 1 });
    });

    it('keeps the current application for an address of one the user may not open', async () => {
      const session = store({ ...withApp, bearerToken: null });
      const plan = await loadRoutingPlan(session, api(), () => '/admin/utenti');
      expect(session.get().appID).toBe(4);
      expect(plan.applications?.current).toBe(4);
    });

    it('leaves the plan without the context when the known routes cannot be read', async () => {
      const plan = await loadRoutingPlan(store(withApp), api({ knownRoutes: async () => [] }), () => '/x');
      expect(plan.applications).toBeUndefined();
    });
  });

  it('fetches the routes of the chosen application', async () => {
    const platform = api();
    const plan = await loadRoutingPlan(store(withApp), platform);
    expect(platform.appRouting).toHaveBeenCalledWith(4);
    expect(plan.firstPath).toBe('/stroke/medici');
  });

  it('leaves for /serverproblems when app-by-token answers 404 with the maintenance message', async () => {
    const platform = api({
      appsByToken: async () => ({
        ok: false,
        status: 404,
        message: 'Server non disponibile o in manutenzione.',
        apps: [],
      }),
    });
    const plan = await loadRoutingPlan(store(withApp), platform);
    expect(plan.redirect).toBe('/serverproblems');
    expect(platform.appRouting).not.toHaveBeenCalled();
  });

  it('sends unknown paths to /serverproblems when the routes cannot be fetched', async () => {
    const plan = await loadRoutingPlan(store(withApp), api({ appRouting: async () => null }));
    expect(plan.fallback).toBe('/serverproblems');
  });

  it('stores hasHomePublic when a returned route merged with a public home', async () => {
    const session = store({ ...withApp, appName: 'Prosa' });
    await loadRoutingPlan(
      session,
      api({
        appsByToken: async () => ({
          ok: true,
          status: 200,
          message: null,
          apps: [{ ...stroke, hasHomePublic: false }],
        }),
        appRouting: async () => [{ path: '/prosa', name: 'Prosa', component: 'ProsaHome', subRoutes: [] }],
      }),
    );
    expect(session.get().hasHomePublic).toBe(true);
  });

  it('forgets an application the token no longer grants and offers the chooser', async () => {
    const session = store(withApp);
    const plan = await loadRoutingPlan(
      session,
      api({ appsByToken: async () => ({ ok: true, status: 200, message: null, apps: [] }) }),
    );
    expect(plan.fallback).toBe('/apps');
    expect(session.get()).toMatchObject({ appID: null, appName: null });
  });

  it('fetches the menu with the routes and hands it to the header', async () => {
    const menu = [{ id: 1, label: 'Medici', icon: null, path: '/stroke/medici', children: [] }];
    const platform = api({ appMenu: vi.fn(async () => menu) });
    const plan = await loadRoutingPlan(store(withApp), platform);
    expect(platform.appMenu).toHaveBeenCalledWith(4);
    expect(plan.menu).toEqual(menu);
  });

  it("reads the user's flags per section with the routes", async () => {
    const plan = await loadRoutingPlan(store(withApp), api());
    expect(plan.permissions).toEqual({ 'gestioneregionale.regioni': 48 });
    const unread = await loadRoutingPlan(store(withApp), api({ permissions: async () => null }));
    expect(unread.permissions).toBeUndefined();
  });

  it('leaves the menu out when it cannot be read, so the header lists the routes', async () => {
    const plan = await loadRoutingPlan(store(withApp), api({ appMenu: async () => null }));
    expect(plan.menu).toBeUndefined();
    expect(plan.firstPath).toBe('/stroke/medici');
  });
});

describe('platform routing calls', () => {
  /** A client whose server answers every call with a 500. */
  function serverFailing() {
    const failures: HttpFailure[] = [];
    const fetch = vi.fn(async () => new Response('{}', { status: 500 }));
    const client = createHttpClient({
      fetch: fetch as unknown as typeof globalThis.fetch,
      getAccessToken: () => 'tok',
      onRequestStart: () => {},
      onRequestEnd: () => {},
      onFailure: (failure) => failures.push(failure),
    });
    return { client, fetch, failures };
  }

  it('reads the routes with the application id and alerts when that fails', async () => {
    const { client, fetch, failures } = serverFailing();
    expect(await createPlatformRoutingApi(client).appRouting(7)).toBeNull();
    expect(fetch).toHaveBeenCalledWith('/api/v1/halo/app/routing?idApp=7', expect.anything());
    expect(failures).toEqual([{ message: 'Errore durante il recupero delle rotte.', status: 500 }]);
  });

  it('reads the known routes without alerting when that fails', async () => {
    const { client, fetch, failures } = serverFailing();
    expect(await createPlatformRoutingApi(client).knownRoutes()).toEqual([]);
    expect(fetch).toHaveBeenCalledWith('/api/v1/halo/routing', expect.anything());
    expect(failures).toEqual([]);
  });

  it('reads the filtered menu without alerting when it fails', async () => {
    const { client, fetch, failures } = serverFailing();
    expect(await createPlatformRoutingApi(client).appMenu(7)).toBeNull();
    expect(fetch).toHaveBeenCalledWith('/api/v1/menu/filtred?idApp=7', expect.anything());
    expect(failures).toEqual([]);
  });
});
