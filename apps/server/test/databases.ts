import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/database.ts';
import { openMigratedDatabase } from './seeded-snapshot.ts';

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
        const name = `halo_test_${randomBytes(6).toString('hex')}`;
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        await admin.query(`CREATE DATABASE ${name}`);
        await admin.end();
        const target = new URL(url);
        target.pathname = `/${name}`;
        const database = await openDatabase({ url: target.toString() });
        await database.migrate();
        return {
          database,
          async drop() {
            await database.close();
            const cleaner = new pg.Client({ connectionString: url });
            await cleaner.connect();
            await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
            await cleaner.end();
          },
        };
      },
    });
  }
  return kinds;
}
