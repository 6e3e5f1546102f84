import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identitySubjects, newIdentityGroup, newIdentityUser } from '../../../../test/identity-providers.ts';
import { roles } from '../../../idp/idp.tables.ts';
import { outbox } from '../../mail/mail.tables.ts';
import type { IdentityAdmin } from './identity.port.ts';

/** The same port suite runs on both adapters: the embedded one for real, Keycloak's against a local fake. */
const subjects = identitySubjects('Keycloak (local fake of the Admin REST API)', {
  async embedded({ database, admin, close }) {
    await database.db.insert(roles).values([
      { clientId: null, name: 'app-admin' },
      { clientId: 'prosa', name: 'cittadino' },
      { clientId: 'prosa', name: 'operatore' },
      { clientId: 'halo-api', name: 'LETTURA_REFERTI' },
    ]);
    return {
      admin,
      sentLinks: async () => (await database.db.select().from(outbox)).map((m) => m.link ?? ''),
      close,
    };
  },
  keycloak({ fake, admin, close }) {
    fake.addRealmRole('app-admin');
    fake.addRealmRole('default-roles-halo');
    fake.addClient('prosa', ['cittadino', 'operatore']);
    fake.addClient('halo-api', ['LETTURA_REFERTI']);
    return {
      admin,
      sentLinks: async () => fake.actionEmails.map((e) => `${e.userId}:${e.actions.join(',')}:${e.lifespan}`),
      close,
    };
  },
});

