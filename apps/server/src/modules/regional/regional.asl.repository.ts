import type { Asl, Dipartimento, Distretto } from '@halo/contract';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { required } from '../../db/rows.ts';
import { compareAndSet } from '../../db/versioned.ts';
import {
  asl,
  codiciMinisteriali,
  comuni,
  dipartimenti,
  distretti,
  distrettiComuni,
  regioni,
} from './regional.tables.ts';

type Values<T> = Omit<T, 'id' | 'version'>;

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

  return {
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
      return aslQuery(db, conditions.length > 0 ? and(...conditions) : undefined);
    },
    async findAsl(id: number): Promise<Asl | undefined> {
      return (await aslQuery(db, eq(asl.id, id)))[0];
    },
    async findAslByCodice(codiceAsl: string): Promise<Asl | undefined> {
      return (await aslQuery(db, eq(asl.codiceAsl, codiceAsl)))[0];
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

    // departments -----------------------------------------------------------------------------------------------
    listDipartimenti(filter: { distretto?: number; codiceAsl?: string } = {}): Promise<Dipartimento[]> {
      const conditions: SQL[] = [];
      if (filter.distretto) {
        conditions.push(eq(dipartimenti.distrettoId, filter.distretto));
      }
      if (filter.codiceAsl) {
        conditions.push(eq(distretti.codiceAsl, filter.codiceAsl));
      }
      return dipartimentiQuery(db, conditions.length > 0 ? and(...conditions) : undefined);
    },
    async findDipartimento(id: number): Promise<Dipartimento | undefined> {
      return (await dipartimentiQuery(db, eq(dipartimenti.id, id)))[0];
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
  };
}
