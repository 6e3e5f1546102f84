import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/database.ts';
import { migrateAll, openMigratedDatabase } from './seeded-snapshot.ts';

export interface TestDatabaseKind {
  name: 'pglite' | 'postgres';
  /** A fresh, empty, migrated database; `drop` removes it. */
  open(): Promise<{ database: Database; drop(): Promise<void> }>;
}

/**
 * The databases a repository test runs on (STYLE.md §7): always PGlite in memory, and PostgreSQL too when
 * TEST_DATABASE_URL is set, each test getting its own freshly created database there.
 */
export function testDatabases(): TestDatabaseKind[] {
  const kinds: TestDatabaseKind[] = [
    {
      name: 'pglite',
      async open() {
        const database = await openMigratedDatabase();
        return { database, drop: () => database.close() };
      },
    },
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    kinds.push({
      name: 'postgres',
      async open() {
        const target = await postgresDatabase(url, 'halo_test');
        const database = await openDatabase({ url: target.url });
        await migrateAll(database);
        return {
          database,
          async drop() {
            await database.close();
            await target.drop();
          },
        };
      },
    });
  }
  return kinds;
}

/** A database of its own on the PostgreSQL of `url` (`TEST_DATABASE_URL`), dropped by `drop`. */
export async function postgresDatabase(url: string, prefix: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const cleaner = new pg.Client({ connectionString: url });
      await cleaner.connect();
      await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleaner.end();
    },
  };
}
