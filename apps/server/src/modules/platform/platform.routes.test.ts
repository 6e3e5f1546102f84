import { describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test/servers.ts';
import { withServer } from '../../../test/suite.ts';

describe('platform basics', () => {
  let server: TestServer;

  withServer((started) => {
    server = started;
  });

  it('answers /api/health with the database status and a request id', async () => {
    const response = await server.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'prova-123' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up', version: expect.any(String) });
    expect(response.headers['x-request-id']).toBe('prova-123');
  });

  it('tells the SPA where to sign in, and after how much inactivity the session ends', async () => {
    const response = await server.app.inject({ url: '/api/config' });
    expect(response.json()).toEqual({
      oidc: { issuer: `${server.baseUrl}/auth/realms/halo`, clientId: 'halo-web' },
      session: { idleSeconds: 1800, warnSeconds: 120 },
      demo: true,
    });
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const response = await server.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/health'].get.summary).toBe('Stato del server e del database');
    expect(document.paths['/api/v1/halo/me'].get.security).toEqual([{ bearer: [] }]);
  });

  it('sends security headers: an API answer its own strict set, a page the document policy', async () => {
    const response = await server.app.inject({ url: '/api/health' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['x-frame-options']).toBeUndefined();
    const page = await server.app.inject({ url: '/prosa' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    // The API's document and its viewer are pages too.
    const docs = await server.app.inject({ url: '/api/docs/json' });
    expect(docs.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers 503 when the database is gone', async () => {
    const other = await startServer();
    await other.database.close();
    const response = await other.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded', database: 'down' });
    await other.app.close();
  });
});
