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
}

export interface TokenVerifierOptions {
  issuer: string;
  audience: string;
  /** Keys to verify with; without them the issuer's JWKS is found through OIDC discovery. */
  jwks?: JSONWebKeySet;
  fetch?: typeof fetch;
}

const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384', 'EdDSA'];

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

  return {
    async verify(token) {
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
      return principalFromClaims(claims.data);
    },
  };
}
