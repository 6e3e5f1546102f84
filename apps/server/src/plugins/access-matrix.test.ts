import { ALL_PERMISSIONS, permissionFlags } from '@halo/contract';
import { describe, expect, it } from 'vitest';
import { createAndSignIn, createGroup, grantGroup } from '../../test/api.ts';
import type { TestServer } from '../../test/servers.ts';
import { demoToken, withServer } from '../../test/suite.ts';
import { sections } from '../modules/authorization/authorization.tables.ts';
import type { ApiRoute } from './access-control.ts';

/**
 * The whole route table (DESIGN.md §3, issue 4): anonymous → 401 except public routes; a user whose group lacks
 * the route's flag → 403; the same user once the flag is granted (through the real group_permissions table) →
 * neither 401 nor 403. A route added later is walked too, and one without a declaration stops the server at boot.
 */
describe('access matrix over every API route', () => {
  let server: TestServer;
  let superadmin: string;
  let member: string;
  const GROUP = '/matrice';

  withServer(async (started) => {
    server = started;
    superadmin = await demoToken(server, 'superadmin');
    const group = await createGroup(server, superadmin, {
      name: 'matrice',
      description: 'Gruppo del test della matrice',
    });
    ({
      tokens: { access_token: member },
    } = await createAndSignIn(server, superadmin, { username: 'utente.matrice', groups: [group.id] }));
  });

  // Ids that pass no validation or match nothing: the calls are refused or find nothing, and change nothing.
  const concrete = (url: string) => url.replace(/:(\w+)/g, '999999');
  const call = (method: string, url: string, token?: string) =>
    server.app.inject({
      method: method as 'GET',
      url: concrete(url),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  const grant = (section: string, mask: number) => grantGroup(server.database, GROUP, section, mask);

  it('knows every route of the administration', () => {
    const urls = server.app.apiRoutes.map((r) => `${r.method} ${r.url}`);
    for (const expected of [
      'GET /api/v1/halo/modules',
      'PUT /api/v1/authorization/gruppo/perm/add',
      'POST /v1/authorization/roles/add',
      'DELETE /v1/authorization/authority/remove/:name',
      'GET /api/v1/menu/filtred',
      'GET /api/v1/utenza/auth/all',
      'GET /api/v1/logs',
      'GET /api/v1/halo/conf/voci',
    ]) {
      expect(urls).toContain(expected);
    }
  });

  it('declares every permission on a section that exists', async () => {
    const names = new Set((await server.database.db.select().from(sections)).map((s) => s.name));
    for (const route of server.app.apiRoutes) {
      if (route.access.kind === 'permission') {
        expect(names.has(route.access.section), `${route.method} ${route.url}`).toBe(true);
      }
    }
  });

  it('answers 401 to anonymous callers on every route that is not public', async () => {
    for (const route of server.app.apiRoutes) {
      const response = await call(route.method, route.url);
      if (route.access.kind === 'public') {
        expect(response.statusCode, `${route.method} ${route.url}`).not.toBe(401);
      } else {
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      }
    }
  });

  it('answers 403 without the flag and lets the same token through once the flag is granted', async () => {
    const permissionRoutes = server.app.apiRoutes.filter((r) => r.access.kind === 'permission');
    expect(permissionRoutes.length).toBeGreaterThan(100);
    for (const route of permissionRoutes) {
      if (route.access.kind !== 'permission') {
        continue;
      }
      const { section, flag } = route.access;
      const label = `${route.method} ${route.url} (${section} ${flag})`;

      await grant(section, ALL_PERMISSIONS & ~permissionFlags[flag]);
      const refused = await call(route.method, route.url, member);
      expect(refused.statusCode, label).toBe(403);
      expect(refused.json(), label).toMatchObject({ code: 'FORBIDDEN' });

      await grant(section, permissionFlags[flag]);
      const allowed = await call(route.method, route.url, member);
      expect([401, 403], `${label}: ${allowed.body}`).not.toContain(allowed.statusCode);

      await grant(section, 0);
    }
  });

  /** One route per (section, flag) the route table asks for. */
  function onePerPair() {
    const pairs = new Map<string, ApiRoute>();
    for (const route of server.app.apiRoutes) {
      if (route.access.kind === 'permission') {
        pairs.set(`${route.access.section} ${route.access.flag}`, route);
      }
    }
    return pairs;
  }

  it('holding exactly one flag on one section opens that and nothing else', async () => {
    const pairs = onePerPair();
    expect(pairs.size).toBeGreaterThan(20);
    for (const [held, route] of pairs) {
      if (route.access.kind !== 'permission') continue;
      await grant(route.access.section, permissionFlags[route.access.flag]);
      for (const [other, otherRoute] of pairs) {
        if (other === held) continue;
        const response = await call(otherRoute.method, otherRoute.url, member);
        expect(response.statusCode, `holding ${held}: ${otherRoute.method} ${otherRoute.url}`).toBe(403);
      }
      await grant(route.access.section, 0);
    }
    // Quadratic in the (section, flag) pairs, which every application adds to: minutes on a busy machine.
  }, 180_000);

  it("an application's admin holds nothing of the platform's administration", async () => {
    const {
      tokens: { access_token: strokeAdmin },
    } = await createAndSignIn(server, superadmin, {
      username: 'admin.stroke.matrice',
      clientRoles: { stroke: ['admin'] },
    });
    for (const [pair, route] of onePerPair()) {
      const response = await call(route.method, route.url, strokeAdmin);
      expect(response.statusCode, `${pair}: ${route.method} ${route.url}`).toBe(403);
    }
  });

  it('lets any signed-in user through the routes that only need a token', async () => {
    const authenticated = server.app.apiRoutes.filter((r) => r.access.kind === 'authenticated');
    expect(authenticated.length).toBeGreaterThan(0);
    for (const route of authenticated) {
      const response = await call(route.method, route.url.replace(':id', '1'), superadmin);
      expect([401, 403], `${route.method} ${route.url}`).not.toContain(response.statusCode);
    }
  });
});
