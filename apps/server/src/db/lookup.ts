import type { GetColumnData, SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

/** The value of one column in the row a condition finds (a lookup by a key), if a row is found. */
export async function valueWhere<C extends PgColumn>(
  db: Db,
  column: C,
  where: SQL,
): Promise<GetColumnData<C> | undefined> {
  const [row] = await db
    .select({ value: column as PgColumn })
    .from(column.table as PgTable)
    .where(where);
  return row?.value as GetColumnData<C> | undefined;
}
