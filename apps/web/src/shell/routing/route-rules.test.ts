import type { AppRoute, PublicRoute } from '@halo/contract';
import { describe, expect, it } from 'vitest';
import { testApplication } from '../../test/applications.ts';
import {
  builtInPublicPaths,
  decidePath,
  flattenAppRoute,
  gateRoute,
  homeFor,
  isServerDownResponse,
  layoutPathFor,
  NO_ROUTES_ALERT,
  normalizePath,
  planRouting,
  safeFallback,
  shouldScrollToTop,
  subRouteName,
  subRoutePath,
} from './route-rules.ts';

const stroke: AppRoute = {
  path: '/stroke/medici',
  name: 'Medici',
  component: 'StrokeMedici',
  subRoutes: [
    { pathBase: 'inviti', name: 'Inviti', component: 'StrokeInviti' },
    { pathBase: ':id', name: 'Dettaglio', component: 'StrokePaziente' },
  ],
};
const pazienti: AppRoute = {
  path: '/stroke/pazienti',
  name: 'Pazienti',
  component: 'StrokePazienti',
  subRoutes: [],
};
const prosaHome: AppRoute = {
  path: '/prosa',
  name: 'Prosa',
  component: 'ProsaHome',
  subRoutes: [{ pathBase: 'campagne', name: 'Campagne', component: 'ProsaCampagne' }],
};

describe('dynamic routing rules (SPEC.md §2)', () => {
  it('turns every returned item into an authenticated route', () => {
    const [parent] = flattenAppRoute(pazienti);
    expect(parent).toEqual({
      name: 'Pazienti',
      path: '/stroke/pazienti',
      component: 'StrokePazienti',
      authenticated: true,
      parent: null,
    });
  });

  it('names a sub-route parent name + sub-route name and paths it parent path + / + pathBase', () => {
    const [, inviti, dettaglio] = flattenAppRoute(stroke);
    expect(inviti).toMatchObject({
      name: 'MediciInviti',
      path: '/stroke/medici/inviti',
      component: 'StrokeInviti',
      authenticated: true,
      parent: 'Medici',
    });
    expect(dettaglio?.path).toBe('/stroke/medici/:id');
    expect(subRouteName('Medici', 'Inviti')).toBe('MediciInviti');
    expect(subRoutePath('/stroke/medici/', '/inviti')).toBe('/stroke/medici/inviti');
    expect(subRoutePath('/', 'utenti')).toBe('/utenti');
  });

  it('normalizes paths the server may send without a leading slash or with a trailing one', () => {
    expect(normalizePath('prosa')).toBe('/prosa');
    expect(normalizePath('/prosa//campagne/')).toBe('/prosa/campagne');
    expect(normalizePath('/')).toBe('/');
  });

  it('merges a returned path equal to a built-in public home with the built-in route and flags it', () => {
    const plan = planRouting({ kind: 'application', application: { nome: 'Prosa' }, routes: [prosaHome] });
    expect(plan.mergedHomes).toEqual([{ path: '/prosa', name: 'Prosa' }]);
    expect(plan.hasHomePublic).toBe(true);
    // The built-in public /prosa stays; only its sub-routes become (authenticated) routes.
    expect(plan.routes.map((r) => r.path)).toEqual(['/prosa/campagne']);
    expect(plan.routes.every((r) => r.authenticated)).toBe(true);
  });

  it('does not flag a public home when no returned path matches one', () => {
    const plan = planRouting({ kind: 'application', application: { nome: 'Stroke' }, routes: [pazienti] });
    expect(plan.hasHomePublic).toBe(false);
    expect(plan.mergedHomes).toEqual([]);
  });

  it('redirects unknown paths to the first returned route', () => {
    const plan = planRouting({
      kind: 'application',
      application: { nome: 'Stroke' },
      routes: [pazienti, stroke],
    });
    expect(plan.fallback).toBe('/stroke/pazienti');
    expect(plan.firstPath).toBe('/stroke/pazienti');
    expect(plan.alert).toBeNull();
  });

  it('with no returned routes keeps only the home and raises the alert of SPEC.md §2', () => {
    const plan = planRouting({ kind: 'application', application: { nome: 'Prosa' }, routes: [] });
    expect(plan.routes).toEqual([]);
    expect(plan.alert).toBe(NO_ROUTES_ALERT);
    expect(NO_ROUTES_ALERT).toBe('Non ci sono rotte salvate nel sistema. Solo la Home è disponibile.');
    expect(plan.fallback).toBe('/prosa');
    const withoutPublicHome = planRouting({
      kind: 'application',
      application: { nome: 'Stroke' },
      routes: [],
    });
    expect(withoutPublicHome.fallback).toBe('/');
  });

  it('gives an unauthenticated visitor only the built-in public routes, unknown paths to the first', () => {
    const plan = planRouting({ kind: 'anonymous' });
    expect(plan.routes).toEqual([]);
    expect(plan.fallback).toBe(builtInPublicPaths[0]);
    expect(plan.fallback).toBe('/prosa');
  });

  it('sends unknown paths of a signed-in user without an application to the chooser', () => {
    expect(planRouting({ kind: 'no-application' }).fallback).toBe('/apps');
  });

  it('sends unknown paths to /serverproblems when the routes could not be fetched', () => {
    const plan = planRouting({ kind: 'application', application: { nome: 'Stroke' }, routes: null });
    expect(plan.fallback).toBe('/serverproblems');
    expect(plan.routes).toEqual([]);
  });

  it('leaves for /serverproblems at once when the server says it is down', () => {
    const plan = planRouting({ kind: 'server-down' });
    expect(plan.redirect).toBe('/serverproblems');
  });

  it('recognizes the app-by-token 404 carrying the maintenance message', () => {
    expect(isServerDownResponse(404, 'Server non disponibile o in manutenzione.')).toBe(true);
    expect(isServerDownResponse(404, 'Errore: Server non disponibile o in manutenzione. Riprovare')).toBe(
      true,
    );
    expect(isServerDownResponse(404, 'Risorsa non trovata.')).toBe(false);
    expect(isServerDownResponse(503, 'Server non disponibile o in manutenzione.')).toBe(false);
    expect(isServerDownResponse(404, null)).toBe(false);
  });

  it('sends a visitor without a session on an authenticated route to login', () => {
    expect(gateRoute(true, false)).toBe('login');
    expect(gateRoute(true, true)).toBe('render');
    expect(gateRoute(false, false)).toBe('render');
  });

  it('scrolls to top when the page changes, not when only the hash does, nor on the first page', () => {
    expect(shouldScrollToTop(null, '/apps')).toBe(false);
    expect(shouldScrollToTop('/apps', '/stroke/medici')).toBe(true);
    expect(shouldScrollToTop('/apps', '/apps')).toBe(false);
  });

  it('places a route under a built-in layout only when its path lies below it', () => {
    expect(layoutPathFor('/prosa/campagne')).toBe('/prosa');
    expect(layoutPathFor('/healthenv/postazioni')).toBe('/healthenv');
    expect(layoutPathFor('/prosa')).toBeNull();
    expect(layoutPathFor('/prosaextra/x')).toBeNull();
  });

  it("opens an application's own public home, else the platform home", () => {
    expect(homeFor({ nome: 'PROSA' })).toBe('/prosa');
    expect(homeFor({ nome: 'Stroke' })).toBe('/');
    expect(homeFor({ nome: null })).toBe('/');
  });

  it('never redirects to a path no route answers', () => {
    const plan = planRouting({
      kind: 'application',
      application: { nome: 'X' },
      routes: [{ path: '/x/:id', name: 'X', component: 'StrokePaziente', subRoutes: [] }],
    });
    expect(safeFallback(plan)).toBe('/x/:id');
    expect(safeFallback({ ...plan, fallback: '/nowhere' })).toBe('/404');
  });
});

