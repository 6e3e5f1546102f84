import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresDatabase } from '../test/databases.ts';
import { signIn } from '../test/oidc-client.ts';
import { killed, startProcess } from '../test/processes.ts';
import { DEMO_PASSWORD } from './idp/demo-users.ts';

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
        const database = await postgresDatabase(url, 'halo_crash');
        return { env: { DATABASE_URL: database.url }, drop: database.drop };
      },
    });
  }
  return list;
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
