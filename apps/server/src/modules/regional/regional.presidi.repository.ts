import type { PresidioOspedaliero, UnitaOperativa } from '@halo/contract';
import { asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { allOf, firstOf, tableWrites, type Values } from './regional.statements.repository.ts';
import {
  codiciMinisteriali,
  dipartimenti,
  distretti,
  presidiOspedalieri,
  regioni,
  unitaOperative,
} from './regional.tables.ts';

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

/** An operating unit's columns: its ASL is read from its department or site, not stored. */
type UnitaValues = { denominazione: string; dipartimentoId: number | null; presidioId: number | null };

const withPresidioCode = <T extends { codiceStruttura: string; subcodice: string }>(row: T) => ({
  ...row,
  codicePresidio: `${row.codiceStruttura}.${row.subcodice}`,
});

/** Hospital sites with their full code (regional.children.repository.ts lists them too). */
export async function presidiWhere(db: Db, where?: SQL): Promise<PresidioOspedaliero[]> {
  const rows = await db
    .select(presidioColumns)
    .from(presidiOspedalieri)
    .where(where)
    .orderBy(asc(presidiOspedalieri.codiceStruttura), asc(presidiOspedalieri.subcodice));
  return rows.map(withPresidioCode);
}

/** Operating units with the ASL of their department or site (regional.children.repository.ts lists them too). */
export function unitaQuery(db: Db, where?: SQL) {
  return db
    .select(unitaColumns)
    .from(unitaOperative)
    .leftJoin(dipartimenti, eq(dipartimenti.id, unitaOperative.dipartimentoId))
    .leftJoin(distretti, eq(distretti.id, dipartimenti.distrettoId))
    .leftJoin(presidiOspedalieri, eq(presidiOspedalieri.id, unitaOperative.presidioId))
    .where(where)
    .orderBy(asc(unitaOperative.denominazione), asc(unitaOperative.id));
}

/** The hospitals (SQL only, STYLE.md §4): hospital sites and the operating units under them or under departments. */
export function createPresidiRepository(db: Db) {
  const presidiWrites = tableWrites(db, presidiOspedalieri);
  const unitaWrites = tableWrites(db, unitaOperative);
  return {
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
      return presidiWhere(db, allOf(conditions));
    },
    findPresidio: (id: number): Promise<PresidioOspedaliero | undefined> =>
      firstOf(presidiWhere(db, eq(presidiOspedalieri.id, id))),
    insertPresidio: (values: Omit<Values<PresidioOspedaliero>, 'codicePresidio'>) =>
      presidiWrites.insert(values),
    updatePresidio: (
      id: number,
      version: number,
      values: Omit<Values<PresidioOspedaliero>, 'codicePresidio' | 'demo'>,
    ) => presidiWrites.update(id, version, values),
    deletePresidio: presidiWrites.remove,

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
      return unitaQuery(db, allOf(conditions));
    },
    findUnita: (id: number): Promise<UnitaOperativa | undefined> =>
      firstOf(unitaQuery(db, eq(unitaOperative.id, id))),
    insertUnita: (values: UnitaValues & { demo: boolean }) => unitaWrites.insert(values),
    updateUnita: (id: number, version: number, values: UnitaValues) =>
      unitaWrites.update(id, version, values),
    deleteUnita: unitaWrites.remove,
  };
}
