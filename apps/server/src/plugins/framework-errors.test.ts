import { describe, expect, it } from 'vitest';
import { signIn } from '../../test/oidc-client.ts';
import type { TestServer } from '../../test/servers.ts';
import { withServer } from '../../test/suite.ts';
import { DEMO_PASSWORD } from '../idp/demo-users.ts';

/** What the router refuses before any route runs still gets the house body (DESIGN.md §5), not Fastify's. */
describe('malformed paths', () => {
  let server: TestServer;
  withServer((started) => {
    server = started;
  });

  const get = (url: string) => server.app.inject({ method: 'GET', url });

  it('answers a malformed percent-encoding with 400 and the house body, without echoing the URL', async () => {
    const response = await get('/api/v1/public/gestioneregionale/province/%ZZ');
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ code: 'VALIDATION_ERROR', details: [] });
    expect(body.message).toMatch(/^Indirizzo non valido/);
    expect(typeof body.requestId).toBe('string');
    expect(response.body).not.toContain('%ZZ');
  });

  it('validates a long path parameter with its schema instead of stopping at the router', async () => {
    const { tokens } = await signIn(server.baseUrl, 'superadmin', DEMO_PASSWORD);
    const response = await server.app.inject({
      url: `/api/v1/gestioneregionale/comuni/bycodcatastale/${'A'.repeat(150)}`,
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'params.code' }] });
  });

  it('answers an absurdly long path parameter with 414 and the house body', async () => {
    const response = await get(`/api/v1/gestioneregionale/comuni/bycodcatastale/${'A'.repeat(5000)}`);
    expect(response.statusCode).toBe(414);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Indirizzo troppo lungo.' });
  });
});
