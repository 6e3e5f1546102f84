import { and, asc, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { rowBy } from '../../../db/lookup.ts';
import { required } from '../../../db/rows.ts';
import { type Scope, scopeSql, searchOrder, textSearch, updateAtVersion } from '../prosa.scope.repository.ts';
import { richieste, richiesteStoria } from '../prosa.tables.ts';

export type RichiestaRow = Omit<typeof richieste.$inferSelect, 'ricerca'>;
export type NewRichiestaRow = typeof richieste.$inferInsert;
export type StoriaRow = typeof richiesteStoria.$inferSelect;

/** Who reads requests: `subject` their own; `staff` (when they handle requests) those of their scope too. */
export interface RichiesteReader {
  subject: string;
  staff: Scope | undefined;
}

export interface RichiesteFilter {
  reader: RichiesteReader;
  q?: string;
  stato?: string;
  tema?: number;
  sort?: string;
  offset: number;
  limit: number;
}

const columns = {
  id: richieste.id,
  oggetto: richieste.oggetto,
  descrizione: richieste.descrizione,
  tematica: richieste.tematica,
  destinatari: richieste.destinatari,
  setting: richieste.setting,
  dal: richieste.dal,
  al: richieste.al,
  aziendaId: richieste.aziendaId,
  distrettoRef: richieste.distrettoRef,
  richiedente: richieste.richiedente,
  tipoRichiedente: richieste.tipoRichiedente,
  assegnatario: richieste.assegnatario,
  stato: richieste.stato,
  version: richieste.version,
  createdAt: richieste.createdAt,
  updatedAt: richieste.updatedAt,
};

/** What a reader finds, as SQL: their own requests, and staff those of their scope too (undefined: every request). */
function visible(reader: RichiesteReader): SQL | undefined {
  const staffScope = reader.staff
    ? scopeSql(reader.staff, {
        aziendaId: richieste.aziendaId,
        distrettoRef: richieste.distrettoRef,
        dipartimentoRef: null,
        autore: richieste.assegnatario,
      })
    : undefined;
  if (staffScope === null) return undefined;
  return staffScope
    ? or(eq(richieste.richiedente, reader.subject), staffScope)
    : eq(richieste.richiedente, reader.subject);
}

/** The SQL of Pro.Sa.'s requests and their history. */
export function createRichiesteRepository(db: Db) {
  return {
    /** How many requests each state has among those the filter finds (its state and paging left aside). */
    async countByState(filter: Pick<RichiesteFilter, 'reader' | 'q' | 'tema'>): Promise<Map<string, number>> {
      const text = textSearch(richieste.ricerca, filter.q);
      const rows = await db
        .select({ stato: richieste.stato, n: count() })
        .from(richieste)
        .where(
          and(
            visible(filter.reader),
            text.matches,
            filter.tema === undefined ? undefined : eq(richieste.tematica, filter.tema),
          ),
        )
        .groupBy(richieste.stato);
      return new Map(rows.map((row) => [row.stato, row.n]));
    },

    async search(filter: RichiesteFilter): Promise<{ items: RichiestaRow[]; total: number }> {
      const text = textSearch(richieste.ricerca, filter.q);
      const where = and(
        visible(filter.reader),
        text.matches,
        filter.stato ? eq(richieste.stato, filter.stato) : undefined,
        filter.tema === undefined ? undefined : eq(richieste.tematica, filter.tema),
      );
      const sortable = {
        oggetto: richieste.oggetto,
        inviata: richieste.createdAt,
        aggiornata: richieste.updatedAt,
      };
      const order = searchOrder(filter.sort, sortable, text.rank, desc(richieste.updatedAt));
      const [items, [total]] = await Promise.all([
        db
          .select(columns)
          .from(richieste)
          .where(where)
          .orderBy(...order, desc(richieste.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(richieste).where(where),
      ]);
      return { items, total: total?.n ?? 0 };
    },

    async find(id: number, tx: Db = db): Promise<RichiestaRow | undefined> {
      const [row] = await tx.select(columns).from(richieste).where(eq(richieste.id, id));
      return row;
    },

    async insert(values: NewRichiestaRow, tx: Db): Promise<RichiestaRow> {
      const [row] = await tx.insert(richieste).values(values).returning(columns);
      return required(row, 'richiesta');
    },

    async update(id: number, version: number, values: Partial<NewRichiestaRow>, tx: Db) {
      const [row] = await updateAtVersion(tx, richieste, { id, version }, values).returning(columns);
      return row;
    },

    async addStoria(values: typeof richiesteStoria.$inferInsert, tx: Db): Promise<StoriaRow> {
      const [row] = await tx.insert(richiesteStoria).values(values).returning();
      return required(row, 'storia');
    },

    storiaOf(ids: number[]): Promise<StoriaRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(richiesteStoria)
        .where(inArray(richiesteStoria.richiestaId, ids))
        .orderBy(asc(richiesteStoria.at), asc(richiesteStoria.id));
    },

    storia: rowBy(db, richiesteStoria, richiesteStoria.id),
  };
}
