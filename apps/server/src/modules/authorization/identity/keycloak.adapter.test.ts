import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../../test/databases.ts';
import { adapterOptionsFor, type FakeKeycloak, startFakeKeycloak } from '../../../../test/fake-keycloak.ts';
import { newIdentityGroup, newIdentityUser } from '../../../../test/identity-providers.ts';
import type { IdentityAdmin } from './identity.port.ts';
import { createKeycloakIdentityAdmin } from './keycloak.adapter.ts';

/**
 * What the port suite (identity.port.test.ts) cannot show on the embedded provider: the Keycloak adapter's own
 * answers to a slow Keycloak (version checks) and to a broken one (answers without ids).
 */
describe.each(testDatabases())('Keycloak adapter with Halo database on $name', (kind) => {
  let fake: FakeKeycloak;
  let admin: IdentityAdmin;
  /** A second Halo server: its own adapter, the same Keycloak and the same Halo database. */
  let otherServer: IdentityAdmin;
  let close: () => Promise<void>;

  beforeAll(async () => {
    fake = await startFakeKeycloak();
    fake.addClient('prosa', ['cittadino', 'operatore']);
    const { database, drop } = await kind.open();
    const options = adapterOptionsFor(fake, database.db);
    admin = createKeycloakIdentityAdmin(options);
    otherServer = createKeycloakIdentityAdmin(options);
    close = async () => {
      await fake.close();
      await drop();
    };
  });
  afterAll(() => close());
  afterEach(() => {
    fake.delayUpdates(0);
    fake.alterAnswers(undefined);
  });

  /** Two Halo servers saving the same record from the same version at the same time, Keycloak being slow. */
  async function race<T>(write: (server: IdentityAdmin, label: string) => Promise<T>) {
    fake.delayUpdates(150);
    const results = await Promise.allSettled([write(admin, 'primo'), write(otherServer, 'secondo')]);
    const fulfilled = results.filter(
      (r): r is PromiseFulfilledResult<Awaited<T>> => r.status === 'fulfilled',
    );
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    return { fulfilled, rejected };
  }

  it('lets one of two concurrent group updates from the same version through; the other gets 409', async () => {
    const group = await admin.createGroup(newIdentityGroup('medici', 'prosa'));
    const { fulfilled, rejected } = await race((server, label) =>
      server.updateGroup(
        group.id,
        { name: 'medici', application: 'prosa', description: label },
        group.version,
      ),
    );
    expect(fulfilled).toHaveLength(1);
    expect(rejected).toHaveLength(1);
    expect(rejected[0]?.reason).toMatchObject({ status: 409, details: [{ path: 'body.version' }] });
    const saved = await admin.getGroup(group.id);
    expect(saved).toMatchObject({ version: group.version + 1, description: fulfilled[0]?.value.description });
  });

  it('lets one of two concurrent user updates from the same version through; the other gets 409', async () => {
    const user = await admin.createUser(newIdentityUser({ attributes: {} }));
    const { fulfilled, rejected } = await race((server, label) =>
      server.updateUser(
        user.id,
        {
          email: 'mario.rossi@example.org',
          firstName: label,
          lastName: 'Rossi',
          enabled: true,
          realmRoles: [],
          clientRoles: { prosa: label === 'primo' ? ['operatore'] : ['cittadino', 'operatore'] },
          attributes: {},
        },
        user.version,
      ),
    );
    expect(fulfilled).toHaveLength(1);
    expect(rejected[0]?.reason).toMatchObject({ status: 409 });
    const saved = await admin.getUser(user.id);
    expect(saved?.version).toBe(user.version + 1);
    // The roles are those of the write that won, not a mix of both.
    expect(saved).toMatchObject({
      firstName: fulfilled[0]?.value.firstName,
      clientRoles: fulfilled[0]?.value.clientRoles,
    });
  });

  it('fails with a 502 when Keycloak answers a created role without its id, never with an empty id', async () => {
    fake.alterAnswers((call, body) =>
      /^GET \/clients\/[^/]+\/roles\/[^/]+$/.test(call) ? { ...(body as object), id: undefined } : body,
    );
    await expect(admin.createClientRole('prosa', 'ente', '')).rejects.toMatchObject({
      status: 502,
      message: expect.stringMatching(/^Il provider di identità ha risposto senza l'identificativo del ruolo/),
    });
  });

  it('fails with a 502 on groups and roles listed without id or path', async () => {
    fake.alterAnswers((call, body) =>
      call === 'GET /groups' ? (body as object[]).map((g) => ({ ...g, path: undefined })) : body,
    );
    await expect(admin.listGroups()).rejects.toMatchObject({ status: 502 });
    fake.alterAnswers((call, body) =>
      /^GET \/clients\/[^/]+\/roles$/.test(call)
        ? (body as object[]).map((r) => ({ ...r, id: undefined }))
        : body,
    );
    await expect(admin.listClientRoles('prosa')).rejects.toMatchObject({ status: 502 });
  });
});
