import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/database.ts';
import { rowBy } from '../../../db/lookup.ts';
import { required } from '../../../db/rows.ts';
import { cittadini, enti, operatori } from '../prosa.tables.ts';

export type OperatoreRow = typeof operatori.$inferSelect;
export type NewOperatoreRow = typeof operatori.$inferInsert;
export type EnteRow = typeof enti.$inferSelect;
export type NewEnteRow = typeof enti.$inferInsert;
export type CittadinoRow = typeof cittadini.$inferSelect;
export type NewCittadinoRow = typeof cittadini.$inferInsert;

type ProfileTable = typeof operatori | typeof cittadini;

/** The compare-and-set of a profile keyed by its subject: the row as written, none when the version is stale. */
async function updateProfile<T extends ProfileTable>(
  tx: Db,
  table: T,
  subject: string,
  version: number,
  values: PgUpdateSetSource<T>,
): Promise<T['$inferSelect'] | undefined> {
  // One of two tables of the same key columns; drizzle cannot type a builder over their union.
  const profiles = table as typeof cittadini;
  const [row] = await tx
    .update(profiles)
    .set({ ...(values as PgUpdateSetSource<typeof cittadini>), version: sql`${profiles.version} + 1` })
    .where(and(eq(profiles.subject, subject), eq(profiles.version, version)))
    .returning();
  return row as T['$inferSelect'] | undefined;
}

/** The SQL of Pro.Sa.'s profiles. */
export function createProfilesRepository(db: Db) {
  return {
    operatore: rowBy(db, operatori, operatori.subject),

    ente: rowBy(db, enti, enti.subject),

    cittadino: rowBy(db, cittadini, cittadini.subject),

    listOperatori(filter: { ruolo?: string; aziendaId?: number }): Promise<OperatoreRow[]> {
      const conditions: (SQL | undefined)[] = [
        filter.ruolo ? eq(operatori.ruolo, filter.ruolo) : undefined,
        filter.aziendaId ? eq(operatori.aziendaId, filter.aziendaId) : undefined,
      ];
      return db
        .select()
        .from(operatori)
        .where(and(...conditions))
        .orderBy(asc(operatori.id));
    },

    /** The staff whose district or reference is one of these parts of the organisation. */
    operatoriUsing(part: {
      distretto?: number;
      dipartimento?: number;
      struttura?: number;
    }): Promise<OperatoreRow[]> {
      const conditions: (SQL | undefined)[] = [
        part.distretto === undefined
          ? undefined
          : or(eq(operatori.distrettoRef, part.distretto), eq(operatori.rifDistretto, part.distretto)),
        part.dipartimento === undefined ? undefined : eq(operatori.rifDipartimento, part.dipartimento),
        part.struttura === undefined ? undefined : eq(operatori.rifStruttura, part.struttura),
      ];
      return db
        .select()
        .from(operatori)
        .where(or(...conditions.filter((c) => c !== undefined)))
        .orderBy(asc(operatori.id));
    },

    /** How many profiles of each kind belong to an authority (or to one of its districts). */
    async peopleOf(
      scope: { aziendaId: number } | { distrettoRef: number },
    ): Promise<Record<'operatori' | 'enti' | 'cittadini', number>> {
      const count = async (table: typeof operatori | typeof enti | typeof cittadini) => {
        const [row] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(table)
          .where(
            'aziendaId' in scope
              ? eq(table.aziendaId, scope.aziendaId)
              : eq(table.distrettoRef, scope.distrettoRef),
          );
        return row?.n ?? 0;
      };
      return {
        operatori: await count(operatori),
        enti: await count(enti),
        cittadini: await count(cittadini),
      };
    },

    async insertOperatore(values: NewOperatoreRow, tx: Db = db): Promise<OperatoreRow> {
      const [row] = await tx.insert(operatori).values(values).returning();
      return required(row, 'operatore');
    },

    updateOperatore: (subject: string, version: number, values: Partial<NewOperatoreRow>, tx: Db = db) =>
      updateProfile(tx, operatori, subject, version, { ...values, updatedAt: sql`now()` }),

    async insertEnte(values: NewEnteRow, tx: Db = db): Promise<EnteRow> {
      const [row] = await tx.insert(enti).values(values).onConflictDoNothing().returning();
      return required(row, 'ente');
    },

    async insertCittadino(values: NewCittadinoRow, tx: Db = db): Promise<CittadinoRow> {
      const [row] = await tx.insert(cittadini).values(values).onConflictDoNothing().returning();
      return required(row, 'cittadino');
    },

    updateCittadino: (subject: string, version: number, values: Partial<NewCittadinoRow>, tx: Db = db) =>
      updateProfile(tx, cittadini, subject, version, values),
  };
}
