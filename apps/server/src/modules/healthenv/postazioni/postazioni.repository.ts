import { asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { rowBy } from '../../../db/lookup.ts';
import { required, rowsOf } from '../../../db/rows.ts';
import { compareAndSet } from '../../../db/versioned.ts';
import { monitoraggi, postazioni, sensori } from '../healthenv.tables.ts';

export type StationRow = typeof postazioni.$inferSelect;
type NewStationRow = typeof postazioni.$inferInsert;
export type SensorRow = typeof sensori.$inferSelect;
type NewSensorRow = typeof sensori.$inferInsert;

/** A sensor's latest record and its count of records (`postazione`'s detail). */
export interface LatestOfSensor {
  sensore_id: number;
  periodo: 'ora' | 'giorno';
  inizio: string | Date;
  valore: number;
  validita: 'valid' | 'invalid' | 'provisional';
  n: number | string;
}

/**
 * The SQL of stations and sensors, and the counts of their records (docs/adr/0026). Functions take the handle to run on, so a
 * service can pass its transaction.
 */
export function createPostazioniRepository(db: Db) {
  return {
    findStation: rowBy(db, postazioni, postazioni.id),

    /** Active stations (archived ones too when asked), by region and name. */
    listStations(archiviate: boolean): Promise<StationRow[]> {
      return db
        .select()
        .from(postazioni)
        .where(archiviate ? undefined : isNull(postazioni.archiviataIl))
        .orderBy(asc(postazioni.regione), asc(postazioni.nomeCompleto), asc(postazioni.id));
    },

    /** The sensors of these stations, by pollutant, start and id. */
    sensorsOfStations(stationIds: number[]): Promise<SensorRow[]> {
      return db
        .select()
        .from(sensori)
        .where(inArray(sensori.postazioneId, stationIds))
        .orderBy(asc(sensori.inquinante), asc(sensori.attivoDal), asc(sensori.id));
    },

    /** A station's sensors, in no order. */
    sensorsOfStation(stationId: number): Promise<SensorRow[]> {
      return db.select().from(sensori).where(eq(sensori.postazioneId, stationId));
    },

    /** Each sensor of a station with a record: its latest one and its count of records (one index probe each). */
    async latestOfSensors(stationId: number): Promise<LatestOfSensor[]> {
      return rowsOf<LatestOfSensor>(
        await db.execute(sql`
          SELECT s.id AS sensore_id, l.periodo, l.inizio, l.valore, l.validita,
            (SELECT count(*) FROM ${monitoraggi} c WHERE c.sensore_id = s.id) AS n
          FROM ${sensori} s
          CROSS JOIN LATERAL (
            SELECT m.periodo, m.inizio, m.valore, m.validita FROM ${monitoraggi} m
            WHERE m.sensore_id = s.id ORDER BY m.inizio DESC LIMIT 1
          ) l
          WHERE s.postazione_id = ${stationId}`),
      );
    },

    async insertStation(values: NewStationRow, tx: Db): Promise<StationRow> {
      const [created] = await tx.insert(postazioni).values(values).returning();
      return required(created, 'healthenv.postazione');
    },

    /** Updates at the version read, adding one to it; false when someone else changed the station first. */
    async updateStation(
      id: number,
      version: number,
      values: Omit<Partial<NewStationRow>, 'version'>,
      tx: Db,
    ): Promise<boolean> {
      return compareAndSet(tx, postazioni, { id, version }, values);
    },

    async archiveStation(id: number, archiviataIl: Date, tx: Db): Promise<void> {
      await tx
        .update(postazioni)
        .set({ archiviataIl, version: sql`${postazioni.version} + 1` })
        .where(eq(postazioni.id, id));
    },

    /** Deletes a station with its sensors (cascade). */
    async deleteStation(id: number, tx: Db): Promise<void> {
      await tx.delete(postazioni).where(eq(postazioni.id, id));
    },

    async insertSensors(values: NewSensorRow[], tx: Db): Promise<void> {
      await tx.insert(sensori).values(values);
    },

    async updateSensor(id: number, values: Partial<NewSensorRow>, tx: Db): Promise<void> {
      await tx.update(sensori).set(values).where(eq(sensori.id, id));
    },

    async deleteSensors(ids: number[], tx: Db): Promise<void> {
      await tx.delete(sensori).where(inArray(sensori.id, ids));
    },

    /** How many records these sensors have. */
    async countRecordsOfSensors(sensorIds: number[], tx: Db = db): Promise<number> {
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(monitoraggi)
        .where(inArray(monitoraggi.sensoreId, sensorIds));
      return n;
    },

    /** How many records a station's sensors have. */
    async countRecordsOfStation(stationId: number): Promise<number> {
      const [{ n } = { n: 0 }] = await db
        .select({ n: count() })
        .from(monitoraggi)
        .innerJoin(sensori, eq(sensori.id, monitoraggi.sensoreId))
        .where(eq(sensori.postazioneId, stationId));
      return n;
    },
  };
}
