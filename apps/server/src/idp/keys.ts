import { randomBytes, randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/database.ts';
import { createKeysRepository } from './keys.repository.ts';

/**
 * The provider's signing keys, created at first start and kept in the database, so a restart (or another
 * replica) signs and verifies with the same keys and nobody is logged out.
 */
export async function loadSigningKeys(db: Db): Promise<JWK[]> {
  const keys = createKeysRepository(db);
  const found = await keys.signingKeys();
  if (found.length > 0) {
    return found.map((key) => key as JWK);
  }
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk: JWK = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
  await keys.insertSigningKey(jwk.kid as string, jwk as Record<string, unknown>);
  // Another replica may have won the race: read back whatever is stored.
  const stored = await keys.signingKeys();
  return stored.map((key) => key as JWK);
}

export function publicJwk(jwk: JWK): JWK {
  const { kid, kty, alg, use, n, e, crv, x, y } = jwk;
  return Object.fromEntries(
    Object.entries({ kid, kty, alg, use, n, e, crv, x, y }).filter(([, v]) => v !== undefined),
  );
}

/** A random secret stored once under `name` (cookie signing keys). */
export async function loadSecret(db: Db, name: string): Promise<string> {
  const keys = createKeysRepository(db);
  await keys.insertSecret(name, randomBytes(32).toString('base64url'));
  const value = await keys.secret(name);
  if (value === undefined) {
    throw new Error(`secret ${name} missing after insert`);
  }
  return value;
}
