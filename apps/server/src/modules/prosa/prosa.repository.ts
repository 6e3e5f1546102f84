import { asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowBy } from '../../db/lookup.ts';
import { aziende, dipartimenti, distretti, strutture, tematiche } from './prosa.tables.ts';
import type { ThemeSeed } from './prosa.themes.ts';

export type AziendaRow = typeof aziende.$inferSelect;
export type ThemeRow = typeof tematiche.$inferSelect & { figli: number };

/** The parts of an authority's organisation, each in its table with the id of what it references. */
export const organisationParts = {
  dipartimento: { table: dipartimenti, ref: dipartimenti.dipartimentoId },
  distretto: { table: distretti, ref: distretti.distrettoId },
  struttura: { table: strutture, ref: strutture.strutturaId },
} as const;

export type OrganisationPart = keyof typeof organisationParts;

export interface PartRow {
  id: number;
  aziendaId: number;
  ref: number;
}

/** Pro.Sa.'s SQL. Writes take the handle to run on, so a service can pass its transaction. */
export function createProsaRepository(db: Db) {
  const children = db.$with('children').as(
    db
      .select({ padreId: tematiche.padreId, n: count().as('n') })
      .from(tematiche)
      .groupBy(tematiche.padreId),
  );

  async function themes(parent: number | null): Promise<ThemeRow[]> {
    const rows = await db
      .with(children)
      .select({
        id: tematiche.id,
        codice: tematiche.codice,
        nome: tematiche.nome,
        descrizione: tematiche.descrizione,
        padreId: tematiche.padreId,
        posizione: tematiche.posizione,
        figli: sql<number>`coalesce(${children.n}, 0)::int`,
      })
      .from(tematiche)
      .leftJoin(children, eq(children.padreId, tematiche.id))
      .where(parent === null ? isNull(tematiche.padreId) : eq(tematiche.padreId, parent))
      .orderBy(asc(tematiche.posizione), asc(tematiche.nome));
    return rows;
  }

  return {
    db,
    themes,

    async themeExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: tematiche.id }).from(tematiche).where(eq(tematiche.id, id));
      return row !== undefined;
    },

    /** Adds the themes and sub-themes that are missing, by code; what exists is left as it is. */
    async seedThemes(seed: ThemeSeed[], tx: Db): Promise<void> {
      for (const [i, theme] of seed.entries()) {
        await tx
          .insert(tematiche)
          .values({ codice: theme.codice, nome: theme.nome, descrizione: theme.descrizione, posizione: i })
          .onConflictDoNothing({ target: tematiche.codice });
        const [parent] = await tx
          .select({ id: tematiche.id })
          .from(tematiche)
          .where(eq(tematiche.codice, theme.codice));
        if (!parent) continue;
        await tx
          .insert(tematiche)
          .values(
            theme.sottotematiche.map((sub, j) => ({
              codice: sub.codice,
              nome: sub.nome,
              padreId: parent.id,
              posizione: j,
            })),
          )
          .onConflictDoNothing({ target: tematiche.codice });
      }
    },

    listAziende(): Promise<AziendaRow[]> {
      return db.select().from(aziende).orderBy(asc(aziende.id));
    },

    async findAzienda(id: number, tx: Db = db): Promise<AziendaRow | undefined> {
      const [row] = await tx.select().from(aziende).where(eq(aziende.id, id));
      return row;
    },

    findAziendaByCodice: rowBy(db, aziende, aziende.codiceAsl),

    /** Joins an authority; undefined when it had joined already. */
    async insertAzienda(codiceAsl: string, tx: Db): Promise<AziendaRow | undefined> {
      const [row] = await tx
        .insert(aziende)
        .values({ codiceAsl })
        .onConflictDoNothing({ target: aziende.codiceAsl })
        .returning();
      return row;
    },

    async deleteAzienda(id: number, tx: Db): Promise<void> {
      await tx.delete(aziende).where(eq(aziende.id, id));
    },

    /** The registered parts of every authority, or of one. */
    async parts(kind: OrganisationPart, aziendaId?: number): Promise<PartRow[]> {
      const { table, ref } = organisationParts[kind];
      return db
        .select({ id: table.id, aziendaId: table.aziendaId, ref })
        .from(table)
        .where(aziendaId === undefined ? undefined : eq(table.aziendaId, aziendaId))
        .orderBy(asc(table.id));
    },

    /** The registered district of a regional district (in one authority that joined, if any). */
    async findDistretto(distrettoId: number): Promise<{ id: number; aziendaId: number } | undefined> {
      const [row] = await db
        .select({ id: distretti.id, aziendaId: distretti.aziendaId })
        .from(distretti)
        .where(eq(distretti.distrettoId, distrettoId));
      return row;
    },

    async findPart(kind: OrganisationPart, id: number, tx: Db = db): Promise<PartRow | undefined> {
      const { table, ref } = organisationParts[kind];
      const [row] = await tx
        .select({ id: table.id, aziendaId: table.aziendaId, ref })
        .from(table)
        .where(eq(table.id, id));
      return row;
    },

    /** Registers a part; undefined when the authority holds it already. */
    async insertPart(
      kind: OrganisationPart,
      aziendaId: number,
      refId: number,
      tx: Db,
    ): Promise<PartRow | undefined> {
      const { table, ref } = organisationParts[kind];
      const values =
        kind === 'dipartimento'
          ? { aziendaId, dipartimentoId: refId }
          : kind === 'distretto'
            ? { aziendaId, distrettoId: refId }
            : { aziendaId, strutturaId: refId };
      const [row] = await tx
        .insert(table)
        .values(values as never)
        .onConflictDoNothing()
        .returning({ id: table.id, aziendaId: table.aziendaId, ref });
      return row;
    },

    async deletePart(kind: OrganisationPart, id: number, tx: Db): Promise<void> {
      const { table } = organisationParts[kind];
      await tx.delete(table).where(eq(table.id, id));
    },
  };
}
