import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { soglie } from '../healthenv.tables.ts';

type SoglieRow = typeof soglie.$inferSelect;
type NewSoglieRow = typeof soglie.$inferInsert;

/** What the thresholds' row holds, but its id. */
type SoglieValues = Omit<NewSoglieRow, 'id'>;

/** The SQL of the thresholds' one row (docs/adr/0027); writes take the transaction to run on. */
export function createSoglieRepository(db: Db) {
  return {
    /** The thresholds saved by an administrator, or undefined before the first save. */
    async soglie(): Promise<SoglieRow | undefined> {
      const [row] = await db.select().from(soglie).where(eq(soglie.id, 1));
      return row;
    },

    /** The version of the saved thresholds, or undefined before the first save. */
    async soglieVersion(tx: Db): Promise<number | undefined> {
      const [current] = await tx.select({ version: soglie.version }).from(soglie);
      return current?.version;
    },

    /** Saves over the row at the version read; false when someone else saved first. */
    async updateSoglie(version: number, values: SoglieValues, tx: Db): Promise<boolean> {
      const saved = await tx
        .update(soglie)
        .set(values)
        .where(and(eq(soglie.id, 1), eq(soglie.version, version)))
        .returning({ id: soglie.id });
      return saved.length > 0;
    },

    /** The first save; false when someone else saved first. */
    async insertSoglie(values: SoglieValues, tx: Db): Promise<boolean> {
      const saved = await tx
        .insert(soglie)
        .values({ id: 1, ...values })
        .onConflictDoNothing()
        .returning({ id: soglie.id });
      return saved.length > 0;
    },
  };
}
