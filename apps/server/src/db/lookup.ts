import { eq, type GetColumnData, type SQL } from 'drizzle-orm';
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

/**
 * The lookup of one row by one column (a key): `rowBy(db, medici, medici.subject)` answers the doctor with that
 * subject, or undefined. Repositories declare their key lookups with it instead of writing the query each time.
 */
export function rowBy<T extends PgTable, C extends PgColumn>(
  db: Db,
  table: T,
  column: C,
): (value: GetColumnData<C>) => Promise<T['$inferSelect'] | undefined> {
  return async (value) => {
    const [row] = await db
      .select()
      .from(table as PgTable)
      .where(eq(column, value));
    return row as T['$inferSelect'] | undefined;
  };
}

/**
 * The lookup of the rows one column's value finds, in an order: `rowsBy(db, preferiti, preferiti.subject,
 * desc(preferiti.createdAt))` answers a person's favourites, the latest first.
 */
export function rowsBy<T extends PgTable, C extends PgColumn>(
  db: Db,
  table: T,
  column: C,
  ...order: SQL[]
): (value: GetColumnData<C>) => Promise<T['$inferSelect'][]> {
  return async (value) =>
    (await db
      .select()
      .from(table as PgTable)
      .where(eq(column, value))
      .orderBy(...order)) as T['$inferSelect'][];
}
