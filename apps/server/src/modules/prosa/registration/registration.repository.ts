import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { rowBy } from '../../../db/lookup.ts';
import { registrazioni, sfideUsate } from '../prosa.tables.ts';

type RegistrazioneRow = typeof registrazioni.$inferSelect;
type NewRegistrazioneRow = typeof registrazioni.$inferInsert;

/** The SQL of self-registration: the challenges spent, the registrations waiting for their confirmation. */
export function createRegistrationRepository(db: Db) {
  return {
    /** Drops the spent challenges expired before this instant. */
    async dropExpiredChallenges(before: Date): Promise<void> {
      await db.delete(sfideUsate).where(lt(sfideUsate.expiresAt, before));
    },

    /** Spends a challenge's signature, kept until it expires; false when it was spent already. */
    async spendChallenge(signature: string, expiresAt: Date): Promise<boolean> {
      const [spent] = await db
        .insert(sfideUsate)
        .values({ signature, expiresAt })
        .onConflictDoNothing()
        .returning();
      return spent !== undefined;
    },

    find: rowBy(db, registrazioni, registrazioni.id),

    findByCode: rowBy(db, registrazioni, registrazioni.codeHash),

    async insert(
      values: NewRegistrazioneRow,
      tx: Db,
    ): Promise<Pick<RegistrazioneRow, 'id' | 'expiresAt'> | undefined> {
      const [row] = await tx
        .insert(registrazioni)
        .values(values)
        .returning({ id: registrazioni.id, expiresAt: registrazioni.expiresAt });
      return row;
    },

    /** Marks a registration confirmed, once: undefined when it was confirmed already. */
    async confirm(id: number, at: Date, tx: Db): Promise<RegistrazioneRow | undefined> {
      const [claimed] = await tx
        .update(registrazioni)
        .set({ confirmedAt: at })
        .where(and(eq(registrazioni.id, id), isNull(registrazioni.confirmedAt)))
        .returning();
      return claimed;
    },

    /** Removes a registration nobody confirmed (one confirmed meanwhile stays). */
    async deleteUnconfirmed(id: number, tx: Db): Promise<void> {
      await tx.delete(registrazioni).where(and(eq(registrazioni.id, id), isNull(registrazioni.confirmedAt)));
    },
  };
}
