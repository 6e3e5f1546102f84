import type { Comune, Nazione, Provincia, Quartiere, Regione } from '@halo/contract';
import { and, asc, desc, eq, inArray, like, not, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { searchKey } from './regional.data.ts';
import { firstOf, linkedValues, tableWrites, type Values } from './regional.statements.repository.ts';
import { codiciMinisteriali, comuni, nazioni, province, quartieri, regioni } from './regional.tables.ts';

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

/** The Ministry codes a region's ASL are registered under. */
const codiciOfRegione = {
  table: codiciMinisteriali,
  owner: codiciMinisteriali.regioneId,
  value: codiciMinisteriali.codice,
};

/** Most populous first, then by name: what someone typing a name most likely means. */
const comuneRanking = [sql`${comuni.popolazione2011} desc nulls last`, asc(comuni.denominazione)];

/**
 * The territory (SQL only, STYLE.md §4: rules and errors live in the services): countries, regions with their
 * Ministry codes, provinces, comuni and their search, neighbourhoods.
 */
export function createTerritorioRepository(db: Db) {
  const provinceWhere = (where: SQL): Promise<Provincia[]> =>
    db.select(provinciaColumns).from(province).where(where);
  const comuniWhere = (where: SQL): Promise<Comune[]> => db.select(comuneColumns).from(comuni).where(where);

  /** The first comuni whose code starts with the prefix, by code. */
  const comuniByPrefix = (
    code: typeof comuni.codiceIstat | typeof comuni.codiceCatastale,
    prefix: string,
    limit: number,
  ): Promise<Comune[]> =>
    db
      .select(comuneColumns)
      .from(comuni)
      .where(like(code, `${prefix}%`))
      .orderBy(asc(code))
      .limit(limit);

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
    const codesOf = await linkedValues<string>(db, codiciOfRegione, rows);
    return rows.map((r) => ({ ...r, codiciMinisteriali: codesOf(r.id) }));
  }
  const regioniWrites = tableWrites(db, regioni);
  const provinceWrites = tableWrites(db, province);
  const comuniWrites = tableWrites(db, comuni);
  const quartieriWrites = tableWrites(db, quartieri);
  /** The columns of a region's own table (its Ministry codes are in their own). */
  const regioneColumns = (values: Values<Regione>) => ({
    codiceRegione: values.codiceRegione,
    codiceIstat: values.codiceIstat,
    denominazione: values.denominazioneRegione,
  });
  /** A comune's columns with the key its search matches on. */
  const comuneValues = (values: Values<Comune>) => ({
    ...values,
    nomeRicerca: searchKey(values.denominazione),
  });

  return {
    // countries ------------------------------------------------------------------------------------------------
    listNazioni(): Promise<Nazione[]> {
      return db.select().from(nazioni).orderBy(asc(nazioni.denominazione));
    },

    // regions ----------------------------------------------------------------------------------------------------
    listRegioni: () => regioniWhere(),
    findRegione: (id: number) => firstOf(regioniWhere(eq(regioni.id, id))),
    findRegioneByCodice: (codiceRegione: string) =>
      firstOf(regioniWhere(eq(regioni.codiceRegione, codiceRegione))),
    /** The region an ASL with this code prefix belongs to. */
    async findRegioneByCodiceMinisteriale(codice: string): Promise<Regione | undefined> {
      const [row] = await db
        .select({ regioneId: codiciMinisteriali.regioneId })
        .from(codiciMinisteriali)
        .where(eq(codiciMinisteriali.codice, codice));
      return row ? firstOf(regioniWhere(eq(regioni.id, row.regioneId))) : undefined;
    },
    async insertRegione(values: Values<Regione>): Promise<number> {
      const id = await regioniWrites.insert(regioneColumns(values));
      await db
        .insert(codiciMinisteriali)
        .values(values.codiciMinisteriali.map((codice) => ({ codice, regioneId: id })));
      return id;
    },
    async updateRegione(id: number, version: number, values: Values<Regione>): Promise<boolean> {
      const updated = await regioniWrites.update(id, version, regioneColumns(values));
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
    deleteRegione: regioniWrites.remove,

    // provinces -------------------------------------------------------------------------------------------------
    listProvince(codiceRegione?: string): Promise<Provincia[]> {
      return db
        .select(provinciaColumns)
        .from(province)
        .where(codiceRegione ? eq(province.codiceRegione, codiceRegione) : undefined)
        .orderBy(asc(province.denominazione));
    },
    findProvincia: (id: number) => firstOf(provinceWhere(eq(province.id, id))),
    findProvinciaBySigla: (sigla: string) => firstOf(provinceWhere(eq(province.sigla, sigla))),
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
    insertProvincia: (values: Values<Provincia>) => provinceWrites.insert(values),
    updateProvincia: (id: number, version: number, values: Values<Provincia>) =>
      provinceWrites.update(id, version, values),
    deleteProvincia: provinceWrites.remove,

    // comuni ----------------------------------------------------------------------------------------------------
    listComuni(filter: { siglaProvincia?: string } = {}): Promise<Comune[]> {
      return db
        .select(comuneColumns)
        .from(comuni)
        .where(filter.siglaProvincia ? eq(comuni.siglaProvincia, filter.siglaProvincia) : undefined)
        .orderBy(asc(comuni.denominazione), asc(comuni.codiceIstat));
    },
    findComune: (id: number) => firstOf(comuniWhere(eq(comuni.id, id))),
    findComuneByCodiceIstat: (codiceIstat: string) =>
      firstOf(comuniWhere(eq(comuni.codiceIstat, codiceIstat))),
    findComuneByCodiceCatastale: (code: string) => firstOf(comuniWhere(eq(comuni.codiceCatastale, code))),
    /** The comuni of these ISTAT codes (a code of none is left out), in no order. */
    async listComuniByCodiciIstat(codes: readonly string[]): Promise<Comune[]> {
      return codes.length === 0 ? [] : comuniWhere(inArray(comuni.codiceIstat, [...codes]));
    },
    /** Ids among `ids` that are not comuni. */
    async missingComuni(ids: number[]): Promise<number[]> {
      if (ids.length === 0) {
        return [];
      }
      const found = await db.select({ id: comuni.id }).from(comuni).where(inArray(comuni.id, ids));
      return ids.filter((id) => !found.some((f) => f.id === id));
    },
    insertComune: (values: Values<Comune>) => comuniWrites.insert(comuneValues(values)),
    updateComune: (id: number, version: number, values: Values<Comune>) =>
      comuniWrites.update(id, version, comuneValues(values)),
    deleteComune: comuniWrites.remove,

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
    searchComuniByCodiceIstat: (prefix: string, limit: number) =>
      comuniByPrefix(comuni.codiceIstat, prefix, limit),
    searchComuniByCodiceCatastale: (prefix: string, limit: number) =>
      comuniByPrefix(comuni.codiceCatastale, prefix, limit),

    // neighbourhoods --------------------------------------------------------------------------------------------
    listQuartieri(comuneId?: number): Promise<Quartiere[]> {
      return db
        .select(quartiereColumns)
        .from(quartieri)
        .where(comuneId ? eq(quartieri.comuneId, comuneId) : undefined)
        .orderBy(asc(quartieri.denominazione), asc(quartieri.id));
    },
    findQuartiere: (id: number): Promise<Quartiere | undefined> =>
      firstOf(db.select(quartiereColumns).from(quartieri).where(eq(quartieri.id, id))),
    insertQuartiere: (values: Values<Quartiere>) => quartieriWrites.insert(values),
    updateQuartiere: (id: number, version: number, values: Omit<Values<Quartiere>, 'demo'>) =>
      quartieriWrites.update(id, version, values),
    deleteQuartiere: quartieriWrites.remove,
  };
}
