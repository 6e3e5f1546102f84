import type { Struttura, TipologiaStruttura } from '@halo/contract';
import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { strutture, tipologie } from './structures.tables.ts';

const strutturaColumns = {
  id: strutture.id,
  codiceStruttura: strutture.codiceStruttura,
  denominazione: strutture.denominazione,
  codiceRegione: strutture.codiceRegione,
  codiceAsl: strutture.codiceAsl,
  codiceAzienda: strutture.codiceAzienda,
  codiceComune: strutture.codiceComune,
  tipologiaCodice: tipologie.codice,
  tipologiaDescrizione: tipologie.descrizione,
  naturaGiuridica: strutture.naturaGiuridica,
};

/** A facility as its table has it: the ASL's name comes from the regional data (the service adds it). */
export type StrutturaRow = Omit<Struttura, 'denominazioneAsl'>;

type Row = { tipologiaCodice: string; tipologiaDescrizione: string } & Omit<StrutturaRow, 'tipologia'>;

function toStruttura({ tipologiaCodice, tipologiaDescrizione, ...rest }: Row): StrutturaRow {
  return { ...rest, tipologia: { codice: tipologiaCodice, descrizione: tipologiaDescrizione } };
}

export interface StruttureFilter {
  /** Ministry codes of the region (Trentino-Alto Adige has two). */
  codiciRegione?: string[];
  codiceAsl?: string;
  tipologia?: string;
  q?: string;
}

export function createStructuresRepository(db: Db) {
  function query(where?: SQL) {
    return db
      .select(strutturaColumns)
      .from(strutture)
      .innerJoin(tipologie, eq(tipologie.codice, strutture.tipologia))
      .where(where)
      .orderBy(asc(strutture.denominazione), asc(strutture.codiceStruttura));
  }

  return {
    async list(filter: StruttureFilter = {}): Promise<StrutturaRow[]> {
      const conditions: (SQL | undefined)[] = [];
      if (filter.codiciRegione) {
        conditions.push(or(...filter.codiciRegione.map((c) => eq(strutture.codiceRegione, c))));
      }
      if (filter.codiceAsl) {
        conditions.push(eq(strutture.codiceAsl, filter.codiceAsl));
      }
      if (filter.tipologia) {
        conditions.push(eq(strutture.tipologia, filter.tipologia));
      }
      if (filter.q) {
        const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(
          or(ilike(strutture.denominazione, pattern), ilike(strutture.codiceStruttura, pattern)),
        );
      }
      const rows = await query(conditions.length > 0 ? and(...conditions) : undefined);
      return rows.map(toStruttura);
    },

    async find(id: number): Promise<StrutturaRow | undefined> {
      const [row] = await query(eq(strutture.id, id));
      return row ? toStruttura(row) : undefined;
    },

    listTipologie(): Promise<TipologiaStruttura[]> {
      return db.select().from(tipologie).orderBy(asc(tipologie.codice));
    },
  };
}

export type StructuresRepository = ReturnType<typeof createStructuresRepository>;
