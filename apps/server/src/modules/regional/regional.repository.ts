import type {
  Asl,
  Comune,
  Dipartimento,
  Distretto,
  Nazione,
  PresidioOspedaliero,
  Provincia,
  Quartiere,
  Regione,
  UnitaOperativa,
} from '@halo/contract';
import { and, asc, desc, eq, inArray, like, not, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { required } from '../../db/rows.ts';
import { compareAndSet } from '../../db/versioned.ts';
import { searchKey } from './regional.data.ts';
import {
  asl,
  codiciMinisteriali,
  comuni,
  dipartimenti,
  distretti,
  distrettiComuni,
  nazioni,
  presidiOspedalieri,
  province,
  quartieri,
  regioni,
  unitaOperative,
} from './regional.tables.ts';

/** A child record that stops its parent from being deleted (listed in the 409's details). */
export interface ChildRef {
  kind: string;
  id: number;
  label: string;
}

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

const aslColumns = {
  id: asl.id,
  codiceAsl: asl.codiceAsl,
  codiceRegione: asl.codiceRegione,
  codiceAzienda: sql<string>`right(${asl.codiceAsl}, 3)`,
  regioneId: codiciMinisteriali.regioneId,
  denominazioneAzienda: asl.denominazioneAzienda,
  indirizzo: asl.indirizzo,
  cap: asl.cap,
  comuneSedeIstat: asl.comuneSedeIstat,
  version: asl.version,
};

const distrettoColumns = {
  id: distretti.id,
  codiceDistretto: distretti.codiceDistretto,
  distrettoSanitario: distretti.distrettoSanitario,
  codiceAsl: distretti.codiceAsl,
  demo: distretti.demo,
  version: distretti.version,
};

const dipartimentoColumns = {
  id: dipartimenti.id,
  denominazione: dipartimenti.denominazione,
  distrettoId: dipartimenti.distrettoId,
  codiceAsl: distretti.codiceAsl,
  demo: dipartimenti.demo,
  version: dipartimenti.version,
};

const presidioColumns = {
  id: presidiOspedalieri.id,
  codiceStruttura: presidiOspedalieri.codiceStruttura,
  subcodice: presidiOspedalieri.subcodice,
  denominazione: presidiOspedalieri.denominazione,
  codiceRegione: presidiOspedalieri.codiceRegione,
  codiceAsl: presidiOspedalieri.codiceAsl,
  distrettoId: presidiOspedalieri.distrettoId,
  demo: presidiOspedalieri.demo,
  version: presidiOspedalieri.version,
};

const unitaAsl = sql<string | null>`coalesce(${distretti.codiceAsl}, ${presidiOspedalieri.codiceAsl})`;

const unitaColumns = {
  id: unitaOperative.id,
  denominazione: unitaOperative.denominazione,
  dipartimentoId: unitaOperative.dipartimentoId,
  presidioId: unitaOperative.presidioId,
  codiceAsl: unitaAsl,
  demo: unitaOperative.demo,
  version: unitaOperative.version,
};

const withPresidioCode = <T extends { codiceStruttura: string; subcodice: string }>(row: T) => ({
  ...row,
  codicePresidio: `${row.codiceStruttura}.${row.subcodice}`,
});

/** Most populous first, then by name: what someone typing a name most likely means. */
const comuneRanking = [sql`${comuni.popolazione2011} desc nulls last`, asc(comuni.denominazione)];

/** SQL only (STYLE.md §4): rules and errors live in the service. */
export function createRegionalRepository(db: Db) {
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

  async function distrettiWhere(where?: SQL): Promise<Distretto[]> {
    const rows = await db
      .select(distrettoColumns)
      .from(distretti)
      .where(where)
      .orderBy(asc(distretti.codiceAsl), asc(distretti.distrettoSanitario), asc(distretti.id));
    if (rows.length === 0) {
      return [];
    }
    const links = await db
      .select()
      .from(distrettiComuni)
      .where(
        inArray(
          distrettiComuni.distrettoId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(distrettiComuni.comuneId));
    return rows.map((r) => ({
      ...r,
      comuniAnnessi: links.filter((l) => l.distrettoId === r.id).map((l) => l.comuneId),
    }));
  }

  function aslQuery(where?: SQL) {
    return db
      .select(aslColumns)
      .from(asl)
      .innerJoin(codiciMinisteriali, eq(codiciMinisteriali.codice, asl.codiceRegione))
      .where(where)
      .orderBy(asc(asl.codiceAsl));
  }

  function dipartimentiQuery(where?: SQL) {
    return db
      .select(dipartimentoColumns)
      .from(dipartimenti)
      .innerJoin(distretti, eq(distretti.id, dipartimenti.distrettoId))
      .where(where)
      .orderBy(asc(dipartimenti.denominazione), asc(dipartimenti.id));
  }

  async function presidiWhere(where?: SQL): Promise<PresidioOspedaliero[]> {
    const rows = await db
      .select(presidioColumns)
      .from(presidiOspedalieri)
      .where(where)
      .orderBy(asc(presidiOspedalieri.codiceStruttura), asc(presidiOspedalieri.subcodice));
    return rows.map(withPresidioCode);
  }

  function unitaQuery(where?: SQL) {
    return db
      .select(unitaColumns)
      .from(unitaOperative)
      .leftJoin(dipartimenti, eq(dipartimenti.id, unitaOperative.dipartimentoId))
      .leftJoin(distretti, eq(distretti.id, dipartimenti.distrettoId))
      .leftJoin(presidiOspedalieri, eq(presidiOspedalieri.id, unitaOperative.presidioId))
      .where(where)
      .orderBy(asc(unitaOperative.denominazione), asc(unitaOperative.id));
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
    async childrenOfRegione(regione: Regione): Promise<ChildRef[]> {
      const provs = await db
        .select({ id: province.id, sigla: province.sigla, denominazione: province.denominazione })
        .from(province)
        .where(eq(province.codiceRegione, regione.codiceRegione))
        .orderBy(asc(province.sigla));
      const asls = await aslQuery(eq(codiciMinisteriali.regioneId, regione.id));
      return [
        ...provs.map((p) => ({ kind: 'province', id: p.id, label: `${p.sigla} - ${p.denominazione}` })),
        ...asls.map((a) => ({ kind: 'asl', id: a.id, label: `${a.codiceAsl} - ${a.denominazioneAzienda}` })),
      ];
    },
    /** ASL registered under one of the codes, to check that a region keeps the codes its ASL use. */
    aslByCodiciRegione(codes: string[]) {
      return codes.length === 0 ? Promise.resolve([]) : aslQuery(inArray(asl.codiceRegione, codes));
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
    async childrenOfProvincia(provincia: Provincia): Promise<ChildRef[]> {
      const rows = await db
        .select({ id: comuni.id, codiceIstat: comuni.codiceIstat, denominazione: comuni.denominazione })
        .from(comuni)
        .where(eq(comuni.siglaProvincia, provincia.sigla))
        .orderBy(asc(comuni.denominazione));
      return rows.map((c) => ({ kind: 'comuni', id: c.id, label: `${c.codiceIstat} - ${c.denominazione}` }));
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
    async childrenOfComune(comune: Comune): Promise<ChildRef[]> {
      const qs = await db
        .select({ id: quartieri.id, denominazione: quartieri.denominazione })
        .from(quartieri)
        .where(eq(quartieri.comuneId, comune.id))
        .orderBy(asc(quartieri.denominazione));
      const ds = await db
        .select({ id: distretti.id, nome: distretti.distrettoSanitario })
        .from(distrettiComuni)
        .innerJoin(distretti, eq(distretti.id, distrettiComuni.distrettoId))
        .where(eq(distrettiComuni.comuneId, comune.id))
        .orderBy(asc(distretti.distrettoSanitario));
      return [
        ...qs.map((q) => ({ kind: 'quartieri', id: q.id, label: q.denominazione })),
        ...ds.map((d) => ({ kind: 'distretti', id: d.id, label: d.nome })),
      ];
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

    // health authorities ----------------------------------------------------------------------------------------
    /** By region: its own code (040 gives both Trentino ASL) or an ASL code prefix (041). */
    listAsl(filter: { codRegione?: string; codAzienda?: string; codiceAsl?: string } = {}): Promise<Asl[]> {
      const conditions: SQL[] = [];
      if (filter.codRegione) {
        const byRegion = or(
          eq(asl.codiceRegione, filter.codRegione),
          inArray(
            codiciMinisteriali.regioneId,
            db.select({ id: regioni.id }).from(regioni).where(eq(regioni.codiceRegione, filter.codRegione)),
          ),
        );
        if (byRegion) {
          conditions.push(byRegion);
        }
      }
      if (filter.codAzienda) {
        conditions.push(sql`right(${asl.codiceAsl}, 3) = ${filter.codAzienda}`);
      }
      if (filter.codiceAsl) {
        conditions.push(eq(asl.codiceAsl, filter.codiceAsl));
      }
      return aslQuery(conditions.length > 0 ? and(...conditions) : undefined);
    },
    async findAsl(id: number): Promise<Asl | undefined> {
      return (await aslQuery(eq(asl.id, id)))[0];
    },
    async findAslByCodice(codiceAsl: string): Promise<Asl | undefined> {
      return (await aslQuery(eq(asl.codiceAsl, codiceAsl)))[0];
    },
    async insertAsl(values: Omit<Values<Asl>, 'codiceAzienda' | 'regioneId'>): Promise<number> {
      const [row] = await db.insert(asl).values(values).returning({ id: asl.id });
      return required(row, 'row').id;
    },
    updateAsl: (id: number, version: number, values: Omit<Values<Asl>, 'codiceAzienda' | 'regioneId'>) =>
      compareAndSet(db, asl, { id, version }, values),
    async deleteAsl(id: number): Promise<void> {
      await db.delete(asl).where(eq(asl.id, id));
    },
    async childrenOfAsl(codiceAsl: string): Promise<ChildRef[]> {
      const ds = await db
        .select({ id: distretti.id, nome: distretti.distrettoSanitario })
        .from(distretti)
        .where(eq(distretti.codiceAsl, codiceAsl))
        .orderBy(asc(distretti.distrettoSanitario));
      const ps = await presidiWhere(eq(presidiOspedalieri.codiceAsl, codiceAsl));
      return [
        ...ds.map((d) => ({ kind: 'distretti', id: d.id, label: d.nome })),
        ...ps.map((p) => ({
          kind: 'presidiospedalieri',
          id: p.id,
          label: `${p.codicePresidio} - ${p.denominazione}`,
        })),
      ];
    },

    // districts -------------------------------------------------------------------------------------------------
    listDistretti: (codiceAsl?: string) =>
      distrettiWhere(codiceAsl ? eq(distretti.codiceAsl, codiceAsl) : undefined),
    listDistrettiByProvincia: (sigla: string) =>
      distrettiWhere(
        inArray(
          distretti.id,
          db
            .select({ id: distrettiComuni.distrettoId })
            .from(distrettiComuni)
            .innerJoin(comuni, eq(comuni.id, distrettiComuni.comuneId))
            .where(eq(comuni.siglaProvincia, sigla)),
        ),
      ),
    listDistrettiByComune: (comuneId: number) =>
      distrettiWhere(
        inArray(
          distretti.id,
          db
            .select({ id: distrettiComuni.distrettoId })
            .from(distrettiComuni)
            .where(eq(distrettiComuni.comuneId, comuneId)),
        ),
      ),
    async findDistretto(id: number): Promise<Distretto | undefined> {
      return (await distrettiWhere(eq(distretti.id, id)))[0];
    },
    async insertDistretto(
      values: Omit<Values<Distretto>, 'comuniAnnessi'>,
      comuniAnnessi: number[],
    ): Promise<number> {
      const [row] = await db.insert(distretti).values(values).returning({ id: distretti.id });
      const id = required(row, 'row').id;
      if (comuniAnnessi.length > 0) {
        await db
          .insert(distrettiComuni)
          .values(comuniAnnessi.map((comuneId) => ({ distrettoId: id, comuneId })));
      }
      return id;
    },
    async updateDistretto(
      id: number,
      version: number,
      values: Omit<Values<Distretto>, 'comuniAnnessi' | 'demo'>,
      comuniAnnessi: number[],
    ): Promise<boolean> {
      const updated = await compareAndSet(db, distretti, { id, version }, values);
      if (updated) {
        await db.delete(distrettiComuni).where(eq(distrettiComuni.distrettoId, id));
        if (comuniAnnessi.length > 0) {
          await db
            .insert(distrettiComuni)
            .values(comuniAnnessi.map((comuneId) => ({ distrettoId: id, comuneId })));
        }
      }
      return updated;
    },
    async deleteDistretto(id: number): Promise<void> {
      await db.delete(distretti).where(eq(distretti.id, id));
    },
    async childrenOfDistretto(id: number): Promise<ChildRef[]> {
      const deps = await dipartimentiQuery(eq(dipartimenti.distrettoId, id));
      const ps = await presidiWhere(eq(presidiOspedalieri.distrettoId, id));
      return [
        ...deps.map((d) => ({ kind: 'dipartimenti', id: d.id, label: d.denominazione })),
        ...ps.map((p) => ({
          kind: 'presidiospedalieri',
          id: p.id,
          label: `${p.codicePresidio} - ${p.denominazione}`,
        })),
      ];
    },

    // departments -----------------------------------------------------------------------------------------------
    listDipartimenti(filter: { distretto?: number; codiceAsl?: string } = {}): Promise<Dipartimento[]> {
      const conditions: SQL[] = [];
      if (filter.distretto) {
        conditions.push(eq(dipartimenti.distrettoId, filter.distretto));
      }
      if (filter.codiceAsl) {
        conditions.push(eq(distretti.codiceAsl, filter.codiceAsl));
      }
      return dipartimentiQuery(conditions.length > 0 ? and(...conditions) : undefined);
    },
    async findDipartimento(id: number): Promise<Dipartimento | undefined> {
      return (await dipartimentiQuery(eq(dipartimenti.id, id)))[0];
    },
    async insertDipartimento(values: {
      denominazione: string;
      distrettoId: number;
      demo: boolean;
    }): Promise<number> {
      const [row] = await db.insert(dipartimenti).values(values).returning({ id: dipartimenti.id });
      return required(row, 'row').id;
    },
    updateDipartimento: (
      id: number,
      version: number,
      values: { denominazione: string; distrettoId: number },
    ) => compareAndSet(db, dipartimenti, { id, version }, values),
    async deleteDipartimento(id: number): Promise<void> {
      await db.delete(dipartimenti).where(eq(dipartimenti.id, id));
    },
    async childrenOfDipartimento(id: number): Promise<ChildRef[]> {
      const rows = await unitaQuery(eq(unitaOperative.dipartimentoId, id));
      return rows.map((u) => ({ kind: 'unitaoperative', id: u.id, label: u.denominazione }));
    },

    // hospital sites --------------------------------------------------------------------------------------------
    listPresidi(
      filter: { codRegione?: string; codiceAsl?: string; distretto?: number; codiceStruttura?: string } = {},
    ): Promise<PresidioOspedaliero[]> {
      const conditions: SQL[] = [];
      if (filter.codRegione) {
        const byRegion = or(
          eq(presidiOspedalieri.codiceRegione, filter.codRegione),
          inArray(
            presidiOspedalieri.codiceRegione,
            db
              .select({ codice: codiciMinisteriali.codice })
              .from(codiciMinisteriali)
              .innerJoin(regioni, eq(regioni.id, codiciMinisteriali.regioneId))
              .where(eq(regioni.codiceRegione, filter.codRegione)),
          ),
        );
        if (byRegion) {
          conditions.push(byRegion);
        }
      }
      if (filter.codiceAsl) {
        conditions.push(eq(presidiOspedalieri.codiceAsl, filter.codiceAsl));
      }
      if (filter.distretto) {
        conditions.push(eq(presidiOspedalieri.distrettoId, filter.distretto));
      }
      if (filter.codiceStruttura) {
        conditions.push(eq(presidiOspedalieri.codiceStruttura, filter.codiceStruttura));
      }
      return presidiWhere(conditions.length > 0 ? and(...conditions) : undefined);
    },
    async findPresidio(id: number): Promise<PresidioOspedaliero | undefined> {
      return (await presidiWhere(eq(presidiOspedalieri.id, id)))[0];
    },
    async insertPresidio(values: Omit<Values<PresidioOspedaliero>, 'codicePresidio'>): Promise<number> {
      const [row] = await db
        .insert(presidiOspedalieri)
        .values(values)
        .returning({ id: presidiOspedalieri.id });
      return required(row, 'row').id;
    },
    updatePresidio: (
      id: number,
      version: number,
      values: Omit<Values<PresidioOspedaliero>, 'codicePresidio' | 'demo'>,
    ) => compareAndSet(db, presidiOspedalieri, { id, version }, values),
    async deletePresidio(id: number): Promise<void> {
      await db.delete(presidiOspedalieri).where(eq(presidiOspedalieri.id, id));
    },
    async childrenOfPresidio(id: number): Promise<ChildRef[]> {
      const rows = await unitaQuery(eq(unitaOperative.presidioId, id));
      return rows.map((u) => ({ kind: 'unitaoperative', id: u.id, label: u.denominazione }));
    },

    // operating units -------------------------------------------------------------------------------------------
    listUnita(
      filter: { dipartimento?: number; presidio?: number; codiceAsl?: string } = {},
    ): Promise<UnitaOperativa[]> {
      const conditions: SQL[] = [];
      if (filter.dipartimento) {
        conditions.push(eq(unitaOperative.dipartimentoId, filter.dipartimento));
      }
      if (filter.presidio) {
        conditions.push(eq(unitaOperative.presidioId, filter.presidio));
      }
      if (filter.codiceAsl) {
        conditions.push(sql`${unitaAsl} = ${filter.codiceAsl}`);
      }
      return unitaQuery(conditions.length > 0 ? and(...conditions) : undefined);
    },
    async findUnita(id: number): Promise<UnitaOperativa | undefined> {
      return (await unitaQuery(eq(unitaOperative.id, id)))[0];
    },
    async insertUnita(values: {
      denominazione: string;
      dipartimentoId: number | null;
      presidioId: number | null;
      demo: boolean;
    }): Promise<number> {
      const [row] = await db.insert(unitaOperative).values(values).returning({ id: unitaOperative.id });
      return required(row, 'row').id;
    },
    updateUnita: (
      id: number,
      version: number,
      values: { denominazione: string; dipartimentoId: number | null; presidioId: number | null },
    ) => compareAndSet(db, unitaOperative, { id, version }, values),
    async deleteUnita(id: number): Promise<void> {
      await db.delete(unitaOperative).where(eq(unitaOperative.id, id));
    },
  };
}

export type RegionalRepository = ReturnType<typeof createRegionalRepository>;
