import type { Page, ServerError } from '@halo/contract';
import { asc, desc, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { pageOf } from '../../http/write-context.ts';
import { serverErrors } from './operations.tables.ts';

/** How many server errors the platform keeps: the operations page shows the latest, not a history. */
export const KEPT_ERRORS = 1000;

export type ServerErrorInput = Omit<ServerError, 'id' | 'at'>;

export function createOperationsRepository(db: Db, options: { kept?: number } = {}) {
  const kept = options.kept ?? KEPT_ERRORS;
  return {
    /** Records one, and lets the oldest beyond the `kept` latest go. */
    async recordError(error: ServerErrorInput): Promise<void> {
      const [row] = await db.insert(serverErrors).values(error).returning({ id: serverErrors.id });
      if (row && row.id > kept) await db.delete(serverErrors).where(lt(serverErrors.id, row.id - kept + 1));
    },

    async errors(query: { page: number; size: number; sort?: string }): Promise<Page<ServerError>> {
      const order =
        query.sort === 'at'
          ? [asc(serverErrors.at), asc(serverErrors.id)]
          : [desc(serverErrors.at), desc(serverErrors.id)];
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(serverErrors)
          .orderBy(...order)
          .limit(query.size)
          .offset((query.page - 1) * query.size),
        db.select({ n: sql<number>`count(*)::int` }).from(serverErrors),
      ]);
      return pageOf(
        query,
        rows.map((row) => ({ ...row, at: row.at.toISOString() })),
        count?.n ?? 0,
      );
    },

    /** The database's size on disk, where it can tell (PostgreSQL and PGlite both can). */
    async sizeBytes(): Promise<number | null> {
      const result = await db.execute(sql`SELECT pg_database_size(current_database())::bigint AS size`);
      const size = rowsOf<{ size: string | number }>(result)[0]?.size;
      return size === undefined ? null : Number(size);
    },
  };
}

export type OperationsRepository = ReturnType<typeof createOperationsRepository>;
