import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { valueWhere } from '../db/lookup.ts';
import { secrets, signingKeys } from './idp.tables.ts';

/** The SQL of the provider's signing keys and generated secrets. */
export function createKeysRepository(db: Db) {
  return {
    /** The stored signing keys (private JWKs), oldest first. */
    async signingKeys(): Promise<Record<string, unknown>[]> {
      const rows = await db.select().from(signingKeys).orderBy(signingKeys.createdAt);
      return rows.map((row) => row.jwk);
    },

    /** Stores a signing key unless one of that id is there. */
    async insertSigningKey(kid: string, jwk: Record<string, unknown>): Promise<void> {
      await db.insert(signingKeys).values({ kid, jwk }).onConflictDoNothing();
    },

    /** Stores a secret unless one of that name is there. */
    async insertSecret(name: string, value: string): Promise<void> {
      await db.insert(secrets).values({ name, value }).onConflictDoNothing();
    },

    secret(name: string): Promise<string | undefined> {
      return valueWhere(db, secrets.value, eq(secrets.name, name));
    },
  };
}
