import { describe, expect, it } from 'vitest';
import { signIn } from '../../test/oidc-client.ts';
import { freePort, startServer } from '../../test/servers.ts';
import { DEMO_PASSWORD } from '../idp/demo-users.ts';

const TOKEN = 'metrics-token-of-this-test-0123456789abcdef';

describe('Prometheus metrics', () => {
  it('are not exposed without METRICS_PORT or METRICS_TOKEN', async () => {
    const server = await startServer();
    try {
      // Not a route: what any unknown path gets (without a SPA build, the SPA's 503).
      const answer = await fetch(`${server.baseUrl}/metrics`);
      expect(answer.status).not.toBe(200);
      expect(await answer.text()).not.toContain('halo_');
    } finally {
      await server.close();
    }
  });

  it('with METRICS_TOKEN: answers only the token, with requests by route template and sign-ins by outcome', async () => {
    const server = await startServer({ env: { METRICS_TOKEN: TOKEN } });
    try {
      const read = (token?: string) =>
        fetch(`${server.baseUrl}/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
      expect((await read()).status).toBe(401);
      expect((await read(`${TOKEN}x`)).status).toBe(401);

      await fetch(`${server.baseUrl}/api/config`);
      await fetch(`${server.baseUrl}/api/v1/gestioneregionale/regione/byid/12`);
      await signIn(server.baseUrl, 'cittadino', DEMO_PASSWORD);
      await expect(signIn(server.baseUrl, 'cittadino', 'non è la password')).rejects.toThrow();

      const answer = await read(TOKEN);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await answer.text();
      expect(text).toContain(
        'halo_http_request_duration_seconds_count{method="GET",route="/api/config",status="200"} 1',
      );
      // A route with an id is one series whatever the id: its template, never the raw path.
      expect(text).toMatch(/route="\/api\/v1\/gestioneregionale\/regione\/byid\/:id",status="401"/);
      expect(text).not.toContain('byid/12');
      expect(text).toContain('halo_sign_ins_total{outcome="success"} 1');
      expect(text).toContain('halo_sign_ins_total{outcome="failure"} 1');
      expect(text).toMatch(/^halo_nodejs_eventloop_lag_seconds \d/m);
      expect(text).toMatch(/^halo_nodejs_heap_size_used_bytes \d/m);
      // The job queue by state, read from the database at the scrape.
      expect(text).toMatch(/^halo_jobs\{state="waiting"\} \d+$/m);
      expect(text).toMatch(/^halo_jobs\{state="running"\} \d+$/m);
      expect(text).toMatch(/^halo_jobs\{state="given_up"\} 0$/m);
      // Nothing of who: no user name, no token.
      expect(text).not.toContain('cittadino');
    } finally {
      await server.close();
    }
  });

  it('with METRICS_PORT: on that port only, closed with the server', async () => {
    const port = await freePort();
    const server = await startServer({ env: { METRICS_PORT: String(port), HOST: '127.0.0.1' } });
    try {
      await fetch(`${server.baseUrl}/api/config`);
      const answer = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('route="/api/config",status="200"');
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
      const onPublicPort = await fetch(`${server.baseUrl}/metrics`);
      expect(onPublicPort.status).not.toBe(200);
      expect(await onPublicPort.text()).not.toContain('halo_');
    } finally {
      await server.close();
    }
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});
