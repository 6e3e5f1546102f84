import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/oidc-client.ts';
import { type Replicas, type Replica as Server, withTwoReplicas } from '../../db/replicas.test-utils.ts';
import { DEMO_PASSWORD } from '../../idp/demo-users.ts';

const url = process.env.TEST_DATABASE_URL;

/**
 * docs/adr/0043-operations-page.md: the status is the answering replica's, the server errors every replica's. Two
 * server processes on one PostgreSQL: an error answered by one is listed by the other.
 */
describe.runIf(url)('the operations page of two server processes on one PostgreSQL', () => {
  let database: Replicas['database'] | undefined;
  let a: Server;
  let b: Server;

  withTwoReplicas(url ?? '', 'halo_ops', {}, (started) => {
    ({ database, a, b } = started);
  });

  it("lists on one replica the server error another answered, and each replica's own status", async () => {
    // A table gone from under the server: the campaigns' search fails on the replica asked.
    const admin = new pg.Client({ connectionString: database?.url });
    await admin.connect();
    await admin.query('ALTER TABLE prosa.campagne RENAME TO campagne_altrove');
    let requestId: string;
    try {
      const failed = await fetch(`${a.baseUrl}/api/public/prosa/campagne?q=vaccinazioni`);
      expect(failed.status).toBe(500);
      requestId = failed.headers.get('x-request-id') ?? '';
    } finally {
      await admin.query('ALTER TABLE prosa.campagne_altrove RENAME TO campagne');
      await admin.end();
    }

    const token = (await signIn(a.baseUrl, 'superadmin', DEMO_PASSWORD)).tokens.access_token;
    const read = (server: Server, path: string) =>
      fetch(`${server.baseUrl}/api/v1/halo/operations${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
    const statusOf = async (server: Server) => (await (await read(server, '')).json()) as { replica: string };
    const [statusA, statusB] = [await statusOf(a), await statusOf(b)];
    expect(statusA.replica).not.toBe(statusB.replica);

    // Written after the answer went: asked of the other replica until it is there.
    await expect
      .poll(async () => {
        const page = (await (await read(b, '/errors')).json()) as {
          items: { requestId: string; replica: string; route: string | null; status: number }[];
        };
        return page.items.find((item) => item.requestId === requestId);
      })
      .toMatchObject({ replica: statusA.replica, route: '/api/public/prosa/campagne', status: 500 });
  });
});
