import { count, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

/**
 * Removes the row of `table` with this id and, by cascade, the rows whose `child` column points at it: answers how
 * many of those went with it, or undefined when there was no such row (a delete that also reports what it took).
 */
export async function deleteWithChildren(
  db: Db,
  table: PgTable & { id: PgColumn },
  id: number,
  child: PgColumn,
): Promise<number | undefined> {
  const [counted] = await db
    .select({ n: count() })
    .from(child.table as PgTable)
    .where(eq(child, id));
  const removed = await db
    .delete(table as PgTable & { id: PgColumn })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  return removed.length > 0 ? Number(counted?.n ?? 0) : undefined;
}
