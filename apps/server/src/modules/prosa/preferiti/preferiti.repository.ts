import type { TipoPreferito } from '@halo/contract/prosa/preferiti';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { rowsBy } from '../../../db/lookup.ts';
import { campagne, preferiti, progetti } from '../prosa.tables.ts';

/** What a favourite points at: the same columns of a project or a campaign. */
interface Starred {
  id: number;
  titolo: string;
  aziendaId: number;
  dal: string;
  al: string | null;
  stato: string;
}

/** The SQL of Pro.Sa.'s favourites, and of the projects and campaigns they point at. */
export function createPreferitiRepository(db: Db) {
  const tables = { progetto: progetti, campagna: campagne } as const;
  return {
    /** The projects or campaigns of these ids that are in one of these states. */
    async starred(tipo: TipoPreferito, ids: number[], stati: string[]): Promise<Starred[]> {
      if (ids.length === 0) return [];
      const table = tables[tipo];
      return db
        .select({
          id: table.id,
          titolo: table.titolo,
          aziendaId: table.aziendaId,
          dal: table.dal,
          al: table.al,
          stato: table.stato,
        })
        .from(table)
        .where(and(inArray(table.id, ids), inArray(table.stato, stati)));
    },

    /** A person's favourites, the latest first. */
    of: rowsBy(db, preferiti, preferiti.subject, desc(preferiti.createdAt)),

    /** Stars one (nothing when it is starred already). */
    async add(subject: string, tipo: TipoPreferito, rifId: number): Promise<void> {
      await db.insert(preferiti).values({ subject, tipo, rifId }).onConflictDoNothing();
    },

    /** Unstars one; false when it was not starred. */
    async remove(subject: string, tipo: TipoPreferito, rifId: number): Promise<boolean> {
      const removed = await db
        .delete(preferiti)
        .where(and(eq(preferiti.subject, subject), eq(preferiti.tipo, tipo), eq(preferiti.rifId, rifId)))
        .returning({ id: preferiti.rifId });
      return removed.length > 0;
    },
  };
}
