import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { required } from '../../db/rows.ts';
import { compareAndSet, type VersionedTable } from '../../db/versioned.ts';

/** A record's columns as written: all but the id and the version, which the database keeps. */
export type Values<T> = Omit<T, 'id' | 'version'>;

/** The filters given (a filter not asked for is undefined), all of them; none when none is given. */
export function allOf(conditions: (SQL | undefined)[]): SQL | undefined {
  const given = conditions.filter((condition) => condition !== undefined);
  return given.length > 0 ? and(...given) : undefined;
}

/** The first row a query answers, if any. */
export async function firstOf<T>(rows: Promise<T[]>): Promise<T | undefined> {
  return (await rows)[0];
}

/**
 * The writes of one table of the regional data: the insert that answers the new id, the compare-and-set of an
 * update (false when the row is no longer at the version read, docs/adr/0004) and the delete by id.
 */
export function tableWrites<T extends VersionedTable>(db: Db, table: T) {
  // The columns every such table has; drizzle's types of a table chosen by the caller cannot name them.
  const versioned = table as VersionedTable;
  return {
    async insert(values: PgInsertValue<T>): Promise<number> {
      const [row] = await db
        .insert(versioned)
        .values(values as PgInsertValue<VersionedTable>)
        .returning({ id: versioned.id });
      return required(row, 'row').id as number;
    },
    update: (id: number, version: number, values: PgUpdateSetSource<T>) =>
      compareAndSet(db, table, { id, version }, values),
    async remove(id: number): Promise<void> {
      await db.delete(versioned).where(eq(versioned.id, id));
    },
  };
}

/** A table that links a record (its owner) to values: a region to its Ministry codes, a district to its comuni. */
interface Link {
  table: PgTable;
  owner: PgColumn;
  value: PgColumn;
}

/** The values a link table gives each of the rows, read in one statement and ordered by value. */
export async function linkedValues<V>(
  db: Db,
  link: Link,
  owners: { id: number }[],
): Promise<(id: number) => V[]> {
  if (owners.length === 0) {
    return () => [];
  }
  const ids = owners.map((owner) => owner.id);
  const rows = (await db
    .select({ owner: link.owner, value: link.value })
    .from(link.table)
    .where(inArray(link.owner, ids))
    .orderBy(link.value)) as { owner: number; value: V }[];
  return (id) => rows.filter((row) => row.owner === id).map((row) => row.value);
}
