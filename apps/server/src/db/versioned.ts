import { errorMessages } from '@halo/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { NotFoundError, StaleVersionError } from '../errors.ts';
import type { Db } from './database.ts';

/** A table whose rows carry an `id` and the `version` optimistic updates compare (docs/adr/0004). */
export type VersionedTable = PgTable & { id: PgColumn; version: PgColumn };

type Key = { id: number | string; version: number };

/** The version moved on by one: what every write of a versioned row sets besides its values. */
function nextVersion(table: VersionedTable) {
  return sql`${table.version} + 1`;
}

/**
 * The compare-and-set of every editable row: `update … set …, version = version + 1 where id = :id and
 * version = :version returning *`. Undefined when no row matched: the row is gone or was changed since the
 * client read it.
 */
export async function updateAtVersion<T extends VersionedTable>(
  db: Db,
  table: T,
  key: Key,
  values: PgUpdateSetSource<T>,
): Promise<T['$inferSelect'] | undefined> {
  const versioned = table as VersionedTable;
  const [row] = await db
    .update(versioned)
    .set({ ...values, version: nextVersion(versioned) } as PgUpdateSetSource<VersionedTable>)
    .where(and(eq(versioned.id, key.id), eq(versioned.version, key.version)))
    .returning();
  return row as T['$inferSelect'] | undefined;
}

/** The compare-and-set (updateAtVersion) as a yes or no: false when the row is gone or was changed. */
export async function compareAndSet<T extends VersionedTable>(
  db: Db,
  table: T,
  key: Key,
  values: PgUpdateSetSource<T>,
): Promise<boolean> {
  return (await updateAtVersion(db, table, key, values)) !== undefined;
}

/**
 * A write that is not a client's edit of what it read (a synchronisation, an import, a system change): the values
 * are set whatever the version, which moves on, so a client still holding the old one is refused its next edit.
 */
export async function updateMovingVersion<T extends VersionedTable>(
  db: Db,
  table: T,
  id: Key['id'],
  values: PgUpdateSetSource<T>,
): Promise<void> {
  const versioned = table as VersionedTable;
  await db
    .update(versioned)
    .set({ ...values, version: nextVersion(versioned) } as PgUpdateSetSource<VersionedTable>)
    .where(eq(versioned.id, id));
}

/**
 * The optimistic update (compareAndSet) that fails when nothing matched: 404 (`notFound`) when the row is gone,
 * StaleVersionError (409) when someone changed it since it was read. Nothing is overwritten either way.
 */
export async function updateVersioned<T extends VersionedTable>(
  db: Db,
  table: T,
  key: Key,
  values: PgUpdateSetSource<T>,
  notFound: string = errorMessages.notFound,
): Promise<void> {
  if (await compareAndSet(db, table, key, values)) {
    return;
  }
  const versioned = table as VersionedTable;
  const [exists] = await db.select({ id: versioned.id }).from(versioned).where(eq(versioned.id, key.id));
  throw exists ? new StaleVersionError() : new NotFoundError(notFound);
}
