import { asc } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { postazioni } from '../healthenv.tables.ts';

/** The SQL the annual report starts from (docs/adr/0027); the records come from healthenv.letture.repository.ts. */
export function createRapportoRepository(db: Db) {
  return {
    /** Every station, archived ones too, by region and name. */
    stationsByRegion() {
      return db.select().from(postazioni).orderBy(asc(postazioni.regione), asc(postazioni.nomeCompleto));
    },
  };
}
