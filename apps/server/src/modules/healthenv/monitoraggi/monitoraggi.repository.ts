import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { monitoraggi, postazioni, sensori } from '../healthenv.tables.ts';

export type SensorRow = typeof sensori.$inferSelect;
export type RecordRow = typeof monitoraggi.$inferSelect;
type NewRecordRow = typeof monitoraggi.$inferInsert;

/** The SQL of a measurement record written by hand (docs/adr/0026); writes take the transaction to run on. */
export function createMonitoraggiRepository(db: Db) {
  return {
    /** A sensor with whether its station is archived (when it was), or undefined. */
    async findSensor(id: number): Promise<{ sensor: SensorRow; archived: Date | null } | undefined> {
      const [found] = await db
        .select({ sensor: sensori, archived: postazioni.archiviataIl })
        .from(sensori)
        .innerJoin(postazioni, eq(postazioni.id, sensori.postazioneId))
        .where(eq(sensori.id, id));
      return found;
    },

    /** Inserts a record; undefined when the sensor already has one at that start. */
    async insertRecord(values: NewRecordRow, tx: Db): Promise<RecordRow | undefined> {
      const [inserted] = await tx.insert(monitoraggi).values(values).onConflictDoNothing().returning();
      return inserted;
    },

    /** Replaces the record of the sensor and start of `values`. */
    async replaceRecord(values: NewRecordRow, registratoIl: Date, tx: Db): Promise<RecordRow | undefined> {
      const [row] = await tx
        .update(monitoraggi)
        .set({ ...values, registratoIl })
        .where(and(eq(monitoraggi.sensoreId, values.sensoreId), eq(monitoraggi.inizio, values.inizio)))
        .returning();
      return row;
    },
  };
}
