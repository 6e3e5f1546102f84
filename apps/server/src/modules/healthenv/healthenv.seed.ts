import { and, count, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { loadMeasurements, loadSensors, loadStations, SEED_RECORDS } from './healthenv.data.ts';
import { dayStart } from './healthenv.rules.ts';
import { monitoraggi, postazioni, sensori } from './healthenv.tables.ts';

/** Rows per INSERT (one JSON parameter each, about 700 kB). */
const CHUNK = 10_000;
const YEAR = { from: dayStart('2022-01-01'), to: dayStart('2023-01-01') };

/** The rows a raw INSERT wrote, whichever driver answered (node-postgres `rowCount`, PGlite `affectedRows`). */
const affected = (result: unknown) => {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
};

/**
 * The 55 stations, their 158 sensors and the 42,020 daily means of 2022 (data/SOURCES.md), at every start, in one
 * transaction: only what is missing goes in, by station code, sensor code and (sensor, day), so what users
 * changed stays (an archived station stays archived, a replaced value keeps its replacement). When everything is
 * there three counts answer and nothing is written. Measured times in docs/adr/0026.
 */
export async function seedHealthenv(db: Db): Promise<{ postazioni: number; monitoraggi: number }> {
  const stations = loadStations();
  const sensors = loadSensors();
  const stationCodes = stations.map((s) => s.codice);
  const sensorCodes = sensors.map((s) => s.codice);
  const seededSensors = db
    .select({ id: sensori.id })
    .from(sensori)
    .where(inArray(sensori.codice, sensorCodes));
  const [[s], [z], [m]] = await Promise.all([
    db.select({ n: count() }).from(postazioni).where(inArray(postazioni.codice, stationCodes)),
    db.select({ n: count() }).from(sensori).where(inArray(sensori.codice, sensorCodes)),
    db
      .select({ n: count() })
      .from(monitoraggi)
      .where(
        and(
          inArray(monitoraggi.sensoreId, seededSensors),
          gte(monitoraggi.inizio, YEAR.from),
          lt(monitoraggi.inizio, YEAR.to),
        ),
      ),
  ]);
  if (s?.n === stations.length && z?.n === sensors.length && (m?.n ?? 0) >= SEED_RECORDS) {
    return { postazioni: 0, monitoraggi: 0 };
  }
  const measurements = loadMeasurements();

  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // A station is as old as its oldest sensor (ARPA's DataStart); the EEA block gives no dates.
    const since = new Map<string, string>();
    for (const s of sensors) {
      const known = since.get(s.stazione);
      if (s.attivoDal && (!known || s.attivoDal < known)) since.set(s.stazione, s.attivoDal);
    }
    const addedStations = await tx
      .insert(postazioni)
      .values(stations.map((s) => ({ ...s, attivaDal: since.get(s.codice) ?? null })))
      .onConflictDoNothing({ target: postazioni.codice })
      .returning({ id: postazioni.id });
    const stationIds = new Map(
      (
        await tx
          .select({ id: postazioni.id, codice: postazioni.codice })
          .from(postazioni)
          .where(inArray(postazioni.codice, stationCodes))
      ).map((s) => [s.codice, s.id]),
    );
    const sensorRows = sensors.flatMap(({ stazione, ...s }) => {
      const postazioneId = stationIds.get(stazione);
      return postazioneId === undefined ? [] : [{ ...s, postazioneId }];
    });
    if (sensorRows.length > 0) {
      await tx.insert(sensori).values(sensorRows).onConflictDoNothing({ target: sensori.codice });
    }
    const sensorIds = new Map(
      (
        await tx
          .select({ id: sensori.id, codice: sensori.codice })
          .from(sensori)
          .where(inArray(sensori.codice, sensorCodes))
      ).map((s) => [s.codice, s.id]),
    );
    // One JSON parameter per statement instead of 8 per row: drizzle's multi-row VALUES spends its time building
    // and binding 8,000 parameters per 1000 rows; json_to_recordset hands PostgreSQL the rows as one value.
    // '24 hours', not '1 day': a day added to a timestamptz follows the session's zone across DST changes.
    let added = 0;
    for (let start = 0; start < measurements.length; start += CHUNK) {
      const rows = measurements.slice(start, start + CHUNK).flatMap((m) => {
        const s = sensorIds.get(m.sensore);
        return s === undefined
          ? []
          : [{ s, d: dayStart(m.data).toISOString(), v: m.valore, f: m.fonte, q: m.segnalazione }];
      });
      if (rows.length === 0) continue;
      const result = await tx.execute(sql`
        INSERT INTO ${monitoraggi} (sensore_id, periodo, inizio, fine, valore, validita, fonte, segnalazione)
        SELECT r.s, 'giorno', r.d, r.d + interval '24 hours', r.v, 'valid', r.f, r.q
        FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r(s integer, d timestamptz, v double precision, f text, q text)
        ON CONFLICT (sensore_id, inizio) DO NOTHING`);
      added += affected(result);
    }
    await tx.execute(sql`analyze ${monitoraggi}`);
    return { postazioni: addedStations.length, monitoraggi: added };
  });
}
