import type { Db } from '../../db/database.ts';
import { createLettureRepository } from './healthenv.letture.repository.ts';

/** What a service reading the stations' data is built on; `clock` for the tests' "now". */
export interface ReadingDeps {
  db: Db;
  clock?: () => Date;
}

/** The readings and the clock of the index, the report and one station's page (the year and day they are in). */
export function readingsOf(deps: ReadingDeps) {
  return {
    letture: createLettureRepository(deps.db),
    now: deps.clock ?? (() => new Date()),
  };
}
