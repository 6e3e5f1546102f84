import {
  auditRoutes,
  authoritiesRoutes,
  authorizationRoutes,
  clientConfigRoute,
  healthRoutes,
  menuRoutes,
  meRoute,
  myPermissionsRoute,
  operationsRoutes,
  type Principal,
  platformAdminRoutes,
  platformRoutes,
  publicAccess,
  type RouteAccess,
  type RouteDef,
  regionalPublicRoutes,
  regionalRoutes,
  requires,
  structuresRoutes,
} from '@halo/contract';
import { calendarCalendariRoutes } from '@halo/contract/calendar/calendari';
import { calendarCodiciRoutes } from '@halo/contract/calendar/codici';
import { calendarFeedRoutes } from '@halo/contract/calendar/feed';
import { calendarPrenotazioniRoutes } from '@halo/contract/calendar/prenotazioni';
import { chatRoutes } from '@halo/contract/chat';
import { healthenvAllerteRoutes } from '@halo/contract/healthenv/allerte';
import { healthenvImportRoutes } from '@halo/contract/healthenv/import';
import { healthenvIndiceRoutes } from '@halo/contract/healthenv/indice';
import { healthenvMappaRoutes } from '@halo/contract/healthenv/mappa';
import { healthenvMonitoraggiRoutes } from '@halo/contract/healthenv/monitoraggi';
import { healthenvPostazioneRoutes } from '@halo/contract/healthenv/postazione';
import { healthenvPostazioniRoutes } from '@halo/contract/healthenv/postazioni';
import { healthenvRapportoRoutes } from '@halo/contract/healthenv/rapporto';
import { healthenvSoglieRoutes } from '@halo/contract/healthenv/soglie';
import { integrationRoutes } from '@halo/contract/integration';
import { integrationFhirRoutes } from '@halo/contract/integration-fhir';
import { prosaRoutes } from '@halo/contract/prosa';
import { prosaCampagneRoutes } from '@halo/contract/prosa/campagne';
import { prosaEventiRoutes } from '@halo/contract/prosa/eventi';
import { prosaFeedRoutes } from '@halo/contract/prosa/feed';
import { prosaPreferitiRoutes } from '@halo/contract/prosa/preferiti';
import { prosaProfileRoutes } from '@halo/contract/prosa/profiles';
import { prosaProgettiRoutes } from '@halo/contract/prosa/progetti';
import { prosaRegistrationRoutes } from '@halo/contract/prosa/registration';
import { prosaReportRoutes } from '@halo/contract/prosa/report';
import { prosaRichiesteRoutes } from '@halo/contract/prosa/richieste';
import { prosaSuggerimentiRoutes } from '@halo/contract/prosa/suggerimenti';
import { strokeAccessiRoutes } from '@halo/contract/stroke/accessi';
import { strokeCaregiversRoutes } from '@halo/contract/stroke/caregivers';
import { strokeDispositiviRoutes } from '@halo/contract/stroke/dispositivi';
import { strokeFattoriRoutes } from '@halo/contract/stroke/fattori';
import { strokeInvitiRoutes, strokePublicRoutes } from '@halo/contract/stroke/inviti';
import { strokeMediciRoutes } from '@halo/contract/stroke/medici';
import { strokePazientiRoutes } from '@halo/contract/stroke/pazienti';
import { strokeProfiloRoutes } from '@halo/contract/stroke/profilo';
import { strokeScoreRoutes } from '@halo/contract/stroke/scores';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../test/oidc-client.ts';
import type { TestServer } from '../../test/servers.ts';
import { withServer } from '../../test/suite.ts';
import { UnauthenticatedError } from '../errors.ts';
import { DEMO_PASSWORD } from '../idp/demo-users.ts';
import { registerAccessControl } from './access-control.ts';
import { registerErrorHandler } from './error-handler.ts';

const member: Principal = {
  userId: 'u-1',
  username: 'membro',
  email: null,
  name: null,
  realmRoles: [],
  clientRoles: {},
  groups: [],
};

/**
 * A bare app with the access hook, booting the given routes the way the modules do (inside a plugin).
 * Its verifier accepts the token "valid"; the member holds `mask` on every section.
 */
async function boot(routes: { method?: 'GET' | 'POST'; url: string; access?: RouteAccess }[], mask = 0) {
  const app = Fastify();
  registerErrorHandler(app);
  registerAccessControl(app, {
    revocations: { isRevoked: async () => false },
    verifier: {
      async verify(token) {
        if (token !== 'valid') {
          throw new UnauthenticatedError();
        }
        return member;
      },
    },
    permissions: {
      maskFor: async () => mask,
      masksFor: async (_principal, sections) => new Map(sections.map((s) => [s, mask])),
      allMasks: async () => new Map(),
    },
  });
  await app.register(async (scope) => {
    for (const route of routes) {
      scope.route({
        method: route.method ?? 'GET',
        url: route.url,
        ...(route.access && { config: { access: route.access } }),
        handler: async () => ({ ok: true }),
      });
    }
  });
  await app.ready();
  return app;
}

/**
 * The routes of the contract, alone or in groups: a module's new routes go here, or the route table comparison
 * below fails.
 */
