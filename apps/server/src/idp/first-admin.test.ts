import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { signIn } from '../../test/oidc-client.ts';
import { startServer } from '../../test/servers.ts';
import { administratorProblems, createFirstAdministrator } from './first-admin.ts';
import { verifyPassword } from './passwords.ts';
import { createUsersRepository } from './users.repository.ts';

const admin = {
  username: 'm.bianchi',
  email: 'm.bianchi@asl.example.it',
  password: 'una frase lunga e segreta',
  firstName: 'Marta',
  lastName: 'Bianchi',
};

describe('the first administrator (npm run admin:create)', () => {
  it('says what is wrong with each variable, in Italian', () => {
    expect(administratorProblems(admin)).toEqual([]);
    expect(administratorProblems({ ...admin, username: 'x', email: 'no', password: 'corta' })).toEqual([
      expect.stringMatching(/^HALO_ADMIN_USERNAME: /),
      expect.stringMatching(/^HALO_ADMIN_EMAIL: /),
      'HALO_ADMIN_PASSWORD: almeno 12 caratteri',
    ]);
    expect(administratorProblems({})).toHaveLength(5);
  });

  for (const kind of testDatabases()) {
    it(`is created once, with the platform administrator's role and group (${kind.name})`, async () => {
      const { database, drop } = await kind.open();
      try {
        const result = await createFirstAdministrator(database, admin);
        expect(result.created).toBe(true);
        const users = createUsersRepository(database.db);
        const user = await users.findByUsername('m.bianchi');
        expect(user).toMatchObject({ realmRoles: ['app-admin'], enabled: true, emailVerified: true });
        expect(await users.groupPaths(user?.id ?? '')).toEqual(['/amministratori']);
        expect(await verifyPassword(admin.password, user?.passwordHash)).toBe(true);
        expect(user?.passwordHash).not.toContain(admin.password);
        // Again: refused, nothing changed.
        expect(
          await createFirstAdministrator(database, { ...admin, password: 'un’altra password lunga' }),
        ).toEqual({
          created: false,
          reason: 'exists',
        });
        const again = await users.findByUsername('m.bianchi');
        expect(await verifyPassword(admin.password, again?.passwordHash)).toBe(true);
      } finally {
        await drop();
      }
    });
  }

  it('signs in on an installation without demo data and gets the administration', async () => {
    const [pglite] = testDatabases();
    const { database, drop } = await (
      pglite as typeof testDatabases extends () => (infer K)[] ? K : never
    ).open();
    await createFirstAdministrator(database, admin);
    const server = await startServer({ database, env: { DEMO: 'false' } });
    try {
      const { tokens } = await signIn(server.baseUrl, admin.username, admin.password);
      const me = await fetch(`${server.baseUrl}/api/v1/halo/me`, {
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({
        username: 'm.bianchi',
        realmRoles: ['app-admin'],
        groups: ['/amministratori'],
      });
      // The administration answers them: the users' list is the platform administrator's.
      const list = await fetch(`${server.baseUrl}/api/v1/authorization/user?page=1&size=20`, {
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      expect(list.status).toBe(200);
    } finally {
      await server.close();
      await drop();
    }
  });
});
