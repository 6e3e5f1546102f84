import { and, asc, count, desc, eq, getTableColumns, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { required } from '../../../db/rows.ts';
import { type ActivityFilter, type ActivitySearch, activityRows } from '../prosa.scope.repository.ts';
import { adesioni, campagne } from '../prosa.tables.ts';

export type CampagnaRow = Omit<typeof campagne.$inferSelect, 'ricerca'>;
export type NewCampagnaRow = typeof campagne.$inferInsert;
export type AdesioneRow = typeof adesioni.$inferSelect;

export interface CampagneFilter extends ActivityFilter {
  /** Only campaigns not ended on this day. */
  nonTerminateIl?: string;
}

/** What a search of campaigns adds: those not ended on a day; its orders. */
function search(filter: CampagneFilter): ActivitySearch {
  return {
    themes: [campagne.tematiche],
    conditions: [filter.nonTerminateIl ? gte(campagne.al, filter.nonTerminateIl) : undefined],
    sortable: { titolo: campagne.titolo, dal: campagne.dal, al: campagne.al, aggiornato: campagne.updatedAt },
    otherwise: asc(campagne.al),
  };
}

/** The SQL of Pro.Sa.'s campaigns and adhesions. */
export function createCampagneRepository(db: Db) {
  const activity = activityRows<CampagnaRow, NewCampagnaRow, CampagneFilter>(
    db,
    campagne,
    'campagne',
    search,
  );
  const { ricerca: _search, ...columns } = getTableColumns(campagne);
  return {
    ...activity,

    findMany(ids: number[]): Promise<CampagnaRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.select(columns).from(campagne).where(inArray(campagne.id, ids));
    },

    /** The campaign, locked until the transaction ends: adhesions to one campaign take its seats one at a time. */
    async lock(id: number, tx: Db): Promise<CampagnaRow | undefined> {
      const [row] = await tx.select(columns).from(campagne).where(eq(campagne.id, id)).for('update');
      return row;
    },

    /** Active adhesions per campaign. */
    async aderenti(ids: number[], tx: Db = db): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await tx
        .select({ id: adesioni.campagnaId, n: count() })
        .from(adesioni)
        .where(and(inArray(adesioni.campagnaId, ids), eq(adesioni.stato, 'attiva')))
        .groupBy(adesioni.campagnaId);
      return new Map(rows.map((r) => [r.id, r.n]));
    },

    /** A person's adhesions to these campaigns (any state). */
    async adesioniDi(subject: string, ids?: number[], tx: Db = db): Promise<AdesioneRow[]> {
      if (ids?.length === 0) return [];
      return tx
        .select()
        .from(adesioni)
        .where(and(eq(adesioni.subject, subject), ids ? inArray(adesioni.campagnaId, ids) : undefined))
        .orderBy(desc(adesioni.aderito), desc(adesioni.id));
    },

    async adesione(id: number, tx: Db = db): Promise<AdesioneRow | undefined> {
      const [row] = await tx.select().from(adesioni).where(eq(adesioni.id, id));
      return row;
    },

    /** Adheres, or renews a withdrawn adhesion in place (one row per person and campaign). */
    async aderisci(campagnaId: number, subject: string, tx: Db): Promise<AdesioneRow> {
      const [row] = await tx
        .insert(adesioni)
        .values({ campagnaId, subject })
        .onConflictDoUpdate({
          target: [adesioni.campagnaId, adesioni.subject],
          set: { stato: 'attiva', aderito: sql`now()`, ritirato: null },
        })
        .returning();
      return required(row, 'adesione');
    },

    async ritira(id: number, tx: Db): Promise<AdesioneRow | undefined> {
      const [row] = await tx
        .update(adesioni)
        .set({ stato: 'ritirata', ritirato: sql`now()` })
        .where(and(eq(adesioni.id, id), eq(adesioni.stato, 'attiva')))
        .returning();
      return row;
    },
  };
}
