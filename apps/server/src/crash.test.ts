import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { signIn } from '../test/oidc-client.ts';
import { freePort } from '../test/servers.ts';
import { DEMO_PASSWORD } from './idp/demo-users.ts';

const MAIN = path.resolve(import.meta.dirname, 'main.ts');
/** Milan's ISTAT id is looked up once; every write adds a neighbourhood to it. */
const COMUNE_BY_CODE = '/api/v1/gestioneregionale/comuni/bycodcatastale/F205';

interface Target {
  name: string;
  env(): Promise<{ env: Record<string, string>; drop(): Promise<void> }>;
}

/** PGlite in a folder always; PostgreSQL too when TEST_DATABASE_URL is set, in a database of its own. */
function targets(): Target[] {
  const list: Target[] = [
    {
      name: 'pglite',
      async env() {
        const dataDir = mkdtempSync(path.join(tmpdir(), 'halo-crash-'));
        return {
          env: { DATA_DIR: dataDir },
          drop: async () => rmSync(dataDir, { recursive: true, force: true }),
        };
      },
    },
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    list.push({
      name: 'postgres',
      async env() {
        const name = `halo_crash_${randomBytes(6).toString('hex')}`;
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        await admin.query(`CREATE DATABASE ${name}`);
        await admin.end();
        const target = new URL(url);
        target.pathname = `/${name}`;
        return {
          env: { DATABASE_URL: target.toString() },
          async drop() {
            const cleaner = new pg.Client({ connectionString: url });
            await cleaner.connect();
            await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
            await cleaner.end();
          },
        };
      },
    });
  }
  return list;
}

/** The real server as its own process (`node src/main.ts`), as `npm start` runs it. */
async function startProcess(env: Record<string, string>) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const health = await fetch(`${baseUrl}/api/health`).catch(() => null);
    if (health?.status === 200) break;
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, baseUrl };
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

describe.each(targets())('a server killed with SIGKILL in the middle of writes, on $name', (target) => {
  let drop = async () => {};
  afterAll(() => drop());

  it('comes back healthy on the same data with every acknowledged write', async () => {
    const prepared = await target.env();
    drop = prepared.drop;
    const first = await startProcess(prepared.env);
    const { tokens } = await signIn(first.baseUrl, 'superadmin', DEMO_PASSWORD);
    const headers = { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' };
    const comune = (await (await fetch(`${first.baseUrl}${COMUNE_BY_CODE}`, { headers })).json()) as {
      id: number;
    };

    // Four writers add neighbourhoods until the process dies under them; only 201s count as acknowledged.
    const acknowledged: number[] = [];
    let stop = false;
    const writer = async (lane: number) => {
      for (let n = 0; !stop && n < 10_000; n++) {
        try {
          const response = await fetch(`${first.baseUrl}/api/v1/gestioneregionale/quartieri/create`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ denominazione: `Quartiere ${lane}-${n}`, comuneId: comune.id }),
          });
          if (response.status === 201) acknowledged.push(((await response.json()) as { id: number }).id);
        } catch {
          return; // the connection died with the process
        }
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 20));
    await killed(first.child);
    stop = true;
    await Promise.all(writers);

    const second = await startProcess(prepared.env);
    try {
      const again = await signIn(second.baseUrl, 'superadmin', DEMO_PASSWORD);
      const authorization = `Bearer ${again.tokens.access_token}`;
      const missing: number[] = [];
      for (const id of acknowledged) {
        const response = await fetch(`${second.baseUrl}/api/v1/gestioneregionale/quartieri/byid/${id}`, {
          headers: { authorization },
        });
        if (response.status !== 200) missing.push(id);
      }
      expect(acknowledged.length).toBeGreaterThanOrEqual(40);
      expect(missing).toEqual([]);
      // Healthy: it takes new writes as before.
      const after = await fetch(`${second.baseUrl}/api/v1/gestioneregionale/quartieri/create`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ denominazione: 'Quartiere dopo il riavvio', comuneId: comune.id }),
      });
      expect(after.status).toBe(201);
    } finally {
      await killed(second.child);
    }
  }, 180_000);
});
