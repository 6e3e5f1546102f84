import { and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { required } from '../../../db/rows.ts';
import {
  type ActivityFilter,
  nextVersion,
  publishedOrInScope,
  searchOrder,
  textSearch,
} from '../prosa.scope.repository.ts';
import { adesioni, campagne } from '../prosa.tables.ts';

export type CampagnaRow = Omit<typeof campagne.$inferSelect, 'ricerca'>;
export type NewCampagnaRow = typeof campagne.$inferInsert;
export type AdesioneRow = typeof adesioni.$inferSelect;

export interface CampagneFilter extends ActivityFilter {
  /** Only campaigns not ended on this day. */
  nonTerminateIl?: string;
}

const columns = {
  id: campagne.id,
  titolo: campagne.titolo,
  descrizione: campagne.descrizione,
  invito: campagne.invito,
  linkInvito: campagne.linkInvito,
  aziendaId: campagne.aziendaId,
  distrettoRef: campagne.distrettoRef,
  dipartimentoRef: campagne.dipartimentoRef,
  tematiche: campagne.tematiche,
  etaMin: campagne.etaMin,
  etaMax: campagne.etaMax,
  sesso: campagne.sesso,
  dal: campagne.dal,
  al: campagne.al,
  capienza: campagne.capienza,
  stato: campagne.stato,
  autore: campagne.autore,
  version: campagne.version,
  createdAt: campagne.createdAt,
  updatedAt: campagne.updatedAt,
};

/** The SQL of Pro.Sa.'s campaigns and adhesions. */
export function createCampagneRepository(db: Db) {
  return {
    async search(filter: CampagneFilter): Promise<{ items: CampagnaRow[]; total: number }> {
      const text = textSearch(campagne.ricerca, filter.q);
      const where = and(
        publishedOrInScope(filter.scope, campagne, 'pubblicata'),
        text.matches,
        filter.tema === undefined
          ? undefined
          : sql`${campagne.tematiche} @> ARRAY[${filter.tema}]::integer[]`,
        filter.aziendaId === undefined ? undefined : eq(campagne.aziendaId, filter.aziendaId),
        filter.stato ? eq(campagne.stato, filter.stato) : undefined,
        filter.nonTerminateIl ? gte(campagne.al, filter.nonTerminateIl) : undefined,
      );
      const sortable = {
        titolo: campagne.titolo,
        dal: campagne.dal,
        al: campagne.al,
        aggiornato: campagne.updatedAt,
      };
      const order = searchOrder(filter.sort, sortable, text.rank, asc(campagne.al));
      const [items, [total]] = await Promise.all([
        db
          .select(columns)
          .from(campagne)
          .where(where)
          .orderBy(...order, asc(campagne.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(campagne).where(where),
      ]);
      return { items, total: total?.n ?? 0 };
    },

    async find(id: number, tx: Db = db): Promise<CampagnaRow | undefined> {
      const [row] = await tx.select(columns).from(campagne).where(eq(campagne.id, id));
      return row;
    },

    /** The campaign, locked until the transaction ends: adhesions to one campaign take its seats one at a time. */
    findMany(ids: number[]): Promise<CampagnaRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.select(columns).from(campagne).where(inArray(campagne.id, ids));
    },

    async lock(id: number, tx: Db): Promise<CampagnaRow | undefined> {
      const [row] = await tx.select(columns).from(campagne).where(eq(campagne.id, id)).for('update');
      return row;
    },

    async insert(values: NewCampagnaRow, tx: Db): Promise<CampagnaRow> {
      const [row] = await tx.insert(campagne).values(values).returning(columns);
      return required(row, 'campagna');
    },

    async update(id: number, version: number, values: Partial<NewCampagnaRow>, tx: Db) {
      const [row] = await tx
        .update(campagne)
        .set({ ...values, ...nextVersion(campagne) })
        .where(and(eq(campagne.id, id), eq(campagne.version, version)))
        .returning(columns);
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
