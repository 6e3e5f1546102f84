import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { rowsOf } from '../../../db/rows.ts';
import { monitoraggi, postazioni, sensori } from '../healthenv.tables.ts';

/** One record to write, in the JSON recordset's short names (one JSON parameter of about 1 MB per statement). */
interface ImportRecord {
  /** The sensor's id. */
  s: number;
  /** The period: 'ora' or 'giorno'. */
  p: string;
  /** The start, ISO 8601. */
  t: string;
  v: number;
  /** The validity. */
  q: string;
  /** The source. */
  f: string;
  /** The operator's flag. */
  g: string | null;
}

/** The counts of the insert's one result row, whichever driver answered (node-postgres gives them as strings). */
const counted = (result: unknown) => {
  const [row] = rowsOf<{ tutte: number | string; nuove: number | string }>(result);
  return { tutte: Number(row?.tutte ?? 0), nuove: Number(row?.nuove ?? 0) };
};

/**
 * The SQL of the bulk import (docs/adr/0026): the sensors and stations a file names, the records it would
 * replace, and the JSON-recordset insert of the seed. Functions take the handle to run on, so a service can pass
 * its transaction.
 */
export function createImportRepository(db: Db) {
  return {
    /** The sensors of these codes, with their station: one query, whatever the number of codes. */
    sensorsByCode(codes: string[]) {
      return db
        .select({
          id: sensori.id,
          codice: sensori.codice,
          inquinante: sensori.inquinante,
          unita: sensori.unita,
          attivoDal: sensori.attivoDal,
          attivoAl: sensori.attivoAl,
          postazioneId: postazioni.id,
          postazione: postazioni.codice,
          archiviataIl: postazioni.archiviataIl,
        })
        .from(sensori)
        .innerJoin(postazioni, eq(postazioni.id, sensori.postazioneId))
        .where(sql`${sensori.codice} IN (SELECT json_array_elements_text(${JSON.stringify(codes)}::json))`);
    },

    /** Which of these station codes exist (archived stations too): one query. */
    async stationCodes(codes: string[]): Promise<string[]> {
      const found = await db
        .select({ codice: postazioni.codice })
        .from(postazioni)
        .where(
          sql`${postazioni.codice} IN (SELECT json_array_elements_text(${JSON.stringify(codes)}::json))`,
        );
      return found.map((p) => p.codice);
    },

    /** The sensors with a record in their range [lo, hi]: one index probe per sensor. */
    async sensorsWithRecords(ranges: { s: number; lo: string; hi: string }[]): Promise<number[]> {
      return rowsOf<{ s: number }>(
        await db.execute(sql`
          SELECT r.s FROM json_to_recordset(${JSON.stringify(ranges)}::json)
            AS r(s integer, lo timestamptz, hi timestamptz)
          WHERE EXISTS (
            SELECT 1 FROM ${monitoraggi} m WHERE m.sensore_id = r.s AND m.inizio BETWEEN r.lo AND r.hi)`),
      ).map((r) => Number(r.s));
    },

    /** The `i` of the probes (sensor `s`, start `t`) the records already hold: one index probe each. */
    async existing(probes: { i: number; s: number; t: string }[]): Promise<number[]> {
      return rowsOf<{ i: number }>(
        await db.execute(sql`
          SELECT r.i FROM json_to_recordset(${JSON.stringify(probes)}::json) AS r(i integer, s integer, t timestamptz)
          WHERE EXISTS (SELECT 1 FROM ${monitoraggi} m WHERE m.sensore_id = r.s AND m.inizio = r.t)`),
      ).map((r) => Number(r.i));
    },

    /**
     * Writes records in one statement, registered at `at`: a record already there for the sensor and start is left
     * as it is, or replaced when `replace` is true (then `xmax = 0` tells an inserted row from an updated one).
     * Returns how many were written and how many of them are new.
     */
    async insertRecords(
      records: ImportRecord[],
      at: string,
      replace: boolean,
      tx: Db,
    ): Promise<{ tutte: number; nuove: number }> {
      const onConflict = replace
        ? sql`ON CONFLICT (sensore_id, inizio) DO UPDATE SET periodo = excluded.periodo, fine = excluded.fine,
            valore = excluded.valore, validita = excluded.validita, fonte = excluded.fonte,
            segnalazione = excluded.segnalazione, registrato_il = excluded.registrato_il`
        : sql`ON CONFLICT (sensore_id, inizio) DO NOTHING`;
      // '24 hours', not '1 day': a day added to a timestamptz follows the session's zone across DST changes.
      return counted(
        await tx.execute(sql`
          WITH scritte AS (
            INSERT INTO ${monitoraggi}
              (sensore_id, periodo, inizio, fine, valore, validita, fonte, segnalazione, registrato_il)
            SELECT r.s, r.p, r.t,
              r.t + CASE r.p WHEN 'ora' THEN interval '1 hour' ELSE interval '24 hours' END,
              r.v, r.q, r.f, r.g, ${at}::timestamptz
            FROM json_to_recordset(${JSON.stringify(records)}::json)
              AS r(s integer, p text, t timestamptz, v double precision, q text, f text, g text)
            ${onConflict}
            RETURNING (xmax = 0) AS nuova
          )
          SELECT count(*) AS tutte, count(*) FILTER (WHERE nuova) AS nuove FROM scritte`),
      );
    },
  };
}
