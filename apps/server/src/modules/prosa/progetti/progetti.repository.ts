import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { required } from '../../../db/rows.ts';
import {
  type ActivityFilter,
  type ActivitySearch,
  activityRows,
  nextVersion,
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

/** What a search of projects adds: by target group and setting, a theme among the sub-themes too; its orders. */
function search(filter: ProgettiFilter): ActivitySearch {
  return {
    themes: [progetti.tematiche, progetti.sottotematiche],
    conditions: [
      filter.destinatario ? sql`${progetti.destinatari} @> ARRAY[${filter.destinatario}]::text[]` : undefined,
      filter.setting ? sql`${progetti.setting} @> ARRAY[${filter.setting}]::text[]` : undefined,
    ],
    sortable: { titolo: progetti.titolo, dal: progetti.dal, aggiornato: progetti.updatedAt },
    otherwise: desc(progetti.updatedAt),
  };
}

/** The SQL of Pro.Sa.'s projects. */
export function createProgettiRepository(db: Db) {
  type Row = Omit<ProgettoRow, 'ricerca'>;
  const activity = activityRows<Row, NewProgettoRow, ProgettiFilter>(db, progetti, 'progetti', search);
  return {
    ...activity,

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
