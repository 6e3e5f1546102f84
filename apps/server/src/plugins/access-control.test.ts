import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/oidc-client.ts';
import { startServer, type TestServer } from '../../test/servers.ts';
import { DEMO_PASSWORD } from '../idp/demo-users.ts';

describe('access control over the whole route table', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startServer();
    ({
      tokens: { access_token: token },
    } = await signIn(server.baseUrl, 'cittadino', DEMO_PASSWORD));
  });
  afterAll(() => server.close());

  const call = (method: string, url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: method as 'GET', url: url.replace(/:(\w+)/g, '1'), headers });

  it('every API route declares an access rule', () => {
    expect(server.app.apiRoutes.length).toBeGreaterThanOrEqual(3);
    for (const route of server.app.apiRoutes) {
      expect(['public', 'authenticated', 'permission'], `${route.method} ${route.url}`).toContain(
        route.access.kind,
      );
    }
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
