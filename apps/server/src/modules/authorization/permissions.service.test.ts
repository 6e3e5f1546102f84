import { ALL_PERMISSIONS, type Principal, requires } from '@halo/contract';
import Fastify from 'fastify';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases.ts';
import type { Database } from '../../db/database.ts';
import { registerAccessControl } from '../../plugins/access-control.ts';
import { registerErrorHandler } from '../../plugins/error-handler.ts';
import { createTokenVerifier } from '../../plugins/token-verifier.ts';
import { groupPermissions, sections } from './authorization.tables.ts';
import { createPermissionService } from './permissions.service.ts';

function principal(overrides: Partial<Principal> = {}): Principal {
  return {
    userId: 'u1',
    username: 'u',
    email: null,
    name: null,
    realmRoles: [],
    clientRoles: {},
    groups: [],
    ...overrides,
  };
}

describe.each(testDatabases())('permissions on $name', (kind) => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await kind.open());
    await database.db.insert(sections).values([
      { name: 'prosa.progetti', application: 'prosa' },
      { name: 'stroke.pazienti', application: 'stroke' },
    ]);
    await database.db.insert(groupPermissions).values([
      { groupName: '/prosa/operatori', section: 'prosa.progetti', mask: 16 | 32 },
      { groupName: '/prosa/responsabili', section: 'prosa.progetti', mask: 4 | 8 },
    ]);
  });
  afterAll(() => drop());

  const service = () => createPermissionService({ db: database.db });

  it('gives superadmin every flag, even on a section that does not exist', async () => {
    expect(await service().maskFor(principal({ realmRoles: ['app-admin'] }), 'anything')).toBe(
      ALL_PERMISSIONS,
    );
  });

  it("gives an application's admin every flag on that application's sections only", async () => {
    const admin = principal({ clientRoles: { stroke: ['admin'] } });
    expect(await service().maskFor(admin, 'stroke.pazienti')).toBe(ALL_PERMISSIONS);
    expect(await service().maskFor(admin, 'prosa.progetti')).toBe(0);
  });

  it("unites the masks of the token's groups", async () => {
    const both = principal({ groups: ['/prosa/operatori', '/prosa/responsabili'] });
    expect(await service().maskFor(both, 'prosa.progetti')).toBe(16 | 32 | 4 | 8);
    expect(await service().maskFor(principal({ groups: ['/prosa/operatori'] }), 'prosa.progetti')).toBe(48);
  });

  it('gives nothing without a matching group, or on an unknown section', async () => {
    expect(await service().maskFor(principal({ groups: ['/altro'] }), 'prosa.progetti')).toBe(0);
    expect(await service().maskFor(principal(), 'prosa.progetti')).toBe(0);
    expect(await service().maskFor(principal({ groups: ['/prosa/operatori'] }), 'nessuna')).toBe(0);
  });

  it('answers many sections at once with the same rules, each section on its own', async () => {
    const user = principal({
      clientRoles: { stroke: ['admin'] },
      groups: ['/prosa/operatori', '/prosa/responsabili'],
    });
    const masks = await service().masksFor(user, [
      'prosa.progetti',
      'stroke.pazienti',
      'nessuna',
      'prosa.progetti',
    ]);
    expect(Object.fromEntries(masks)).toEqual({
      'prosa.progetti': 16 | 32 | 4 | 8,
      'stroke.pazienti': ALL_PERMISSIONS,
      nessuna: 0,
    });
    expect(
      Object.fromEntries(await service().masksFor(principal({ realmRoles: ['app-admin'] }), ['x'])),
    ).toEqual({
      x: ALL_PERMISSIONS,
    });
    expect((await service().masksFor(principal(), [])).size).toBe(0);
  });

  it('refuses a mask outside 0..63', async () => {
    await expect(
      database.db.insert(groupPermissions).values({ groupName: '/x', section: 'prosa.progetti', mask: 64 }),
    ).rejects.toThrow();
  });

  it('enforces a route’s flag: 403 without it, 200 with it', async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k', alg: 'RS256' };
    const issuer = 'http://127.0.0.1/realms/halo';
    const app = Fastify();
    registerErrorHandler(app);
    registerAccessControl(app, {
      revocations: { isRevoked: async () => false },
      verifier: createTokenVerifier({ issuer, audience: 'halo-api', jwks: { keys: [jwk] } }),
      permissions: service(),
    });
    app.post(
      '/api/v1/test/progetti',
      { config: { access: requires('prosa.progetti', 'WRITE') } },
      async () => ({
        ok: true,
      }),
    );
    await app.ready();
    const token = (groups: string[]) =>
      new SignJWT({ preferred_username: 'u', groups })
        .setProtectedHeader({ alg: 'RS256', kid: 'k' })
        .setSubject('u1')
        .setIssuer(issuer)
        .setAudience('halo-api')
        .setExpirationTime('1m')
        .sign(privateKey);
    const post = async (groups: string[]) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/test/progetti',
        headers: { authorization: `Bearer ${await token(groups)}` },
      });
    const refused = await post(['/prosa/operatori']);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Permessi insufficienti per questa operazione.',
    });
    expect((await post(['/prosa/responsabili'])).statusCode).toBe(200);
    await app.close();
  });

  it('stops the server at boot when an API route declares no access rule', async () => {
    const app = Fastify();
    registerAccessControl(app, {
      verifier: { verify: async () => principal() },
      permissions: service(),
      revocations: { isRevoked: async () => false },
    });
    expect(() => app.get('/api/v1/undeclared', async () => 'x')).toThrow(/declares no access rule/);
    await app.close();
  });
});
