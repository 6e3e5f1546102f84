import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { monitoraggi, postazioni, sensori, soglie } from './healthenv.tables.ts';

type SoglieRow = typeof soglie.$inferSelect;
type NewSoglieRow = typeof soglie.$inferInsert;

/** What the thresholds' row holds, but its id. */
type SoglieValues = Omit<NewSoglieRow, 'id'>;

/** A station's latest record's start and end (null without records), for the index. */
export interface LatestOfStation {
  postazione_id: number;
  ultimo: Date | string | null;
  fine: Date | string | null;
}

/**
 * The SQL of the analyses (docs/adr/0027): the thresholds' row and the reads of stations and sensors the
 * calculations start from (the records come from healthenv.letture.repository.ts). Functions take the handle to
 * run on, so a service can pass its transaction.
 */
export function createAnalisiRepository(db: Db) {
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

    /** Every station, archived ones too, by region and name. */
    stationsByRegion() {
      return db.select().from(postazioni).orderBy(asc(postazioni.regione), asc(postazioni.nomeCompleto));
    },

    /**
     * The station and its sensors of the pollutant in one read: no row when the station does not exist, one row
     * with a null id when it has no such sensor.
     */
    sensorsOfPollutant(stationId: number, inquinante: string): Promise<{ id: number | null }[]> {
      return db
        .select({ id: sensori.id })
        .from(postazioni)
        .leftJoin(sensori, and(eq(sensori.postazioneId, postazioni.id), eq(sensori.inquinante, inquinante)))
        .where(eq(postazioni.id, stationId));
    },

    /** Every active station's latest start and end, from one index probe per sensor. */
    async latestOfStations(): Promise<LatestOfStation[]> {
      return rowsOf<LatestOfStation>(
        await db.execute(sql`
          SELECT p.id AS postazione_id, max(l.inizio) AS ultimo, max(l.fine) AS fine
          FROM ${postazioni} p
          LEFT JOIN ${sensori} s ON s.postazione_id = p.id
          LEFT JOIN LATERAL (
            SELECT m.inizio, m.fine FROM ${monitoraggi} m WHERE m.sensore_id = s.id ORDER BY m.inizio DESC LIMIT 1
          ) l ON true
          WHERE p.archiviata_il IS NULL
          GROUP BY p.id
          ORDER BY p.id`),
      );
    },
  };
}
