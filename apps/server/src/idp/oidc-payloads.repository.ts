import { and, eq, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { oidcPayloads } from './idp.tables.ts';

export type PayloadRow = typeof oidcPayloads.$inferSelect;
type NewPayloadRow = typeof oidcPayloads.$inferInsert;

/** The SQL of oidc-provider's storage (`idp.oidc_payloads`), one model's rows at a time. */
export function createOidcPayloadsRepository(db: Db, model: string) {
  async function findBy(condition: SQL): Promise<PayloadRow | undefined> {
    const [row] = await db
      .select()
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.model, model), condition))
      .limit(1);
    return row;
  }

  return {
    /** Stores the model's row of this id, or replaces what it holds. */
    async upsert(row: Omit<NewPayloadRow, 'model'>): Promise<void> {
      const values = { model, ...row };
      await db
        .insert(oidcPayloads)
        .values(values)
        .onConflictDoUpdate({
          target: [oidcPayloads.model, oidcPayloads.id],
          set: {
            payload: values.payload,
            grantId: values.grantId,
            userCode: values.userCode,
            uid: values.uid,
            expiresAt: values.expiresAt,
          },
        });
    },

    findById: (id: string) => findBy(eq(oidcPayloads.id, id)),
    findByUserCode: (userCode: string) => findBy(eq(oidcPayloads.userCode, userCode)),
    findByUid: (uid: string) => findBy(eq(oidcPayloads.uid, uid)),

    async consume(id: string, at: Date): Promise<void> {
      await db
        .update(oidcPayloads)
        .set({ consumedAt: at })
        .where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id)));
    },

    async destroy(id: string): Promise<void> {
      await db.delete(oidcPayloads).where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id)));
    },

    /** Removes the rows of a grant, whatever their model. */
    async deleteGrant(grantId: string): Promise<void> {
      await db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
    },
  };
}

export type OidcPayloadsRepository = ReturnType<typeof createOidcPayloadsRepository>;

/** Removes the rows of every model that expired before `now`. */
export async function deleteExpiredPayloads(db: Db, now: Date): Promise<void> {
  await db.delete(oidcPayloads).where(or(lt(oidcPayloads.expiresAt, now)));
}
