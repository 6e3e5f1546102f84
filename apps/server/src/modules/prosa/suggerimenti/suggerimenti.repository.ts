import { and, asc, count, desc, eq, getTableColumns, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { required } from '../../../db/rows.ts';
import { type Scope, scopeSql, textSearch } from '../prosa.scope.repository.ts';
import { suggerimenti } from '../prosa.tables.ts';

export type SuggerimentoRow = Omit<typeof suggerimenti.$inferSelect, 'ricerca'>;
type NewSuggerimentoRow = typeof suggerimenti.$inferInsert;

const { ricerca: _search, ...columns } = getTableColumns(suggerimenti);

export interface SuggerimentiFilter {
  /** The reader: their own suggestions are theirs to read. */
  subject: string;
  /** Their own only. */
  mie?: boolean;
  /** The scope of staff who answer suggestions (undefined: the reader does not). */
  staff: Scope | undefined;
  q?: string;
  tema?: number;
  stato?: 'inviato' | 'risposto';
  sort?: string;
  offset: number;
  limit: number;
}

/** The SQL of Pro.Sa.'s suggestions. */
export function createSuggerimentiRepository(db: Db) {
  return {
    async find(id: number, tx: Db = db): Promise<SuggerimentoRow | undefined> {
      const [row] = await tx.select(columns).from(suggerimenti).where(eq(suggerimenti.id, id));
      return row;
    },

    /**
     * The suggestions a reader finds, a page of them and how many in all: their own, those answered publicly (with
     * the proposer's consent) and, for staff, those of their scope (admins: all).
     */
    async search(filter: SuggerimentiFilter): Promise<{ items: SuggerimentoRow[]; total: number }> {
      const staffScope =
        filter.staff === undefined
          ? undefined
          : scopeSql(filter.staff, {
              aziendaId: suggerimenti.aziendaId,
              distrettoRef: suggerimenti.distrettoRef,
              dipartimentoRef: null,
              autore: suggerimenti.rispostoDa,
            });
      const own = eq(suggerimenti.autore, filter.subject);
      const publicOnes = and(
        eq(suggerimenti.rispostaPubblica, true),
        eq(suggerimenti.pubblicabile, true),
        sql`${suggerimenti.risposta} is not null`,
      );
      const visible: SQL | undefined = filter.mie
        ? own
        : staffScope === null
          ? undefined
          : or(own, publicOnes, staffScope ?? undefined);
      const text = textSearch(suggerimenti.ricerca, filter.q);
      const where = and(
        visible,
        text.matches,
        filter.tema === undefined ? undefined : eq(suggerimenti.tematica, filter.tema),
        filter.stato === undefined
          ? undefined
          : filter.stato === 'risposto'
            ? sql`${suggerimenti.risposta} is not null`
            : sql`${suggerimenti.risposta} is null`,
      );
      const direction = filter.sort?.startsWith('-') ? desc : asc;
      const order = filter.sort?.endsWith('titolo')
        ? direction(suggerimenti.titolo)
        : filter.sort
          ? direction(suggerimenti.createdAt)
          : desc(suggerimenti.createdAt);
      const [items, [total]] = await Promise.all([
        db
          .select(columns)
          .from(suggerimenti)
          .where(where)
          .orderBy(order, desc(suggerimenti.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(suggerimenti).where(where),
      ]);
      return { items, total: total?.n ?? 0 };
    },

    async insert(values: NewSuggerimentoRow, tx: Db): Promise<SuggerimentoRow> {
      const [inserted] = await tx.insert(suggerimenti).values(values).returning(columns);
      return required(inserted, 'suggerimento');
    },

    /** Answers at the version read (now, a new version); undefined when someone else changed it first. */
    async rispondi(
      id: number,
      version: number,
      values: Pick<NewSuggerimentoRow, 'risposta' | 'rispostaPubblica' | 'rispostoDa'>,
      tx: Db,
    ): Promise<SuggerimentoRow | undefined> {
      const [updated] = await tx
        .update(suggerimenti)
        .set({ ...values, rispostoIl: sql`now()`, version: sql`${suggerimenti.version} + 1` })
        .where(and(eq(suggerimenti.id, id), eq(suggerimenti.version, version)))
        .returning(columns);
      return updated;
    },
  };
}
