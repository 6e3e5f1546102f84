import { annoDi, superamentiAnno } from '../healthenv.calcoli.ts';
import { type ReadingDeps, readingsOf } from '../healthenv.readings.ts';
import { HOUR } from '../healthenv.rules.ts';
import { readSoglie } from '../soglie/soglie.service.ts';
import { createRapportoRepository } from './rapporto.repository.ts';

export type RapportoDeps = ReadingDeps;

/** The annual report (docs/adr/0027): every station with data in the year, with its exceedance rows. */
export function createRapportoService(deps: RapportoDeps) {
  const { db } = deps;
  const repo = createRapportoRepository(db);
  const { letture, now } = readingsOf(deps);

  return {
    async rapporto(anno: number) {
      const config = await readSoglie(db);
      const year = annoDi(anno, now());
      const limited = [...new Set(config.limiti.map((l) => l.inquinante))];
      const stations = await repo.stationsByRegion();
      const data = await letture.misure({
        stations: stations.map((s) => s.id),
        from: year.inizio - 8 * HOUR,
        to: year.fine,
        pollutants: limited,
      });
      return stations.flatMap((s) => {
        const righe = superamentiAnno(data.get(s.id) ?? new Map(), anno, config, now());
        return righe.length === 0
          ? []
          : [
              {
                postazioneId: s.id,
                codice: s.codice,
                nomeCompleto: s.nomeCompleto,
                provincia: s.provincia,
                regione: s.regione,
                righe,
              },
            ];
      });
    },
  };
}

export type RapportoService = ReturnType<typeof createRapportoService>;
