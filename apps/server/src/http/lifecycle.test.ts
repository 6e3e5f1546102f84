import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../test/servers.ts';
import { drainAndClose } from './lifecycle.ts';

/** A folder with an index.html: the SPA build a replica serves, one of the readiness checks. */
const spaRoot = mkdtempSync(path.join(tmpdir(), 'halo-spa-'));
writeFileSync(
  path.join(spaRoot, 'index.html'),
  '<!doctype html><html lang="it"><body><div id="root"></div></body></html>',
);
afterAll(() => rmSync(spaRoot, { recursive: true, force: true }));

/** The readiness probe of the server at `baseUrl`, answered with `status`: its body. */
async function readiness(baseUrl: string, status: number) {
  const ready = await fetch(`${baseUrl}/api/health/ready`);
  expect(ready.status).toBe(status);
  return ready.json();
}

describe('probes', () => {
  it('liveness asks nothing; readiness checks the database, the migrations, the provider’s keys and the SPA', async () => {
    const server = await startServer({ overrides: { spaRoot } });
    try {
      const live = await fetch(`${server.baseUrl}/api/health/live`);
      expect(live.status).toBe(200);
      expect(live.headers.get('cache-control')).toBe('no-store');
      expect(await live.json()).toEqual({ status: 'ok' });

      expect(await readiness(server.baseUrl, 200)).toEqual({
        status: 'ready',
        draining: false,
        checks: { database: true, migrations: true, identityProvider: true, spa: true },
      });
    } finally {
      await server.close();
    }
  });

  it('a replica without its SPA build or its provider’s keys is alive but not ready', async () => {
    const server = await startServer({
      overrides: {
        spaRoot: path.join(spaRoot, 'missing'),
        verifier: {
          verify: () => Promise.reject(new Error('no keys')),
          ready: () => Promise.resolve(false),
        },
      },
    });
    try {
      expect((await fetch(`${server.baseUrl}/api/health/live`)).status).toBe(200);
      expect(await readiness(server.baseUrl, 503)).toEqual({
        status: 'unavailable',
        draining: false,
        checks: { database: true, migrations: true, identityProvider: false, spa: false },
      });
    } finally {
      await server.close();
    }
  });
});

describe('shutdown (what serve.ts does on SIGTERM)', () => {
  it('fails readiness first, serves the 200 requests in flight and those that come meanwhile, then closes', async () => {
    const server = await startServer({ overrides: { spaRoot } });
    const url = `${server.baseUrl}/api/config`;
    try {
      // The drain starts once the server has read all 200 requests, however slow the machine: a request still in
      // the kernel's queue when the server closes is not one in flight.
      let received = 0;
      const allReceived = new Promise<void>((resolve) => {
        server.app.server.on('request', () => {
          received += 1;
          if (received === 200) resolve();
        });
      });
      const inFlight = Array.from({ length: 200 }, () => fetch(url).then((answer) => answer.status));
      await allReceived;
      const closed = drainAndClose(server.app, server.app.lifecycle, { delayMs: 500 });

      expect(await readiness(server.baseUrl, 503)).toMatchObject({ status: 'unavailable', draining: true });
      expect((await fetch(`${server.baseUrl}/api/health/live`)).status).toBe(200);
      expect((await fetch(url)).status).toBe(200);

      const statuses = await Promise.all(inFlight);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
      await closed;
      await expect(fetch(url)).rejects.toThrow();
    } finally {
      await server.database.close();
    }
  });
});
