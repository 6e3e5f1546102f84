import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresDatabase } from '../../../test/databases.ts';
import { signIn } from '../../../test/oidc-client.ts';
import { killed, startProcess } from '../../../test/processes.ts';
import { DEMO_PASSWORD } from '../../idp/demo-users.ts';

const url = process.env.TEST_DATABASE_URL;

type Server = Awaited<ReturnType<typeof startProcess>>;

/**
 * The read log's de-duplication (docs/adr/0029) is the database's, not a process's: two server processes on one
 * PostgreSQL, as behind a load balancer, serving the same doctor's reads of the same card at once.
 */
describe.runIf(url)('reads of one card served by two server processes on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof postgresDatabase>> | undefined;
  const servers: Server[] = [];

  beforeAll(async () => {
    database = await postgresDatabase(url ?? '', 'halo_replicas');
    // One after the other: the first migrates and seeds, the second finds it done, as a rolling start does.
    servers.push(await startProcess({ DATABASE_URL: database.url }));
    servers.push(await startProcess({ DATABASE_URL: database.url }));
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => killed(server.child, 'SIGTERM')));
    await database?.drop();
  });

  it('records one read row per minute that lists every part either process served', async () => {
    const [a, b] = servers as [Server, Server];
    const tokens = (await Promise.all([a, b].map((s) => signIn(s.baseUrl, 'medico', DEMO_PASSWORD)))).map(
      (signedIn) => signedIn.tokens.access_token,
    );
    const get = (server: Server, token: string, path: string) =>
      fetch(`${server.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const list = (await (await get(a, tokens[0] ?? '', '/api/stroke/medico/pazienti')).json()) as {
      items: { id: number }[];
    };
    const id = list.items[0]?.id;
    expect(id).toBeDefined();

    const since = new Date(Date.now() - 1000);
    const parts = { '': 'scheda', '/fattori': 'fattori', '/caregiver': 'caregiver' } as const;
    // Each process serves every part twice, all at once.
    const answers = await Promise.all(
      [a, b].flatMap((server, n) =>
        Object.keys(parts).flatMap((part) =>
          [0, 1].map(() => get(server, tokens[n] ?? '', `/api/stroke/paziente/${id}${part}`)),
        ),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));

    const client = new pg.Client({ connectionString: database?.url });
    await client.connect();
    const { rows } = await client.query<{ at: Date; viste: string[] }>(
      `SELECT at, details->'viste' AS viste FROM audit.entries
        WHERE entity = 'stroke.paziente' AND entity_id = $1 AND action = 'read' AND actor_username = 'medico'
          AND at >= $2`,
      [String(id), since],
    );
    await client.end();
    // Twelve reads: one row, or two when a minute ended while they were served; every part listed once.
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows.length).toBeLessThanOrEqual(2);
    const minutes = rows.map((row) => Math.floor(row.at.getTime() / 60_000));
    expect(new Set(minutes).size).toBe(rows.length);
    for (const row of rows) expect(new Set(row.viste).size).toBe(row.viste.length);
    expect([...new Set(rows.flatMap((row) => row.viste))].sort()).toEqual(Object.values(parts).sort());
  }, 60_000);
});
