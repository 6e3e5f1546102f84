import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { rowsOf } from '../../../db/rows.ts';
import { monitoraggi, postazioni, sensori } from '../healthenv.tables.ts';

/** A station's latest record's start and end (null without records), for the index. */
interface LatestOfStation {
  postazione_id: number;
  ultimo: Date | string | null;
  fine: Date | string | null;
}

/** The SQL the index starts from (docs/adr/0027); the records come from healthenv.letture.repository.ts. */
export function createIndiceRepository(db: Db) {
  return {
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
