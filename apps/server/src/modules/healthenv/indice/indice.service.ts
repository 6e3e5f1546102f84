import type { Inquinante } from '@halo/contract/healthenv';
import type { IndicePostazione } from '@halo/contract/healthenv/indice';
import { EAQI_MEDIE } from '@halo/contract/healthenv/soglie';
import { indicePostazione, type Misura } from '../healthenv.calcoli.ts';
import { type ReadingDeps, readingsOf } from '../healthenv.readings.ts';
import { DAY, HOUR } from '../healthenv.rules.ts';
import { readSoglie } from '../soglie/soglie.service.ts';
import { createIndiceRepository } from './indice.repository.ts';

export type IndiceDeps = ReadingDeps;

/** The European Air Quality Index of every active station at its latest data (docs/adr/0027). */
export function createIndiceService(deps: IndiceDeps) {
  const { db } = deps;
  const repo = createIndiceRepository(db);
  const { letture, now } = readingsOf(deps);

  return {
    /**
     * The index of every active station at its latest record: the latest start per sensor comes from one index
     * probe each; then the last 24 hours of the index pollutants before each station's latest start, in one query.
     */
    async indice(): Promise<IndicePostazione[]> {
      const config = await readSoglie(db);
      const latest = await repo.latestOfStations();
      const windows = latest.flatMap((l) => {
        if (l.ultimo === null) return [];
        const a = new Date(l.ultimo).getTime();
        return [{ postazione: Number(l.postazione_id), da: a - DAY, a }];
      });
      const recent = await letture.finestre(windows, Object.keys(EAQI_MEDIE));
      const silence = config.silenzioOre * HOUR;
      return latest.map((l) => {
        const id = Number(l.postazione_id);
        const t = l.ultimo === null ? null : new Date(l.ultimo).getTime();
        const aggiornato = l.fine !== null && now().getTime() - new Date(l.fine).getTime() <= silence;
        const misure = (recent.get(id) ?? new Map()) as Map<Inquinante, Misura[]>;
        return indicePostazione(id, misure, t, config.bandeEaqi, aggiornato);
      });
    },
  };
}

export type IndiceService = ReturnType<typeof createIndiceService>;
