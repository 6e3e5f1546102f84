import type { Db } from './database.ts';

/**
 * Runs `fn` in one transaction (a savepoint when `db` is already a transaction). The handle `fn` gets has the
 * database's own type, so repositories and other modules' services take it as they take the database: a write
 * spanning modules passes it on (`audit.record(entry, tx)`) instead of opening a second connection, which PGlite's
 * single connection would wait on for ever.
 *
 * `translate` turns what the database refused (a constraint, a lost race) into the service's own error.
 */
export async function inTransaction<T>(
  db: Db,
  fn: (tx: Db) => Promise<T>,
  translate?: (error: unknown) => unknown,
): Promise<T> {
  try {
    return await db.transaction((transaction) => fn(transaction as unknown as Db));
  } catch (error) {
    throw translate ? translate(error) : error;
  }
}
