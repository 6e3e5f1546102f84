import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { postazioni, sensori } from '../healthenv.tables.ts';

/** The SQL a station's analyses start from (docs/adr/0027); the records come from healthenv.letture.repository.ts. */
export function createPostazioneRepository(db: Db) {
  return {
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
  };
}