const contractGroups: Record<string, RouteDef>[] = [
  { clientConfigRoute, meRoute, myPermissionsRoute },
  auditRoutes,
  authorizationRoutes,
  authoritiesRoutes,
  calendarCodiciRoutes,
  calendarPrenotazioniRoutes,
  calendarFeedRoutes,
  calendarCalendariRoutes,
  healthRoutes,
  healthenvPostazioniRoutes,
  healthenvMonitoraggiRoutes,
  healthenvPostazioneRoutes,
  healthenvIndiceRoutes,
  healthenvRapportoRoutes,
  healthenvMappaRoutes,
  healthenvSoglieRoutes,
  healthenvAllerteRoutes,
  healthenvImportRoutes,
  chatRoutes,
  integrationRoutes,
  integrationFhirRoutes,
  menuRoutes,
  operationsRoutes,
  platformRoutes,
  platformAdminRoutes,
  prosaRoutes,
  prosaCampagneRoutes,
  prosaProfileRoutes,
  prosaRichiesteRoutes,
  prosaEventiRoutes,
  prosaFeedRoutes,
  prosaReportRoutes,
  prosaSuggerimentiRoutes,
  prosaPreferitiRoutes,
  prosaRegistrationRoutes,
  prosaProgettiRoutes,
  regionalPublicRoutes,
  regionalRoutes,
  strokeScoreRoutes,
  strokeProfiloRoutes,
  strokeMediciRoutes,
  strokeInvitiRoutes,
  strokePazientiRoutes,
  strokeCaregiversRoutes,
  strokeAccessiRoutes,
  strokePublicRoutes,
  strokeFattoriRoutes,
  strokeDispositiviRoutes,
  structuresRoutes,
];

describe('access hook', () => {
  it.each([
    '/api/v1/undeclared',
    '/v1/undeclared',
    '/api',
    '/api/',
    '/v1',
    // Only the documentation itself is exempt, not every path that happens to start with its name.
    '/api/docsX',
    '/api/docs-private/x',
    '/api/documents',
  ])('stops the boot when %s declares no access rule', async (url) => {
    await expect(boot([{ url }])).rejects.toThrow(`GET ${url} declares no access rule (DESIGN.md §3)`);
  });

  it.each([
    '/api/docs',
    '/api/docs/',
    '/api/docs/json',
    '/api/docs/static/index.html',
    '/apix',
    '/v1x/y',
    '/auth/realms/halo/.well-known/openid-configuration',
    '/public/x',
    '/',
  ])('leaves %s to its own plugin: no declaration needed, not in the route table', async (url) => {
    const app = await boot([{ url }]);
    expect(app.apiRoutes).toEqual([]);
    expect((await app.inject({ url })).statusCode).toBe(200);
    await app.close();
  });

  it('records each declared API route once per method, without HEAD', async () => {
    const app = await boot([
      { url: '/api/v1/a', access: publicAccess },
      { method: 'POST', url: '/v1/b', access: requires('halo', 'WRITE') },
    ]);
    expect(app.apiRoutes).toEqual([
      { method: 'GET', url: '/api/v1/a', access: { kind: 'public' } },
      { method: 'POST', url: '/v1/b', access: { kind: 'permission', section: 'halo', flag: 'WRITE' } },
    ]);
    await app.close();
  });

  it('answers 401 without a valid token and 403 without the flag, before the handler runs', async () => {
    const url = '/api/v1/scrive';
    const denied = await boot([{ method: 'POST', url, access: requires('halo', 'WRITE') }], 0);
    expect((await denied.inject({ method: 'POST', url })).statusCode).toBe(401);
    expect(
      (await denied.inject({ method: 'POST', url, headers: { authorization: 'Bearer wrong' } })).statusCode,
    ).toBe(401);
    const forbidden = await denied.inject({
      method: 'POST',
      url,
      headers: { authorization: 'Bearer valid' },
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 'FORBIDDEN' });
    await denied.close();

    const allowed = await boot([{ method: 'POST', url, access: requires('halo', 'WRITE') }], 0xff);
    const ok = await allowed.inject({ method: 'POST', url, headers: { authorization: 'Bearer valid' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ok: true });
    await allowed.close();
  });
});

describe('access control over the whole route table', () => {
  let server: TestServer;
  let token: string;

  withServer(async (started) => {
    server = started;
    ({
      tokens: { access_token: token },
    } = await signIn(server.baseUrl, 'cittadino', DEMO_PASSWORD));
  });

  const call = (method: string, url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: method as 'GET', url: url.replace(/:(\w+)/g, '1'), headers });

  it('serves every route of the contract with the access rule the contract declares, and no other', () => {
    const declared = contractGroups
      .flatMap((group) => Object.values(group))
      .map((def) => ({ method: def.method, url: def.url, access: def.access }));
    expect(declared.length).toBeGreaterThan(100);
    const byKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
    expect([...server.app.apiRoutes].sort((a, b) => byKey(a).localeCompare(byKey(b)))).toEqual(
      declared.sort((a, b) => byKey(a).localeCompare(byKey(b))),
    );
  });

  it('answers 401 to an anonymous call on every route that is not public', async () => {
    for (const route of server.app.apiRoutes.filter((r) => r.access.kind !== 'public')) {
      const response = await call(route.method, route.url);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.headers['www-authenticate']).toContain('Bearer');
      expect(response.json()).toMatchObject({
        code: 'UNAUTHENTICATED',
        message: 'Autenticazione richiesta.',
      });
    }
  });

  it('answers 401 to a malformed authorization header and to a cookie instead of a header', async () => {
    const variants: Record<string, string>[] = [
      { authorization: `Basic ${token}` },
      { authorization: 'Bearer' },
      { authorization: `Bearer ${token}x` },
      { cookie: `bearerToken=${token}` },
    ];
    for (const headers of variants) {
      expect((await call('GET', '/api/v1/halo/me', headers)).statusCode).toBe(401);
    }
  });

  it('lets a valid token through an authenticated route', async () => {
    expect((await call('GET', '/api/v1/halo/me', { authorization: `Bearer ${token}` })).statusCode).toBe(200);
  });

  it('answers a JSON 404 for an unknown API path, even without a token', async () => {
    const response = await call('GET', '/api/v1/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', requestId: expect.any(String) });
  });
});
