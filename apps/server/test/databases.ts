import { createHash, randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/database.ts';
import {
  claim,
  migrateAll,
  openMigratedDatabase,
  openSeededDatabase,
  seedKey,
  seedWithJobs,
} from './seeded-snapshot.ts';

export interface OpenedDatabase {
  database: Database;
  /** PostgreSQL only: its address, for another pool or process on the same database (another replica). */
  url?: string;
  /** Closes the database and, on PostgreSQL, drops it. */
  drop(): Promise<void>;
}

export interface TestDatabaseKind {
  name: 'pglite' | 'postgres';
  /** A fresh, empty, migrated database; `drop` removes it. */
  open(): Promise<OpenedDatabase>;
  /** A fresh database migrated and seeded as a server of `config` leaves it at its first start. */
  openSeeded(config: Config): Promise<OpenedDatabase>;
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
      async openSeeded(config) {
        const database = await openSeededDatabase(config);
        return { database, drop: () => database.close() };
      },
    },
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    kinds.push({
      name: 'postgres',
      open: () => fromTemplate(url, 'migrated', migrateAll),
      openSeeded: (config) =>
        fromTemplate(url, `seeded ${seedKey(config)}`, async (database) => {
          await database.migrate();
          await seedWithJobs(database, config);
        }),
    });
  }
  return kinds;
}

/**
 * A new database on the PostgreSQL of `url` as `prepare` leaves it. Migrating (and seeding) there takes seconds;
 * copying a template database takes a fraction of one. So, as PGlite's snapshots (test/seeded-snapshot.ts), the
 * first worker of a run to need one prepares a template of that key (HALO_TEST_SNAPSHOT_DIR marks it ready, the
 * run's global setup drops it); the others prepare their own meanwhile, never waiting, then copy it.
 */
async function fromTemplate(
  url: string,
  key: string,
  prepare: (database: Database) => Promise<void>,
): Promise<OpenedDatabase> {
  const dir = process.env.HALO_TEST_SNAPSHOT_DIR;
  const template = dir && templateName(dir, key);
  const ready = template && path.join(dir, `${template}.ready`);
  if (template && ready && !existsSync(ready) && claim(`${ready}.claim`)) {
    await createTemplate(url, template, prepare);
    writeFileSync(ready, '');
  }
  const target = await postgresDatabase(url, 'halo_test', ready && existsSync(ready) ? template : undefined);
  try {
    const database = await openDatabase({ url: target.url });
    if (!target.copied) {
      await prepare(database);
    }
    return {
      database,
      url: target.url,
      async drop() {
        await database.close();
        await target.drop();
      },
    };
  } catch (error) {
    await target.drop();
    throw error;
  }
}

/** Template databases of a run are named after its snapshot folder: the global setup finds and drops them. */
export const TEMPLATE_PREFIX = 'halo_tpl_';

export function templatePrefix(dir: string): string {
  return `${TEMPLATE_PREFIX}${createHash('sha256').update(dir).digest('hex').slice(0, 8)}_`;
}

function templateName(dir: string, key: string): string {
  return `${templatePrefix(dir)}${createHash('sha256').update(key).digest('hex').slice(0, 12)}`;
}

async function createTemplate(url: string, name: string, prepare: (database: Database) => Promise<void>) {
  await adminQuery(url, `CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  // Closed before it is copied: PostgreSQL copies no database another session is connected to.
  const database = await openDatabase({ url: target.toString() });
  try {
    await prepare(database);
  } finally {
    await database.close();
  }
}

async function adminQuery(url: string, text: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await admin.query(text);
  } finally {
    await admin.end();
  }
}

/**
 * A database of its own on the PostgreSQL of `url` (`TEST_DATABASE_URL`), dropped by `drop`: empty, or a copy of
 * `template`.
 */
export async function postgresDatabase(url: string, prefix: string, template?: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    copied: template !== undefined,
    drop: () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => undefined),
  };
}

/** Drops the template databases of the run whose snapshot folder is `dir` (the server project's global setup). */
export async function dropTemplates(url: string, dir: string): Promise<void> {
  const { rows } = await adminQuery(
    url,
    `SELECT datname FROM pg_database WHERE datname LIKE '${templatePrefix(dir)}%'`,
  );
  for (const { datname } of rows as { datname: string }[]) {
    await adminQuery(url, `DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  }
}
