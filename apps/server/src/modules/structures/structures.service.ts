import type { Struttura, StrutturaDettaglio, TipologiaStruttura } from '@halo/contract';
import type { Db } from '../../db/database.ts';
import { NotFoundError } from '../../errors.ts';
import type { RegionalService } from '../regional/regional.service.ts';
import { createStructuresRepository, type StructuresRepository } from './structures.repository.ts';

export interface StruttureQuery {
  codRegione?: string;
  codiceAsl?: string;
  tipologia?: string;
  q?: string;
}

/**
 * The hospital facilities. The regional data (regions, comuni, ASL, hospital sites) is reached through the
 * regional service, never through its tables (STYLE.md §1).
 */
export function createStructuresService(deps: {
  repository: StructuresRepository;
  regional: RegionalService;
}) {
  const { repository, regional } = deps;

  return {
    /** codRegione is a region's code (040 = both Trentino provinces) or a Ministry code (041). */
    async list(query: StruttureQuery): Promise<Struttura[]> {
      let codiciRegione: string[] | undefined;
      if (query.codRegione) {
        const regione = (await regional.listRegioni()).find((r) => r.codiceRegione === query.codRegione);
        codiciRegione = regione ? regione.codiciMinisteriali : [query.codRegione];
      }
      const [rows, asl] = await Promise.all([
        repository.list({
          codiciRegione,
          codiceAsl: query.codiceAsl,
          tipologia: query.tipologia,
          q: query.q,
        }),
        regional.listAsl(),
      ]);
      // People read ASL by name, not by code.
      const names = new Map(asl.map((a) => [a.codiceAsl, a.denominazioneAzienda]));
      return rows.map((row) => ({ ...row, denominazioneAsl: names.get(row.codiceAsl) ?? null }));
    },

    async detail(id: number): Promise<StrutturaDettaglio> {
      const struttura = await repository.find(id);
      if (!struttura) {
        throw new NotFoundError('Struttura non trovata.');
      }
      const [comune, asl, presidi] = await Promise.all([
        regional.findComuneByCodiceIstat(struttura.codiceComune),
        regional.findAslByCodice(struttura.codiceAsl),
        regional.listPresidi({ codiceStruttura: struttura.codiceStruttura }),
      ]);
      return {
        ...struttura,
        denominazioneAsl: asl?.denominazioneAzienda ?? null,
        comune: comune ?? null,
        asl: asl ?? null,
        presidi,
      };
    },

    tipologie: (): Promise<TipologiaStruttura[]> => repository.listTipologie(),
  };
}

export type StructuresService = ReturnType<typeof createStructuresService>;

/** The service on a database handle, for the modules that read facilities (calendar owners). */
export function structuresServiceOn(db: Db, regional: RegionalService): StructuresService {
  return createStructuresService({ repository: createStructuresRepository(db), regional });
}
