import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { type AppOverrides, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import type { TestDatabaseKind } from './databases.ts';
import { capturedLogStream } from './log-capture.ts';
import { openSeededDatabase } from './seeded-snapshot.ts';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '8080', ...env });
}

export interface TestServer {
  app: FastifyInstance;
  config: Config;
  database: Database;
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * The real app listening on loopback, on an in-memory PGlite (or on the database given), with demo data:
 * what a browser or another server would talk to.
 *
 * Without a database given, the in-memory PGlite starts from the run's seeded snapshot (test/seeded-snapshot.ts)
 * of its seed settings (`demo`, `embeddedIdp`) and day: `env` may change anything, a server whose settings seed
 * something else gets a snapshot of its own; `overrides` never matter, none of them reaches the seed. The start
 * still migrates and seeds, finding nothing to do (a deployment's later start), then writes its own signing keys
 * and start-up jobs. `on` starts it on a seeded database of that kind instead (test/databases.ts: on PostgreSQL,
 * a copy of the run's seeded template), dropped at its close. A test of seeding itself passes its own database or
 * calls buildApp.
 */
export async function startServer(
  options: {
    env?: Record<string, string>;
    database?: Database;
    on?: TestDatabaseKind;
    overrides?: AppOverrides;
  } = {},
): Promise<TestServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const captured = options.overrides?.logStream ? undefined : capturedLogStream();
  const config = testConfig({
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    ...(captured && { LOG_LEVEL: 'info' }),
    ...options.env,
  });
  const opened = options.database || !options.on ? undefined : await options.on.openSeeded(config);
  const database = options.database ?? opened?.database ?? (await openSeededDatabase(config));
  const app = await buildApp(config, {
    database,
    spaRoot: '/nonexistent',
    ...(captured && { logStream: captured }),
    ...options.overrides,
  }).catch(async (error: unknown) => {
    await opened?.drop();
    throw error;
  });
  await app.listen({ host: '127.0.0.1', port });
  return {
    app,
    config,
    database,
    baseUrl,
    async close() {
      await app.close();
      if (opened) {
        await opened.drop();
      } else if (!options.database) {
        await database.close();
      }
    },
  };
}
