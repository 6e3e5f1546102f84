import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Misura } from './healthenv.calcoli.ts';
import { HOUR } from './healthenv.rules.ts';
import { monitoraggi, sensori } from './healthenv.tables.ts';

/**
 * Reading records for the calculations: each station's and pollutant's records come back as one text,
 * `<validity letter><period letter><hours since the epoch> <value>` joined by commas, and are put in time order
 * here (they mostly arrive in it: one pass checks). PGlite (WebAssembly) pays a price per row it hands to
 * JavaScript: a year of hourly values, 8,760 rows, took 70–110 ms as rows and 15 ms as one text
 * (docs/benchmarks.md); PostgreSQL gains too. Hours are 6 digits where milliseconds were 13; sorting in the
 * aggregate cost the database more than checking the order here. A double's text is its shortest exact form, so
 * nothing is lost; a start off the hour would come as a fraction of an hour, read back to the millisecond.
 */

const VALIDITY: Record<string, Misura['validita']> = { v: 'valid', i: 'invalid', p: 'provisional' };

// date_part gives a double, cheaper than extract's numeric (7.4 against 9.7 ms for a year of hours on PGlite).
const aggregate = sql`string_agg(
  left(m.validita, 1) || left(m.periodo, 1) || (date_part('epoch', m.inizio) / 3600)::text || ' ' || m.valore::text,
  ',')`;

/** The records of one text, in time order. A scan with indexOf: splitting into 8,760 small arrays took twice as long. */
export function parseMisure(text: string | null): Misura[] {
  if (!text) return [];
  const records: Misura[] = [];
  let sorted = true;
  let at = 0;
  while (at < text.length) {
    const space = text.indexOf(' ', at + 2);
    let end = text.indexOf(',', space);
    if (end < 0) end = text.length;
    const t = Math.round(Number(text.slice(at + 2, space)) * HOUR);
    if (sorted && records.length > 0 && (records.at(-1)?.t ?? t) > t) sorted = false;
    records.push({
      t,
      v: Number(text.slice(space + 1, end)),
      validita: VALIDITY[text.charAt(at)] ?? 'invalid',
      ora: text.charAt(at + 1) === 'o',
    });
    at = end + 1;
  }
  return sorted ? records : records.sort((a, b) => a.t - b.t);
}

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** Records by station, then pollutant: what `where` keeps of sensors `s` and records `m`, with `from` joined in. */
async function grouped(db: Db, where: SQL, from: SQL = sql``): Promise<Map<number, Map<string, Misura[]>>> {
  const rows = rowsOf<{ postazione_id: number; inquinante: string; serie: string | null }>(
    await db.execute(sql`
      SELECT s.postazione_id, s.inquinante, ${aggregate} AS serie
      FROM ${sensori} s JOIN ${monitoraggi} m ON m.sensore_id = s.id ${from}
      WHERE ${where}
      GROUP BY s.postazione_id, s.inquinante`),
  );
  const result = new Map<number, Map<string, Misura[]>>();
  for (const row of rows) {
    const station = result.get(Number(row.postazione_id)) ?? new Map<string, Misura[]>();
    station.set(row.inquinante, parseMisure(row.serie));
    result.set(Number(row.postazione_id), station);
  }
  return result;
}

const iso = (t: number) => sql`${new Date(t).toISOString()}::timestamptz`;

/** The records the calculations read, by station then pollutant. */
export function createLettureRepository(db: Db) {
  return {
    /** The records of these stations in [from, to) (of these pollutants, without the invalid ones, when asked). */
    misure(filter: {
      stations: readonly number[];
      from: number;
      to: number;
      pollutants?: readonly string[];
      withoutInvalid?: boolean;
    }): Promise<Map<number, Map<string, Misura[]>>> {
      if (filter.stations.length === 0 || filter.pollutants?.length === 0) return Promise.resolve(new Map());
      return grouped(
        db,
        sql`s.postazione_id IN (${list(filter.stations)})
          ${filter.pollutants ? sql`AND s.inquinante IN (${list(filter.pollutants)})` : sql``}
          AND m.inizio >= ${iso(filter.from)} AND m.inizio < ${iso(filter.to)}
          ${filter.withoutInvalid ? sql`AND m.validita <> 'invalid'` : sql``}`,
      );
    },

    /** For each station, its records of these pollutants in its own window (after `da`, up to and including `a`). */
    finestre(
      windows: readonly { postazione: number; da: number; a: number }[],
      pollutants: readonly string[],
    ): Promise<Map<number, Map<string, Misura[]>>> {
      if (windows.length === 0) return Promise.resolve(new Map());
      const json = JSON.stringify(
        windows.map((w) => ({
          p: w.postazione,
          da: new Date(w.da).toISOString(),
          a: new Date(w.a).toISOString(),
        })),
      );
      return grouped(
        db,
        sql`s.inquinante IN (${list(pollutants)}) AND m.inizio > w.da AND m.inizio <= w.a`,
        sql`JOIN json_to_recordset(${json}::json) AS w(p integer, da timestamptz, a timestamptz) ON w.p = s.postazione_id`,
      );
    },
  };
}
