import type { Asl, Dipartimento, Distretto } from '@halo/contract';
import { asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { allOf, firstOf, linkedValues, tableWrites, type Values } from './regional.statements.repository.ts';
import {
  asl,
  codiciMinisteriali,
  comuni,
  dipartimenti,
  distretti,
  distrettiComuni,
  regioni,
} from './regional.tables.ts';

/** An ASL's columns: its company code and region are read from its code, not stored. */
type AslValues = Omit<Values<Asl>, 'codiceAzienda' | 'regioneId'>;

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

/** The comuni a district covers. */
const comuniAnnessi = {
  table: distrettiComuni,
  owner: distrettiComuni.distrettoId,
  value: distrettiComuni.comuneId,
};

/** The ASL with their region (regional.children.repository.ts lists them too). */
export function aslQuery(db: Db, where?: SQL) {
  return db
    .select(aslColumns)
    .from(asl)
    .innerJoin(codiciMinisteriali, eq(codiciMinisteriali.codice, asl.codiceRegione))
    .where(where)
    .orderBy(asc(asl.codiceAsl));
}

/** The departments with the ASL of their district (regional.children.repository.ts lists them too). */
export function dipartimentiQuery(db: Db, where?: SQL) {
  return db
    .select(dipartimentoColumns)
    .from(dipartimenti)
    .innerJoin(distretti, eq(distretti.id, dipartimenti.distrettoId))
    .where(where)
    .orderBy(asc(dipartimenti.denominazione), asc(dipartimenti.id));
}

/**
 * The health authorities (SQL only, STYLE.md §4): the ASL, their districts with the comuni they cover, and the
 * districts' departments.
 */
export function createAslRepository(db: Db) {
  async function distrettiWhere(where?: SQL): Promise<Distretto[]> {
    const rows = await db
      .select(distrettoColumns)
      .from(distretti)
      .where(where)
      .orderBy(asc(distretti.codiceAsl), asc(distretti.distrettoSanitario), asc(distretti.id));
    const comuniOf = await linkedValues<number>(db, comuniAnnessi, rows);
    return rows.map((r) => ({ ...r, comuniAnnessi: comuniOf(r.id) }));
  }
  /** The districts that cover a comune the condition picks. */
  const distrettiCovering = (where: SQL) =>
    distrettiWhere(
      inArray(
        distretti.id,
        db
          .select({ id: distrettiComuni.distrettoId })
          .from(distrettiComuni)
          .innerJoin(comuni, eq(comuni.id, distrettiComuni.comuneId))
          .where(where),
      ),
    );
  const aslWrites = tableWrites(db, asl);
  const distrettiWrites = tableWrites(db, distretti);
  const dipartimentiWrites = tableWrites(db, dipartimenti);

  /** A district's comuni, as given (after an insert, or in place of those it had). */
  async function linkComuni(distrettoId: number, comuniAnnessi: number[]) {
    if (comuniAnnessi.length > 0) {
      await db.insert(distrettiComuni).values(comuniAnnessi.map((comuneId) => ({ distrettoId, comuneId })));
    }
  }

  return {
    // health authorities ----------------------------------------------------------------------------------------
    /** By region: its own code (040 gives both Trentino ASL) or an ASL code prefix (041). */
    listAsl(filter: { codRegione?: string; codAzienda?: string; codiceAsl?: string } = {}): Promise<Asl[]> {
      const { codRegione, codAzienda, codiceAsl } = filter;
      const ofRegion = db
        .select({ id: regioni.id })
        .from(regioni)
        .where(eq(regioni.codiceRegione, codRegione ?? ''));
      return aslQuery(
        db,
        allOf([
          codRegione
            ? or(eq(asl.codiceRegione, codRegione), inArray(codiciMinisteriali.regioneId, ofRegion))
            : undefined,
          codAzienda ? sql`right(${asl.codiceAsl}, 3) = ${codAzienda}` : undefined,
          codiceAsl ? eq(asl.codiceAsl, codiceAsl) : undefined,
        ]),
      );
    },
    findAsl: (id: number): Promise<Asl | undefined> => firstOf(aslQuery(db, eq(asl.id, id))),
    findAslByCodice: (codiceAsl: string): Promise<Asl | undefined> =>
      firstOf(aslQuery(db, eq(asl.codiceAsl, codiceAsl))),
    insertAsl: (values: AslValues) => aslWrites.insert(values),
    updateAsl: (id: number, version: number, values: AslValues) => aslWrites.update(id, version, values),
    deleteAsl: aslWrites.remove,

    // districts -------------------------------------------------------------------------------------------------
    listDistretti: (codiceAsl?: string) =>
      distrettiWhere(codiceAsl ? eq(distretti.codiceAsl, codiceAsl) : undefined),
    listDistrettiByProvincia: (sigla: string) => distrettiCovering(eq(comuni.siglaProvincia, sigla)),
    listDistrettiByComune: (comuneId: number) => distrettiCovering(eq(comuni.id, comuneId)),
    findDistretto: (id: number): Promise<Distretto | undefined> =>
      firstOf(distrettiWhere(eq(distretti.id, id))),
    async insertDistretto(
      values: Omit<Values<Distretto>, 'comuniAnnessi'>,
      comuniAnnessi: number[],
    ): Promise<number> {
      const id = await distrettiWrites.insert(values);
      await linkComuni(id, comuniAnnessi);
      return id;
    },
    async updateDistretto(
      id: number,
      version: number,
      values: Omit<Values<Distretto>, 'comuniAnnessi' | 'demo'>,
      comuniAnnessi: number[],
    ): Promise<boolean> {
      const updated = await distrettiWrites.update(id, version, values);
      if (updated) {
        await db.delete(distrettiComuni).where(eq(distrettiComuni.distrettoId, id));
        await linkComuni(id, comuniAnnessi);
      }
      return updated;
    },
    deleteDistretto: distrettiWrites.remove,

    // departments -----------------------------------------------------------------------------------------------
    listDipartimenti(filter: { distretto?: number; codiceAsl?: string } = {}): Promise<Dipartimento[]> {
      return dipartimentiQuery(
        db,
        allOf([
          filter.distretto ? eq(dipartimenti.distrettoId, filter.distretto) : undefined,
          filter.codiceAsl ? eq(distretti.codiceAsl, filter.codiceAsl) : undefined,
        ]),
      );
    },
    findDipartimento: (id: number): Promise<Dipartimento | undefined> =>
      firstOf(dipartimentiQuery(db, eq(dipartimenti.id, id))),
    insertDipartimento: (values: { denominazione: string; distrettoId: number; demo: boolean }) =>
      dipartimentiWrites.insert(values),
    updateDipartimento: (
      id: number,
      version: number,
      values: { denominazione: string; distrettoId: number },
    ) => dipartimentiWrites.update(id, version, values),
    deleteDipartimento: dipartimentiWrites.remove,
  };
}