describe('an address of another application (docs/adr/0030)', () => {
  const prosa = testApplication(2, 'Prosa');
  const calendario = testApplication(5, 'Calendario');
  const known: PublicRoute[] = [
    { ...prosaHome, subRoutes: [], idApp: 2, isPublic: true },
    {
      path: '/prosa/campagne',
      name: 'Campagne',
      component: 'ProsaCampagne',
      subRoutes: [{ pathBase: ':id', name: 'Dettaglio', component: 'ProsaCampagna' }],
      idApp: 2,
      isPublic: false,
    },
    { ...pazienti, idApp: 4, isPublic: false },
    {
      path: '/calendario/prenotazioni',
      name: 'Prenotazioni',
      component: 'X',
      subRoutes: [],
      idApp: 5,
      isPublic: false,
    },
  ];
  const citizen = { known, granted: [prosa, calendario] };

  it('switches to the application of a path the user may open, parameters included', () => {
    expect(decidePath('/calendario/prenotazioni', { ...citizen, current: 2 })).toEqual({
      kind: 'switch',
      app: calendario,
    });
    expect(decidePath('/prosa/campagne/3', { ...citizen, current: 5 })).toEqual({
      kind: 'switch',
      app: prosa,
    });
    expect(decidePath('/prosa/', { ...citizen, current: 5 })).toEqual({ kind: 'switch', app: prosa });
  });

  it('chooses the application of the address when none is chosen yet', () => {
    expect(decidePath('/prosa/campagne', { ...citizen, current: null })).toEqual({
      kind: 'switch',
      app: prosa,
    });
  });

  it("stays on the plan's application for its own paths and for paths of none", () => {
    expect(decidePath('/prosa/campagne/3', { ...citizen, current: 2 })).toEqual({ kind: 'here', owner: 2 });
    expect(decidePath('/apps', { ...citizen, current: 2 })).toEqual({ kind: 'here', owner: null });
    expect(decidePath('/nessuna/pagina', { ...citizen, current: 2 })).toEqual({ kind: 'here', owner: null });
  });

  it('tells a path of an application the user may not open from an unknown one', () => {
    expect(decidePath('/stroke/pazienti', { ...citizen, current: 2 })).toEqual({
      kind: 'elsewhere',
      owner: 4,
    });
  });
});
