import { permissionFlags } from '@halo/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  apiClient,
  createAndSignIn,
  createGroup,
  grantGroup,
  type TestGroup,
  userUpdateBody,
} from '../../../test/api.ts';
import { withDemoToken } from '../../../test/suite.ts';
import { auditEntries } from '../audit/audit.tables.ts';
import { delegationMessages } from './delegation.ts';

const { READ, LIST, UPDATE, WRITE } = permissionFlags;

/**
 * Delegated administration (issue 11 item 10, ADR 0010): a user manager and an application's admin holding the
 * users, groups and permissions sections of the administration can do their job, and cannot give anyone —
 * themselves least of all — a realm role, another application's roles, or flags they do not hold.
 */
describe('delegated administration cannot escalate privileges', () => {
  /** Holds WRITE/UPDATE on users, UPDATE on groups and permissions, READ on halo.log; admin of stroke. */
  let strokeAdmin: { token: string; id: string };
  let managersGroup: TestGroup;
  let otherGroup: TestGroup;
  let target: { id: string };

  const t = withDemoToken('superadmin', async ({ server, token: superadmin }) => {
    managersGroup = await createGroup(
      server,
      superadmin,
      { name: 'gestori-delega', description: 'Gestori degli utenti' },
      {
        'halo.utenti': READ | LIST | WRITE | UPDATE,
        'halo.gruppi': READ | LIST | UPDATE,
        'halo.permessi': READ | LIST | UPDATE,
        'halo.log': READ,
      },
    );
    otherGroup = await createGroup(server, superadmin, {
      name: 'altri-delega',
      description: 'Un altro gruppo',
    });
    const admin = await createAndSignIn(server, superadmin, {
      username: 'admin.stroke.delega',
      groups: [managersGroup.id],
      clientRoles: { stroke: ['admin'] },
    });
    strokeAdmin = { token: admin.tokens.access_token, id: admin.user.id };
    const created = await as(superadmin).post('/api/v1/authorization/user/add', {
      username: 'utente.delega',
      email: 'utente.delega@example.org',
      firstName: 'Utente',
      lastName: 'Delegato',
      groups: [],
      clientRoles: {},
    });
    expect(created.status).toBe(201);
    target = created.body;
  });

  const as = (token: string) => apiClient(t.server.app, token);

  async function refusals(entityId: string) {
    return t.server.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityId, entityId), eq(auditEntries.action, 'refused')));
  }

  /** The stroke admin puts a user in a group. */
  const addUser = (idGruppo: string, idUser: string) =>
    as(strokeAdmin.token).put('/api/v1/authorization/gruppo/adduser', { idGruppo, idUser });

  /** The stroke admin grants a group a flag on a section. */
  const addFlag = (idGruppo: string, section: string, flag: string) =>
    as(strokeAdmin.token).put('/api/v1/authorization/gruppo/perm/add', { idGruppo, section, flag });

  const newUser = (
    username: string,
    roles: { realmRoles?: string[]; clientRoles?: Record<string, string[]> },
  ) => ({
    username,
    email: `${username}@example.org`,
    firstName: 'Nuovo',
    lastName: 'Utente',
    groups: [],
    ...roles,
  });

  it('refuses a realm role to anyone but superadmin, creates nothing and audits the refusal', async () => {
    const response = await as(strokeAdmin.token).post(
      '/api/v1/authorization/user/add',
      newUser('nuovo.superadmin', { realmRoles: ['superadmin'] }),
    );
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'FORBIDDEN', message: delegationMessages.realmRoles });
    const users = await as(t.token).get('/api/v1/authorization/user?q=nuovo.superadmin');
    expect(users.body.total).toBe(0);
    expect(await refusals('nuovo')).not.toHaveLength(0);
  });

  it('gives only the roles of the applications the caller administers', async () => {
    const foreign = await as(strokeAdmin.token).post(
      '/api/v1/authorization/user/add',
      newUser('nuovo.admin.halo', { clientRoles: { halo: ['admin'] } }),
    );
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe(delegationMessages.clientRoles);

    const own = await as(strokeAdmin.token).post(
      '/api/v1/authorization/user/add',
      newUser('nuovo.medico.stroke', { clientRoles: { stroke: ['medico'] } }),
    );
    expect(own.status).toBe(201);
    expect(own.body.clientRoles).toEqual({ stroke: ['medico'] });
  });

  it("refuses to change someone's realm or foreign roles on update, and one's own roles at all", async () => {
    const current = await as(t.token).get(`/api/v1/authorization/user/byid/${target.id}`);
    const base = {
      ...current.body,
      mail: undefined,
      groups: undefined,
      createdAt: undefined,
      username: undefined,
    };
    const realm = await as(strokeAdmin.token).put('/api/v1/authorization/user/update', {
      ...base,
      realmRoles: ['superadmin'],
    });
    expect(realm.status).toBe(403);
    expect(realm.body.message).toBe(delegationMessages.realmRoles);
    const foreign = await as(strokeAdmin.token).put('/api/v1/authorization/user/update', {
      ...base,
      clientRoles: { halo: ['admin'] },
    });
    expect(foreign.status).toBe(403);

    const mine = await as(strokeAdmin.token).put('/api/v1/authorization/user/update', {
      ...(await userUpdateBody(as(t.token), strokeAdmin.id)),
      clientRoles: { stroke: ['admin'], halo: ['admin'] },
    });
    expect(mine.status).toBe(403);
    expect(mine.body.message).toBe(delegationMessages.ownRoles);
    const after = await as(t.token).get(`/api/v1/authorization/user/byid/${strokeAdmin.id}`);
    expect(after.body.clientRoles).toEqual({ stroke: ['admin'] });
    expect(await refusals(strokeAdmin.id)).not.toHaveLength(0);
  });

  it('still edits the data of a user without touching roles', async () => {
    const updated = await as(strokeAdmin.token).put('/api/v1/authorization/user/update', {
      ...(await userUpdateBody(as(t.token), target.id)),
      firstName: 'Rinominato',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.firstName).toBe('Rinominato');
  });

  it('refuses to join a group oneself, or to put anyone in a group granting more than one holds', async () => {
    const self = await addUser(otherGroup.id, strokeAdmin.id);
    expect(self.status).toBe(403);
    expect(self.body.message).toBe(delegationMessages.ownGroup);

    await grantGroup(t.server.database, otherGroup.path, 'halo.applicazioni', READ | UPDATE);
    const beyond = await addUser(otherGroup.id, target.id);
    expect(beyond.status).toBe(403);
    expect(beyond.body.message).toBe(delegationMessages.moreThanHeld);

    await grantGroup(t.server.database, otherGroup.path, 'halo.applicazioni', 0);
    await grantGroup(t.server.database, otherGroup.path, 'halo.log', READ);
    const within = await addUser(otherGroup.id, target.id);
    expect(within.status).toBe(200);
  });

  it("grants only flags one holds, never to one's own group", async () => {
    const own = await addFlag(managersGroup.id, 'halo.applicazioni', 'READ');
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(delegationMessages.ownGroup);

    const notHeld = await addFlag(otherGroup.id, 'halo.applicazioni', 'READ');
    expect(notHeld.status).toBe(403);
    expect(notHeld.body.message).toBe(delegationMessages.moreThanHeld);

    const held = await addFlag(otherGroup.id, 'halo.utenti', 'READ');
    expect(held.status).toBe(200);
  });
});
