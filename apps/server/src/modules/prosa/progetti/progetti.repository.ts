import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { required } from '../../../db/rows.ts';
import {
  type ActivityFilter,
  nextVersion,
  publishedOrInScope,
  searchOrder,
  textSearch,
} from '../prosa.scope.repository.ts';
import { interventi, progetti, tematiche } from '../prosa.tables.ts';

export type ProgettoRow = typeof progetti.$inferSelect;
export type NewProgettoRow = typeof progetti.$inferInsert;
export type InterventoRow = typeof interventi.$inferSelect;
export type NewInterventoRow = typeof interventi.$inferInsert;

export interface ProgettiFilter extends ActivityFilter {
  destinatario?: string;
  setting?: string;
}

/** Every theme and sub-theme by id, with its parent. */
export type ThemeTree = ReadonlyMap<number, { readonly nome: string; readonly padreId: number | null }>;

/** The SQL of Pro.Sa.'s projects. */
export function createProgettiRepository(db: Db) {
  const columns = {
    id: progetti.id,
    titolo: progetti.titolo,
    sintesi: progetti.sintesi,
    obiettivi: progetti.obiettivi,
    aziendaId: progetti.aziendaId,
    distrettoRef: progetti.distrettoRef,
    dipartimentoRef: progetti.dipartimentoRef,
    tematiche: progetti.tematiche,
    sottotematiche: progetti.sottotematiche,
    destinatari: progetti.destinatari,
    setting: progetti.setting,
    dal: progetti.dal,
    al: progetti.al,
    partner: progetti.partner,
    link: progetti.link,
    stato: progetti.stato,
    autore: progetti.autore,
    version: progetti.version,
    createdAt: progetti.createdAt,
    updatedAt: progetti.updatedAt,
  };

  return {
    /** Projects a reader may see that match the filter, a page of them, and how many match in all. */
    async search(filter: ProgettiFilter): Promise<{ items: Omit<ProgettoRow, 'ricerca'>[]; total: number }> {
      const text = textSearch(progetti.ricerca, filter.q);
      const where = and(
        publishedOrInScope(filter.scope, progetti, 'pubblicato'),
        text.matches,
        filter.tema === undefined
          ? undefined
          : or(
              sql`${progetti.tematiche} @> ARRAY[${filter.tema}]::integer[]`,
              sql`${progetti.sottotematiche} @> ARRAY[${filter.tema}]::integer[]`,
            ),
        filter.destinatario
          ? sql`${progetti.destinatari} @> ARRAY[${filter.destinatario}]::text[]`
          : undefined,
        filter.setting ? sql`${progetti.setting} @> ARRAY[${filter.setting}]::text[]` : undefined,
        filter.aziendaId === undefined ? undefined : eq(progetti.aziendaId, filter.aziendaId),
        filter.stato ? eq(progetti.stato, filter.stato) : undefined,
      );
      const sortable = { titolo: progetti.titolo, dal: progetti.dal, aggiornato: progetti.updatedAt };
      const order = searchOrder(filter.sort, sortable, text.rank, desc(progetti.updatedAt));
      const page = () =>
        db
          .select(columns)
          .from(progetti)
          .where(where)
          .orderBy(...order, asc(progetti.id))
          .limit(filter.limit)
          .offset(filter.offset);
      const counted = async () => (await db.select({ n: count() }).from(progetti).where(where))[0]?.n ?? 0;
      if (!text.rank) {
        // Ordered by a column: the page walks its index and stops, the count scans without sorting.
        const [items, total] = await Promise.all([page(), counted()]);
        return { items, total };
      }
      // Ranked: every match is read to rank it anyway, so the page and the count of all matches come in one pass.
      const rows = await db
        .select({ ...columns, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(progetti)
        .where(where)
        .orderBy(...order, asc(progetti.id))
        .limit(filter.limit)
        .offset(filter.offset);
      if (rows.length === 0 && filter.offset > 0) return { items: [], total: await counted() };
      return { items: rows.map(({ total: _, ...row }) => row), total: rows[0]?.total ?? 0 };
    },

    async find(id: number, tx: Db = db): Promise<Omit<ProgettoRow, 'ricerca'> | undefined> {
      const [row] = await tx.select(columns).from(progetti).where(eq(progetti.id, id));
      return row;
    },

    async insert(values: NewProgettoRow, tx: Db): Promise<Omit<ProgettoRow, 'ricerca'>> {
      const [row] = await tx.insert(progetti).values(values).returning(columns);
      return required(row, 'progetto');
    },

    async update(
      id: number,
      version: number,
      values: Partial<NewProgettoRow>,
      tx: Db,
    ): Promise<Omit<ProgettoRow, 'ricerca'> | undefined> {
      const [row] = await tx
        .update(progetti)
        .set({ ...values, ...nextVersion(progetti) })
        .where(and(eq(progetti.id, id), eq(progetti.version, version)))
        .returning(columns);
      return row;
    },

    /** Bumps the version of a project whose sheets changed (so a stale editor learns of it). */
    async touch(id: number, tx: Db): Promise<void> {
      await tx.update(progetti).set(nextVersion(progetti)).where(eq(progetti.id, id));
    },

    interventiOf(ids: number[]): Promise<InterventoRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(interventi)
        .where(inArray(interventi.progettoId, ids))
        .orderBy(asc(interventi.dal), asc(interventi.id));
    },

    async insertIntervento(values: NewInterventoRow, tx: Db): Promise<InterventoRow> {
      const [row] = await tx.insert(interventi).values(values).returning();
      return required(row, 'intervento');
    },

    async deleteIntervento(progettoId: number, id: number, tx: Db): Promise<boolean> {
      const rows = await tx
        .delete(interventi)
        .where(and(eq(interventi.id, id), eq(interventi.progettoId, progettoId)))
        .returning({ id: interventi.id });
      return rows.length > 0;
    },

    /** Every theme and sub-theme by id, with its parent (kept by the Pro.Sa. service: `themeTree`). */
    async themes(): Promise<ThemeTree> {
      const rows = await db
        .select({ id: tematiche.id, nome: tematiche.nome, padreId: tematiche.padreId })
        .from(tematiche);
      return new Map(rows.map((row) => [row.id, { nome: row.nome, padreId: row.padreId }]));
    },
  };
}
