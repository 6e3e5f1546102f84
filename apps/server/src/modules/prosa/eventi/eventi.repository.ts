import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { required } from '../../../db/rows.ts';
import { type Scope, scopeSql, textSearch, updateAtVersion } from '../prosa.scope.repository.ts';
import { campagne, eventi, progetti } from '../prosa.tables.ts';

const { ricerca: _search, ...own } = getTableColumns(eventi);

/** An event with what it inherits from its project or campaign: scope, state, themes, title. */
const columns = {
  ...own,
  aziendaId: sql<number>`coalesce(${progetti.aziendaId}, ${campagne.aziendaId})`,
  distrettoRef: sql<number | null>`coalesce(${progetti.distrettoRef}, ${campagne.distrettoRef})`,
  dipartimentoRef: sql<number | null>`coalesce(${progetti.dipartimentoRef}, ${campagne.dipartimentoRef})`,
  autore: sql<string>`coalesce(${progetti.autore}, ${campagne.autore})`,
  statoPadre: sql<string>`coalesce(${progetti.stato}, ${campagne.stato})`,
  titoloPadre: sql<string>`coalesce(${progetti.titolo}, ${campagne.titolo})`,
  tematiche: sql<number[]>`coalesce(${progetti.tematiche}, ${campagne.tematiche})`,
};
export type EventoRow = {
  [K in keyof typeof columns]: (typeof columns)[K] extends SQL<infer T>
    ? T
    : (typeof eventi.$inferSelect)[K & keyof typeof eventi.$inferSelect];
};
type NewEventoRow = typeof eventi.$inferInsert;

/** What an event belongs to. */
type Parent = 'progetto' | 'campagna';

/** A signed-in reader: their scope, and whether they manage the events of projects and of campaigns. */
export interface EventiReader {
  scope: Scope;
  progetti: boolean;
  campagne: boolean;
}

export interface EventiFilter {
  /** Who reads (null: an anonymous visitor, who reads the events of published projects and campaigns only). */
  reader: EventiReader | null;
  /** From when: the events starting from this instant, or those not ended by it. */
  from: { inizio: Date } | { fine: Date };
  /** Only the events starting before this instant. */
  startsBefore?: Date;
  q?: string;
  tema?: number;
  aziendaId?: number;
  progettoId?: number;
  campagnaId?: number;
  sort?: string;
  offset: number;
  limit: number;
}

