import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UnauthenticatedError } from '../errors.ts';
import { createTokenVerifier } from './token-verifier.ts';

const audience = 'halo-api';
let issuer: string;
let server: Server;
let privateKey: CryptoKey;
let otherKey: CryptoKey;
let publicJwk: JWK;

function sign(
  claims: Record<string, unknown>,
  options: { key?: CryptoKey; exp?: string | number; iss?: string; aud?: string } = {},
) {
  return new SignJWT({
    preferred_username: 'cittadino',
    realm_access: { roles: [] },
    groups: ['/g'],
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setSubject('8b0c5a3e-0000-4000-8000-000000000001')
    .setIssuer(options.iss ?? issuer)
    .setAudience(options.aud ?? audience)
    .setIssuedAt()
    .setExpirationTime(options.exp ?? '5m')
    .sign(options.key ?? privateKey);
}

beforeAll(async () => {
  ({ privateKey } = await generateKeyPair('RS256'));
  ({ privateKey: otherKey } = await generateKeyPair('RS256'));
  const pair = await generateKeyPair('RS256', { extractable: true });
  privateKey = pair.privateKey;
  publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  // An external issuer on loopback, answering discovery and JWKS like a Keycloak realm.
  server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/realms/halo/.well-known/openid-configuration') {
      res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/protocol/openid-connect/certs` }));
    } else if (req.url === '/realms/halo/protocol/openid-connect/certs') {
      res.end(JSON.stringify({ keys: [publicJwk] }));
    } else {
      res.statusCode = 404;
      res.end('{}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  issuer = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/realms/halo`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('token verification through OIDC discovery (external Keycloak realm)', () => {
  const verifier = () => createTokenVerifier({ issuer, audience });

  it('accepts a valid token and reads the principal from its claims', async () => {
    const principal = await verifier().verify(
      await sign({ email: 'c@example.org', resource_access: { prosa: { roles: ['cittadino'] } } }),
    );
    expect(principal).toEqual({
      userId: '8b0c5a3e-0000-4000-8000-000000000001',
      username: 'cittadino',
      email: 'c@example.org',
      name: null,
      realmRoles: [],
      clientRoles: { prosa: ['cittadino'] },
      groups: ['/g'],
      issuedAt: expect.any(Number),
    });
  });

  it('remembers a verified token only until it expires, as one principal nobody may change', async () => {
    const once = verifier();
    const token = await sign({}, { exp: Math.floor(Date.now() / 1000) + 60 });
    const first = await once.verify(token);
    expect(() => first.groups.push('/altro')).toThrow(TypeError);
    expect(() => {
      (first.clientRoles.prosa as string[]).push('admin');
    }).toThrow(TypeError);
    expect(await once.verify(token)).toBe(first);
    expect(first.groups).toEqual(['/g']);
    vi.useFakeTimers({ now: Date.now() + 120_000, toFake: ['Date'] });
    try {
      await expect(once.verify(token)).rejects.toThrow(new UnauthenticatedError('Token scaduto.'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses an expired token', async () => {
    const token = await sign({}, { exp: Math.floor(Date.now() / 1000) - 60 });
    await expect(verifier().verify(token)).rejects.toThrow(new UnauthenticatedError('Token scaduto.'));
  });

  it('refuses a token from another issuer', async () => {
    await expect(
      verifier().verify(await sign({}, { iss: 'http://evil.example/realms/halo' })),
    ).rejects.toThrow(UnauthenticatedError);
  });

  it('refuses a token for another audience', async () => {
    await expect(verifier().verify(await sign({}, { aud: 'account' }))).rejects.toThrow(UnauthenticatedError);
  });

  it('refuses a token signed with another key', async () => {
    await expect(verifier().verify(await sign({}, { key: otherKey }))).rejects.toThrow(UnauthenticatedError);
  });

  it('refuses a token without the claims the platform needs', async () => {
    await expect(verifier().verify(await sign({ preferred_username: undefined }))).rejects.toThrow(
      UnauthenticatedError,
    );
  });

  it('refuses garbage', async () => {
    await expect(verifier().verify('not.a.jwt')).rejects.toThrow(UnauthenticatedError);
  });

  it('answers 503 when the issuer cannot be discovered', async () => {
    const broken = createTokenVerifier({ issuer: `${issuer}-missing`, audience });
    await expect(broken.verify(await sign({}))).rejects.toMatchObject({ status: 503 });
  });
});