describe.each(subjects)('identity port on the $name', (subject) => {
  let admin: IdentityAdmin;
  let sentLinks: () => Promise<string[]>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ admin, sentLinks, close } = await subject.open());
  });
  afterAll(() => close());

  it('creates a user with roles, attributes and groups, and reads it back', async () => {
    const group = await admin.createGroup(newIdentityGroup('cittadini', 'prosa'));
    const user = await admin.createUser(newIdentityUser({ groupIds: [group.id] }));
    expect(user).toMatchObject({
      username: 'mario.rossi',
      email: 'mario.rossi@example.org',
      enabled: true,
      emailVerified: false,
      realmRoles: [],
      clientRoles: { prosa: ['cittadino'] },
      groups: ['/cittadini'],
      attributes: { asl: '010203' },
      version: 1,
    });
    expect(await admin.getUser(user.id)).toEqual(user);
    expect((await admin.findUserByEmail('MARIO.ROSSI@example.org'))?.id).toBe(user.id);
    expect(await admin.getUser('00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });

  it('refuses a second user with the same user name or e-mail (409)', async () => {
    await expect(admin.createUser(newIdentityUser())).rejects.toMatchObject({ status: 409 });
    await expect(admin.createUser(newIdentityUser({ username: 'altro.nome' }))).rejects.toMatchObject({
      status: 409,
    });
  });

  it('lists users with a search, paging and the total', async () => {
    await admin.createUser(
      newIdentityUser({ username: 'anna.bianchi', email: 'anna@example.org', firstName: 'Anna' }),
    );
    await admin.createUser(
      newIdentityUser({ username: 'zeno.verdi', email: 'zeno@example.org', enabled: false }),
    );
    const all = await admin.listUsers({ first: 0, max: 2 });
    expect(all.total).toBe(3);
    expect(all.items.map((u) => u.username)).toEqual(['anna.bianchi', 'mario.rossi']);
    const found = await admin.listUsers({ first: 0, max: 10, search: 'anna' });
    expect(found.items.map((u) => u.username)).toEqual(['anna.bianchi']);
    expect(
      (await admin.listUsers({ first: 0, max: 10, enabled: false })).items.map((u) => u.username),
    ).toEqual(['zeno.verdi']);
  });

  it('updates a user from the version it read; a stale version gets 409 and changes nothing', async () => {
    const [user] = (await admin.listUsers({ first: 0, max: 1, search: 'mario.rossi' })).items;
    if (!user) {
      throw new Error('no user');
    }
    const changes = {
      email: user.email ?? '',
      firstName: 'Mario Luigi',
      lastName: user.lastName,
      enabled: true,
      realmRoles: ['app-admin'],
      clientRoles: { prosa: ['operatore'], 'halo-api': ['LETTURA_REFERTI'] },
      attributes: { asl: '010204' },
    };
    const updated = await admin.updateUser(user.id, changes, user.version);
    expect(updated).toMatchObject({
      firstName: 'Mario Luigi',
      realmRoles: ['app-admin'],
      clientRoles: { prosa: ['operatore'], 'halo-api': ['LETTURA_REFERTI'] },
      attributes: { asl: '010204' },
      version: user.version + 1,
    });
    await expect(
      admin.updateUser(user.id, { ...changes, firstName: 'Perso' }, user.version),
    ).rejects.toMatchObject({ status: 409, details: [{ path: 'body.version' }] });
    expect((await admin.getUser(user.id))?.firstName).toBe('Mario Luigi');
    expect((await admin.usersWithClientRole('halo-api', 'LETTURA_REFERTI')).map((u) => u.username)).toEqual([
      'mario.rossi',
    ]);
  });

  it('disables and enables a user', async () => {
    const [user] = (await admin.listUsers({ first: 0, max: 1, search: 'anna' })).items;
    expect((await admin.setUserEnabled(user?.id ?? '', false)).enabled).toBe(false);
    expect((await admin.setUserEnabled(user?.id ?? '', true)).enabled).toBe(true);
  });

  it('creates a disabled user with a chosen password, whom confirming the e-mail enables', async () => {
    const created = await admin.createUser({
      username: 'registrata',
      email: 'registrata@example.org',
      firstName: 'Registrata',
      lastName: 'Da sola',
      password: 'Una-password-lunga-1',
      enabled: false,
      realmRoles: [],
      clientRoles: {},
      attributes: {},
      groupIds: [],
    });
    expect(created).toMatchObject({ enabled: false, emailVerified: false });
    const confirmed = await admin.confirmEmail(created.id);
    expect(confirmed).toMatchObject({ enabled: true, emailVerified: true, version: created.version + 1 });
    await admin.deleteUser(created.id);
  });

  it('keeps groups by path: sub-groups, renames that carry the sub-groups along, versions', async () => {
    const parent = await admin.createGroup(newIdentityGroup('stroke', 'stroke'));
    const child = await admin.createGroup(
      newIdentityGroup('medici', 'stroke', { parentId: parent.id, description: 'Medici' }),
    );
    expect(child).toMatchObject({
      path: '/stroke/medici',
      parentId: parent.id,
      description: 'Medici',
      version: 1,
    });
    await expect(
      admin.createGroup(newIdentityGroup('medici', null, { parentId: parent.id })),
    ).rejects.toMatchObject({ status: 409 });

    const renamed = await admin.updateGroup(
      parent.id,
      { name: 'ictus', application: 'stroke', description: 'x' },
      1,
    );
    expect(renamed).toMatchObject({ path: '/ictus', version: 2, description: 'x' });
    expect((await admin.getGroup(child.id))?.path).toBe('/ictus/medici');
    await expect(
      admin.updateGroup(parent.id, { name: 'altro', application: null, description: '' }, 1),
    ).rejects.toMatchObject({ status: 409 });
    expect((await admin.getGroup(parent.id))?.name).toBe('ictus');

    const paths = (await admin.listGroups()).map((g) => g.path);
    expect(paths).toEqual(expect.arrayContaining(['/cittadini', '/ictus', '/ictus/medici']));
  });

  it('adds and removes members, which the user then carries', async () => {
    const group = (await admin.listGroups()).find((g) => g.path === '/ictus/medici');
    const [user] = (await admin.listUsers({ first: 0, max: 1, search: 'zeno' })).items;
    if (!group || !user) {
      throw new Error('fixtures missing');
    }
    await admin.addMember(group.id, user.id);
    expect((await admin.listMembers(group.id)).map((u) => u.username)).toEqual(['zeno.verdi']);
    expect((await admin.getGroup(group.id))?.memberCount).toBe(1);
    expect((await admin.getUser(user.id))?.groups).toEqual(['/ictus/medici']);
    await admin.removeMember(group.id, user.id);
    expect(await admin.listMembers(group.id)).toEqual([]);
    await expect(admin.addMember(group.id, '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
      status: 404,
    });
    await admin.deleteGroup(group.id);
    expect(await admin.getGroup(group.id)).toBeUndefined();
  });

  it('lists, creates and deletes roles; a deleted role leaves its users', async () => {
    expect((await admin.listRealmRoles()).map((r) => r.name)).toEqual(['app-admin']);
    const created = await admin.createClientRole('prosa', 'ente', 'Enti del terzo settore');
    expect(created).toMatchObject({ name: 'ente', clientId: 'prosa' });
    await expect(admin.createClientRole('prosa', 'ente', '')).rejects.toMatchObject({ status: 409 });
    expect((await admin.listClientRoles('prosa')).map((r) => r.name)).toEqual([
      'cittadino',
      'ente',
      'operatore',
    ]);
    expect(await admin.getRole(created.id)).toMatchObject({ name: 'ente', clientId: 'prosa' });

    const user = await admin.createUser(
      newIdentityUser({
        username: 'ente.uno',
        email: 'ente.uno@example.org',
        clientRoles: { prosa: ['ente', 'cittadino'] },
      }),
    );
    expect(user.clientRoles.prosa).toEqual(['cittadino', 'ente']);
    await admin.deleteRole(created.id);
    expect(await admin.getRole(created.id)).toBeUndefined();
    expect((await admin.getUser(user.id))?.clientRoles.prosa).toEqual(['cittadino']);
    expect(await admin.listClientRoles('nessuno')).toEqual([]);
  });

  it('sends the verify-email and set-password message with an expiry', async () => {
    const [user] = (await admin.listUsers({ first: 0, max: 1, search: 'anna' })).items;
    const sent = await admin.sendAccountEmail(user?.id ?? '', ['VERIFY_EMAIL', 'UPDATE_PASSWORD'], 3600);
    expect(sent.expiresAt.getTime() - sent.sentAt.getTime()).toBe(3_600_000);
    const links = await sentLinks();
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(
      subject.name.startsWith('embedded') ? /action-token\?key=/ : /VERIFY_EMAIL,UPDATE_PASSWORD:3600/,
    );
  });

  it('creates an application client once, and deletes it with its roles', async () => {
    // The embedded provider has no application clients to create: only Keycloak says it made one.
    expect(await admin.ensureClient('telemedicina', 'Telemedicina')).toBe(admin.kind === 'keycloak');
    expect(await admin.ensureClient('telemedicina', 'Telemedicina')).toBe(false);
    const role = await admin.createClientRole('telemedicina', 'medico', '');
    expect((await admin.listClientRoles('telemedicina')).map((r) => r.id)).toEqual([role.id]);
    await admin.deleteClient('telemedicina');
    expect(await admin.listClientRoles('telemedicina')).toEqual([]);
    expect(await admin.getRole(role.id)).toBeUndefined();
  });

  it('deletes a user', async () => {
    const [user] = (await admin.listUsers({ first: 0, max: 1, search: 'zeno' })).items;
    await admin.deleteUser(user?.id ?? '');
    expect(await admin.getUser(user?.id ?? '')).toBeUndefined();
    await expect(admin.deleteUser(user?.id ?? '')).rejects.toMatchObject({ status: 404 });
  });
});