/** The SQL of Pro.Sa.'s events, each read with its project or campaign. */
export function createEventiRepository(db: Db) {
  const select = () =>
    db
      .select(columns)
      .from(eventi)
      .leftJoin(progetti, eq(progetti.id, eventi.progettoId))
      .leftJoin(campagne, eq(campagne.id, eventi.campagnaId));

  /** What the reader reads: published parents' events, and for staff those of their scope they manage. */
  function visibleSql(reader: EventiReader | null): SQL | undefined {
    const published = sql`${columns.statoPadre} in ('pubblicato', 'pubblicata')`;
    if (!reader) return published;
    const scope = scopeSql(reader.scope, columns);
    if (scope === undefined) return published;
    const kinds = [
      reader.progetti ? isNotNull(eventi.progettoId) : undefined,
      reader.campagne ? isNotNull(eventi.campagnaId) : undefined,
    ].filter((k) => k !== undefined);
    if (kinds.length === 0) return published;
    return or(published, and(scope ?? undefined, or(...kinds)));
  }

  return {
    async find(id: number): Promise<EventoRow | undefined> {
      const [row] = await select().where(eq(eventi.id, id));
      return row as EventoRow | undefined;
    },

    async search(filter: EventiFilter): Promise<{ items: EventoRow[]; total: number }> {
      const text = textSearch(eventi.ricerca, filter.q);
      const where = and(
        visibleSql(filter.reader),
        'inizio' in filter.from
          ? sql`${eventi.inizio} >= ${filter.from.inizio}`
          : sql`${eventi.fine} >= ${filter.from.fine}`,
        filter.startsBefore ? sql`${eventi.inizio} < ${filter.startsBefore}` : undefined,
        text.matches,
        filter.tema === undefined ? undefined : sql`${columns.tematiche} @> ARRAY[${filter.tema}]::integer[]`,
        filter.aziendaId === undefined ? undefined : sql`${columns.aziendaId} = ${filter.aziendaId}`,
        filter.progettoId === undefined ? undefined : eq(eventi.progettoId, filter.progettoId),
        filter.campagnaId === undefined ? undefined : eq(eventi.campagnaId, filter.campagnaId),
      );
      const order = filter.sort?.endsWith('titolo')
        ? (filter.sort.startsWith('-') ? desc : asc)(eventi.titolo)
        : (filter.sort?.startsWith('-') ? desc : asc)(eventi.inizio);
      const [items, [total]] = await Promise.all([
        select().where(where).orderBy(order, asc(eventi.id)).limit(filter.limit).offset(filter.offset),
        db
          .select({ n: count() })
          .from(eventi)
          .leftJoin(progetti, eq(progetti.id, eventi.progettoId))
          .leftJoin(campagne, eq(campagne.id, eventi.campagnaId))
          .where(where),
      ]);
      return { items: items as EventoRow[], total: total?.n ?? 0 };
    },

    /**
     * The events of published projects and campaigns of an authority between two instants, on some themes or of
     * some campaigns, soonest first.
     */
    async upcoming(filter: {
      aziendaId: number;
      from: Date;
      until: Date;
      tematiche: number[];
      campagne: number[];
      limit: number;
    }): Promise<EventoRow[]> {
      return (await select()
        .where(
          and(
            visibleSql(null),
            sql`${columns.aziendaId} = ${filter.aziendaId}`,
            sql`${eventi.fine} >= ${filter.from}`,
            sql`${eventi.inizio} < ${filter.until}`,
            or(
              filter.tematiche.length > 0
                ? sql`${columns.tematiche} && ARRAY[${sql.join(
                    filter.tematiche.map((t) => sql`${t}`),
                    sql`, `,
                  )}]::integer[]`
                : undefined,
              filter.campagne.length > 0 ? inArray(eventi.campagnaId, filter.campagne) : undefined,
              sql`false`,
            ),
          ),
        )
        .orderBy(asc(eventi.inizio), asc(eventi.id))
        .limit(filter.limit)) as EventoRow[];
    },

    /** The project or campaign an event is added to: its scope columns and state. */
    async parent(kind: Parent, id: number) {
      const table = kind === 'progetto' ? progetti : campagne;
      const [row] = await db
        .select({
          aziendaId: table.aziendaId,
          distrettoRef: table.distrettoRef,
          dipartimentoRef: table.dipartimentoRef,
          autore: table.autore,
          stato: table.stato,
        })
        .from(table)
        .where(eq(table.id, id));
      return row;
    },

    /** A published project or campaign by its title (the demo's events name them so). */
    async publishedParent(kind: Parent, titolo: string) {
      const table = kind === 'progetto' ? progetti : campagne;
      const [row] = await db
        .select({ id: table.id, aziendaId: table.aziendaId })
        .from(table)
        .where(sql`${table.titolo} = ${titolo} and ${table.stato} in ('pubblicato', 'pubblicata')`)
        .limit(1);
      return row;
    },

    async insert(values: NewEventoRow, tx: Db): Promise<number> {
      const [inserted] = await tx.insert(eventi).values(values).returning({ id: eventi.id });
      return required(inserted, 'evento').id;
    },

    /** Updates at the version read; false when someone else changed it first. */
    async update(id: number, version: number, values: Partial<NewEventoRow>, tx: Db): Promise<boolean> {
      const [row] = await updateAtVersion(tx, eventi, { id, version }, values).returning({ id: eventi.id });
      return row !== undefined;
    },

    async delete(id: number, tx: Db): Promise<void> {
      await tx.delete(eventi).where(eq(eventi.id, id));
    },
  };
}
