import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/database.ts';
import { secrets, signingKeys } from './idp.tables.ts';

/**
 * The provider's signing keys, created at first start and kept in the database, so a restart (or another
 * replica) signs and verifies with the same keys and nobody is logged out.
 */
export async function loadSigningKeys(db: Db): Promise<JWK[]> {
  const rows = await db.select().from(signingKeys).orderBy(signingKeys.createdAt);
  if (rows.length > 0) {
    return rows.map((row) => row.jwk as JWK);
  }
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk: JWK = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
  await db
    .insert(signingKeys)
    .values({ kid: jwk.kid as string, jwk: jwk as Record<string, unknown> })
    .onConflictDoNothing();
  // Another replica may have won the race: read back whatever is stored.
  const stored = await db.select().from(signingKeys).orderBy(signingKeys.createdAt);
  return stored.map((row) => row.jwk as JWK);
}

export function publicJwk(jwk: JWK): JWK {
  const { kid, kty, alg, use, n, e, crv, x, y } = jwk;
  return Object.fromEntries(
    Object.entries({ kid, kty, alg, use, n, e, crv, x, y }).filter(([, v]) => v !== undefined),
  );
}

/** A random secret stored once under `name` (cookie signing keys). */
export async function loadSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(secrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(secrets).where(eq(secrets.name, name));
  if (!row) {
    throw new Error(`secret ${name} missing after insert`);
  }
  return row.value;
}
