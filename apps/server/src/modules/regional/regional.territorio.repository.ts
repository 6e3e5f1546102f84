import type { Comune, Nazione, Provincia, Quartiere, Regione } from '@halo/contract';
import { and, asc, desc, eq, inArray, like, not, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { required } from '../../db/rows.ts';
import { compareAndSet } from '../../db/versioned.ts';
import { searchKey } from './regional.data.ts';
import { codiciMinisteriali, comuni, nazioni, province, quartieri, regioni } from './regional.tables.ts';

type Values<T> = Omit<T, 'id' | 'version'>;

const comuneColumns = {
  id: comuni.id,
  codiceIstat: comuni.codiceIstat,
  denominazione: comuni.denominazione,
  siglaProvincia: comuni.siglaProvincia,
  codiceCatastale: comuni.codiceCatastale,
  popolazione2011: comuni.popolazione2011,
  version: comuni.version,
};

const provinciaColumns = {
  id: province.id,
  sigla: province.sigla,
  codiceIstat: province.codiceIstat,
  denominazione: province.denominazione,
  codiceRegione: province.codiceRegione,
  version: province.version,
};

const quartiereColumns = {
  id: quartieri.id,
  denominazione: quartieri.denominazione,
  comuneId: quartieri.comuneId,
  demo: quartieri.demo,
  version: quartieri.version,
};

/** Most populous first, then by name: what someone typing a name most likely means. */
const comuneRanking = [sql`${comuni.popolazione2011} desc nulls last`, asc(comuni.denominazione)];

/**
 * The territory (SQL only, STYLE.md §4: rules and errors live in the services): countries, regions with their
 * Ministry codes, provinces, comuni and their search, neighbourhoods.
 */
export function createTerritorioRepository(db: Db) {
  async function regioniWhere(where?: SQL): Promise<Regione[]> {
    const rows = await db
      .select({
        id: regioni.id,
        codiceRegione: regioni.codiceRegione,
        codiceIstat: regioni.codiceIstat,
        denominazioneRegione: regioni.denominazione,
        version: regioni.version,
      })
      .from(regioni)
      .where(where)
      .orderBy(asc(regioni.codiceRegione));
    if (rows.length === 0) {
      return [];
    }
    const codes = await db
      .select()
      .from(codiciMinisteriali)
      .where(
        inArray(
          codiciMinisteriali.regioneId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(codiciMinisteriali.codice));
    return rows.map((r) => ({
      ...r,
      codiciMinisteriali: codes.filter((c) => c.regioneId === r.id).map((c) => c.codice),
    }));
  }

  return {
    // countries ------------------------------------------------------------------------------------------------
    listNazioni(): Promise<Nazione[]> {
      return db.select().from(nazioni).orderBy(asc(nazioni.denominazione));
    },

    // regions ----------------------------------------------------------------------------------------------------
    listRegioni: () => regioniWhere(),
    async findRegione(id: number): Promise<Regione | undefined> {
      return (await regioniWhere(eq(regioni.id, id)))[0];
    },
    async findRegioneByCodice(codiceRegione: string): Promise<Regione | undefined> {
      return (await regioniWhere(eq(regioni.codiceRegione, codiceRegione)))[0];
    },
    /** The region an ASL with this code prefix belongs to. */
    async findRegioneByCodiceMinisteriale(codice: string): Promise<Regione | undefined> {
      const [row] = await db
        .select({ regioneId: codiciMinisteriali.regioneId })
        .from(codiciMinisteriali)
        .where(eq(codiciMinisteriali.codice, codice));
      return row ? (await regioniWhere(eq(regioni.id, row.regioneId)))[0] : undefined;
    },
    async insertRegione(values: Values<Regione>): Promise<number> {
      const [row] = await db
        .insert(regioni)
        .values({
          codiceRegione: values.codiceRegione,
          codiceIstat: values.codiceIstat,
          denominazione: values.denominazioneRegione,
        })
        .returning({ id: regioni.id });
      const id = required(row, 'row').id;
      await db
        .insert(codiciMinisteriali)
        .values(values.codiciMinisteriali.map((codice) => ({ codice, regioneId: id })));
      return id;
    },
    async updateRegione(id: number, version: number, values: Values<Regione>): Promise<boolean> {
      const updated = await compareAndSet(
        db,
        regioni,
        { id, version },
        {
          codiceRegione: values.codiceRegione,
          codiceIstat: values.codiceIstat,
          denominazione: values.denominazioneRegione,
        },
      );
      if (updated) {
        const current = await db
          .select({ codice: codiciMinisteriali.codice })
          .from(codiciMinisteriali)
          .where(eq(codiciMinisteriali.regioneId, id));
        const removed = current.map((c) => c.codice).filter((c) => !values.codiciMinisteriali.includes(c));
        const added = values.codiciMinisteriali.filter((c) => !current.some((x) => x.codice === c));
        if (removed.length > 0) {
          await db.delete(codiciMinisteriali).where(inArray(codiciMinisteriali.codice, removed));
        }
        if (added.length > 0) {
          await db.insert(codiciMinisteriali).values(added.map((codice) => ({ codice, regioneId: id })));
        }
      }
      return updated;
    },
    async deleteRegione(id: number): Promise<void> {
      await db.delete(regioni).where(eq(regioni.id, id));
    },

    // provinces -------------------------------------------------------------------------------------------------
    listProvince(codiceRegione?: string): Promise<Provincia[]> {
      return db
        .select(provinciaColumns)
        .from(province)
        .where(codiceRegione ? eq(province.codiceRegione, codiceRegione) : undefined)
        .orderBy(asc(province.denominazione));
    },
    async findProvincia(id: number): Promise<Provincia | undefined> {
      const [row] = await db.select(provinciaColumns).from(province).where(eq(province.id, id));
      return row;
    },
    async findProvinciaBySigla(sigla: string): Promise<Provincia | undefined> {
      const [row] = await db.select(provinciaColumns).from(province).where(eq(province.sigla, sigla));
      return row;
    },
    /**
     * By name, ignoring case and accents ("forli-cesena" finds "Forlì-Cesena"); a bilingual name matches by
     * either language ("Bolzano" finds "Bolzano/Bozen").
     */
    async findProvinciaByDenominazione(name: string): Promise<Provincia | undefined> {
      const key = searchKey(name);
      const candidates = await db.select(provinciaColumns).from(province);
      return (
        candidates.find((p) => searchKey(p.denominazione) === key) ??
        candidates.find((p) => p.denominazione.split('/').some((part) => searchKey(part) === key))
      );
    },
    async insertProvincia(values: Values<Provincia>): Promise<number> {
      const [row] = await db.insert(province).values(values).returning({ id: province.id });
      return required(row, 'row').id;
    },
    updateProvincia: (id: number, version: number, values: Values<Provincia>) =>
      compareAndSet(db, province, { id, version }, values),
    async deleteProvincia(id: number): Promise<void> {
      await db.delete(province).where(eq(province.id, id));
    },

    // comuni ----------------------------------------------------------------------------------------------------
    listComuni(filter: { siglaProvincia?: string } = {}): Promise<Comune[]> {
      return db
        .select(comuneColumns)
        .from(comuni)
        .where(filter.siglaProvincia ? eq(comuni.siglaProvincia, filter.siglaProvincia) : undefined)
        .orderBy(asc(comuni.denominazione), asc(comuni.codiceIstat));
    },
    async findComune(id: number): Promise<Comune | undefined> {
      const [row] = await db.select(comuneColumns).from(comuni).where(eq(comuni.id, id));
      return row;
    },
    async findComuneByCodiceIstat(codiceIstat: string): Promise<Comune | undefined> {
      const [row] = await db.select(comuneColumns).from(comuni).where(eq(comuni.codiceIstat, codiceIstat));
      return row;
    },
    async findComuneByCodiceCatastale(code: string): Promise<Comune | undefined> {
      const [row] = await db.select(comuneColumns).from(comuni).where(eq(comuni.codiceCatastale, code));
      return row;
    },
    /** Ids among `ids` that are not comuni. */
    async missingComuni(ids: number[]): Promise<number[]> {
      if (ids.length === 0) {
        return [];
      }
      const found = await db.select({ id: comuni.id }).from(comuni).where(inArray(comuni.id, ids));
      return ids.filter((id) => !found.some((f) => f.id === id));
    },
    async insertComune(values: Values<Comune>): Promise<number> {
      const [row] = await db
        .insert(comuni)
        .values({ ...values, nomeRicerca: searchKey(values.denominazione) })
        .returning({ id: comuni.id });
      return required(row, 'row').id;
    },
    updateComune: (id: number, version: number, values: Values<Comune>) =>
      compareAndSet(db, comuni, { id, version }, { ...values, nomeRicerca: searchKey(values.denominazione) }),
    async deleteComune(id: number): Promise<void> {
      await db.delete(comuni).where(eq(comuni.id, id));
    },

    /** Comuni whose name, or a word of it, starts with the key; name-prefix matches first (indexed). */
    async searchComuniByName(text: string, limit: number): Promise<Comune[]> {
      const key = searchKey(text);
      if (!key) {
        return [];
      }
      const prefix = await db
        .select(comuneColumns)
        .from(comuni)
        .where(like(comuni.nomeRicerca, `${key}%`))
        .orderBy(desc(sql`${comuni.nomeRicerca} = ${key}`), ...comuneRanking)
        .limit(limit);
      if (prefix.length >= limit) {
        return prefix;
      }
      const words = key
        .split(' ')
        .map((w) => or(like(comuni.nomeRicerca, `${w}%`), like(comuni.nomeRicerca, `% ${w}%`)));
      const more = await db
        .select(comuneColumns)
        .from(comuni)
        .where(and(...words, not(like(comuni.nomeRicerca, `${key}%`))))
        .orderBy(...comuneRanking)
        .limit(limit - prefix.length);
      return [...prefix, ...more];
    },
    searchComuniByCodiceIstat(prefix: string, limit: number): Promise<Comune[]> {
      return db
        .select(comuneColumns)
        .from(comuni)
        .where(like(comuni.codiceIstat, `${prefix}%`))
        .orderBy(asc(comuni.codiceIstat))
        .limit(limit);
    },
    searchComuniByCodiceCatastale(prefix: string, limit: number): Promise<Comune[]> {
      return db
        .select(comuneColumns)
        .from(comuni)
        .where(like(comuni.codiceCatastale, `${prefix}%`))
        .orderBy(asc(comuni.codiceCatastale))
        .limit(limit);
    },

    // neighbourhoods --------------------------------------------------------------------------------------------
    listQuartieri(comuneId?: number): Promise<Quartiere[]> {
      return db
        .select(quartiereColumns)
        .from(quartieri)
        .where(comuneId ? eq(quartieri.comuneId, comuneId) : undefined)
        .orderBy(asc(quartieri.denominazione), asc(quartieri.id));
    },
    async findQuartiere(id: number): Promise<Quartiere | undefined> {
      const [row] = await db.select(quartiereColumns).from(quartieri).where(eq(quartieri.id, id));
      return row;
    },
    async insertQuartiere(values: Values<Quartiere>): Promise<number> {
      const [row] = await db.insert(quartieri).values(values).returning({ id: quartieri.id });
      return required(row, 'row').id;
    },
    updateQuartiere: (id: number, version: number, values: Omit<Values<Quartiere>, 'demo'>) =>
      compareAndSet(db, quartieri, { id, version }, values),
    async deleteQuartiere(id: number): Promise<void> {
      await db.delete(quartieri).where(eq(quartieri.id, id));
    },
  };
}
