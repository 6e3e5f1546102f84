import { errorMessages } from '@halo/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { NotFoundError, StaleVersionError } from '../errors.ts';
import type { Db } from './database.ts';

/** A table whose rows carry an `id` and the `version` optimistic updates compare (docs/adr/0004). */
export type VersionedTable = PgTable & { id: PgColumn; version: PgColumn };

type Key = { id: number | string; version: number };

/**
 * The compare-and-set of every editable row: `update … set …, version = version + 1 where id = :id and
 * version = :version`. False when no row matched: the row is gone or was changed since the client read it.
 */
export async function compareAndSet<T extends VersionedTable>(
  db: Db,
  table: T,
  key: Key,
  values: PgUpdateSetSource<T>,
): Promise<boolean> {
  const versioned = table as VersionedTable;
  const rows = await db
    .update(versioned)
    .set({ ...values, version: sql`${versioned.version} + 1` } as PgUpdateSetSource<VersionedTable>)
    .where(and(eq(versioned.id, key.id), eq(versioned.version, key.version)))
    .returning({ id: versioned.id });
  return rows.length > 0;
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
