import { randomUUID } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK, SignJWT } from 'jose';
import type { StoredJwk } from './fhir.tables.ts';

/*
 * Halo's keys for SMART Backend Services (docs/adr/0048-fhir-adapter.md): an ES384 key pair per connection, the
 * private key kept in the database, the public one published in the JWKS; the client assertion a token endpoint
 * asks for (https://hl7.org/fhir/smart-app-launch/backend-services.html).
 */

export const KEY_ALGORITHM = 'ES384';

/** How long a client assertion is valid: SMART allows at most five minutes. */
const ASSERTION_SECONDS = 240;

export interface KeyPair {
  privateKey: StoredJwk;
  publicKey: StoredJwk;
  /** The public key's JWK thumbprint (RFC 7638): its `kid`, unique to it. */
  keyId: string;
}

/** A new ES384 key pair, as JWKs. */
export async function newKeyPair(): Promise<KeyPair> {
  const { privateKey, publicKey } = await generateKeyPair(KEY_ALGORITHM, { extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const keyId = await calculateJwkThumbprint(publicJwk, 'sha256');
  return {
    privateKey: (await exportJWK(privateKey)) as StoredJwk,
    publicKey: publicJwk as StoredJwk,
    keyId,
  };
}

/** A public key as the JWKS publishes it: what it is for, and its id. */
export function publishedKey(publicKey: StoredJwk, keyId: string) {
  const { kty = 'EC', crv = 'P-384', x = '', y = '' } = publicKey;
  return { kty, crv, x, y, kid: keyId, alg: KEY_ALGORITHM, use: 'sig', key_ops: ['verify'] };
}

/**
 * The client assertion of a token request (RFC 7523 as SMART profiles it): `iss` = `sub` = the client id, `aud`
 * = the token endpoint, a fresh `jti`, expiring within five minutes, signed with the connection's private key and
 * naming it by `kid`.
 */
export async function clientAssertion(
  key: { privateKey: StoredJwk; keyId: string },
  claims: { clientId: string; tokenUrl: string },
  now: Date,
): Promise<string> {
  const signingKey = await importJWK(key.privateKey as JWK, KEY_ALGORITHM);
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: KEY_ALGORITHM, kid: key.keyId, typ: 'JWT' })
    .setIssuer(claims.clientId)
    .setSubject(claims.clientId)
    .setAudience(claims.tokenUrl)
    .setJti(randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ASSERTION_SECONDS)
    .sign(signingKey);
}
