import { hash } from 'node:crypto';
import { accessTokenClaimsSchema, type Principal, principalFromClaims } from '@halo/contract';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
  jwtVerify,
} from 'jose';
import { AppError, UnauthenticatedError } from '../errors.ts';

export interface TokenVerifier {
  /** The principal of a valid access token; throws UnauthenticatedError for any invalid one. */
  verify(token: string): Promise<Principal>;
  /** Whether the issuer's keys can be had (found through discovery when not given): a readiness check. */
  ready?(): Promise<boolean>;
}

export interface TokenVerifierOptions {
  issuer: string;
  audience: string;
  /** Keys to verify with; without them the issuer's JWKS is found through OIDC discovery. */
  jwks?: JSONWebKeySet;
  fetch?: typeof fetch;
}

const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384', 'EdDSA'];

function frozen(principal: Principal): Principal {
  Object.freeze(principal.realmRoles);
  Object.freeze(principal.groups);
  for (const roles of Object.values(principal.clientRoles)) Object.freeze(roles);
  Object.freeze(principal.clientRoles);
  return Object.freeze(principal);
}

/** How many verified tokens are remembered (the least recently used go first). */
const VERIFIED_CACHE_SIZE = 10_000;

/**
 * Verifies bearer tokens with jose: signature against the issuer's keys, issuer, audience, expiry. Works
 * the same against the embedded provider and an external Keycloak realm.
 */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const doFetch = options.fetch ?? fetch;
  let keys: Promise<JWTVerifyGetKey> | undefined = options.jwks
    ? Promise.resolve(createLocalJWKSet(options.jwks))
    : undefined;

  async function discover(): Promise<JWTVerifyGetKey> {
    const response = await doFetch(`${options.issuer}/.well-known/openid-configuration`);
    if (!response.ok) {
      throw new Error(`discovery answered ${response.status}`);
    }
    const metadata = (await response.json()) as { issuer?: string; jwks_uri?: string };
    if (metadata.issuer !== options.issuer || !metadata.jwks_uri) {
      throw new Error('discovery document does not match the configured issuer');
    }
    return createRemoteJWKSet(new URL(metadata.jwks_uri), { cooldownDuration: 30_000 });
  }

  async function getKeys(): Promise<JWTVerifyGetKey> {
    keys ??= discover().catch((error: unknown) => {
      keys = undefined; // try again on the next request
      throw new AppError(503, 'IDP_UNAVAILABLE', 'Identity provider non raggiungibile.', [], {
        cause: error,
      });
    });
    return keys;
  }

  /**
   * Tokens already verified, by their SHA-256, until they expire: a token's signature, issuer and audience do
   * not change, and checking an RSA signature is the most expensive step of a signed-in request. What can change
   * (a revocation, a permission) is checked on every request after this, never cached here.
   */
  const verified = new Map<string, { principal: Principal; expiresAt: number }>();

  function remembered(key: string): Principal | undefined {
    const entry = verified.get(key);
    if (!entry) return undefined;
    verified.delete(key);
    if (Date.now() >= entry.expiresAt) return undefined;
    verified.set(key, entry); // most recently used last
    return entry.principal;
  }

  function remember(key: string, principal: Principal, exp: number) {
    if (verified.size >= VERIFIED_CACHE_SIZE) {
      const oldest = verified.keys().next().value;
      if (oldest !== undefined) verified.delete(oldest);
    }
    verified.set(key, { principal, expiresAt: exp * 1000 });
  }

  return {
    ready: () =>
      getKeys().then(
        () => true,
        () => false,
      ),
    async verify(token) {
      // One-shot: building a Hash object per request was a measurable share of a signed-in answer (issue 30).
      const key = hash('sha256', token, 'base64url');
      const known = remembered(key);
      if (known) return known;
      const getKey = await getKeys();
      let payload: unknown;
      try {
        ({ payload } = await jwtVerify(token, getKey, {
          issuer: options.issuer,
          audience: options.audience,
          algorithms: ALGORITHMS,
          clockTolerance: 5,
        }));
      } catch (error) {
        if (error instanceof errors.JWTExpired) {
          throw new UnauthenticatedError('Token scaduto.');
        }
        throw new UnauthenticatedError('Token non valido.');
      }
      const claims = accessTokenClaimsSchema.safeParse(payload);
      if (!claims.success) {
        throw new UnauthenticatedError('Token non valido.');
      }
      // Shared by every request of the token (and keyed on by the read caches): nobody may change it.
      const principal = frozen(principalFromClaims(claims.data));
      const { exp } = payload as { exp?: unknown };
      // A token without an expiry is verified every time: nothing says until when it is good.
      if (typeof exp === 'number') remember(key, principal, exp);
      return principal;
    },
  };
}
