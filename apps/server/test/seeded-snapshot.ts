import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { DEFAULT_TIME_ZONE } from '@halo/contract/calendar';
import type { Config } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/database.ts';
import { seed } from '../src/db/seed.ts';
import { openJobQueue } from '../src/jobs/job-queue.ts';

/*
 * Migrating and seeding a database is about 4 of the 5 s a test server takes to start. The first server of a run
 * does it and dumps the database as the run's snapshot (HALO_TEST_SNAPSHOT_DIR, vitest.config.ts); the next ones
 * load the snapshot. It holds what `migrate` and `seed` write and nothing of a server's start: signing keys, cookie
 * secret and the jobs queued at start (health environment's silence round) are still written by each server, as
 * on a fresh database. Nothing in it depends on a server's address: the OIDC client's redirect URIs are built
 * from PUBLIC_URL at every start, never stored. The database tests' PGlite (test/databases.ts) starts the same way,
 * from a snapshot only migrated.
 */

/**
 * What `seed` reads of the configuration, typed from `seed` itself: a setting it starts reading fails to compile
 * here until it is added, so a server whose settings would seed something else never gets another's snapshot.
 */
type SeedSettings = Parameters<typeof seed>[1];

function seedSettings(config: Config): SeedSettings {
  return { demo: config.demo, embeddedIdp: config.embeddedIdp };
}

/** Demo data is dated from the day it is seeded: the Italian day (calendar) and the UTC one (the others). */
function seedDay(at: Date): string {
  return `${at.toISOString().slice(0, 10)} ${at.toLocaleDateString('en-CA', { timeZone: DEFAULT_TIME_ZONE })}`;
}

/** Creates `file` unless it exists: true for the one caller, among all workers, that created it. */
export function claim(file: string): boolean {
  try {
    closeSync(openSync(file, 'wx'));
    return true;
  } catch {
    return false;
  }
}

/** What a seeded database depends on: the seed's settings and day (demo data is dated). */
export function seedKey(config: Config): string {
  return JSON.stringify({ settings: seedSettings(config), day: seedDay(new Date()) });
}

/**
 * An in-memory PGlite for a test server of this configuration, migrated and seeded as the server's start would
 * leave it. One snapshot per seed settings and day (demo data is dated). Without HALO_TEST_SNAPSHOT_DIR (vitest
 * without the repository's config), an empty database the server seeds itself.
 */
export function openSeededDatabase(config: Config): Promise<Database> {
  return fromSnapshot('seeded', seedKey(config), async (database) => {
    await database.migrate();
    await seedWithJobs(database, config);
  });
}

/** Seeds as a server's start does, with the job queue the seed queues jobs on (opened and stopped here). */
export async function seedWithJobs(database: Database, settings: SeedSettings): Promise<void> {
  const jobs = await openJobQueue(database);
  try {
    await seed(database, settings, jobs);
  } finally {
    await jobs.stop();
  }
}

/** Migrates as `npm run migrate` does: Halo's migrations, then the job queue's schema. */
export async function migrateAll(database: Database): Promise<void> {
  await database.migrate();
  await (await openJobQueue(database)).stop();
}

/**
 * An in-memory PGlite migrated and empty, for the database tests (test/databases.ts): the run's snapshot when there
 * is one, migrated here otherwise.
 */
export async function openMigratedDatabase(): Promise<Database> {
  const database = await fromSnapshot('migrated', 'migrated', migrateAll);
  // Without a snapshot folder, still migrated: these tests never start a server that would migrate it.
  if (!process.env.HALO_TEST_SNAPSHOT_DIR) await migrateAll(database);
  return database;
}

/**
 * The database `prepare` leaves, from the run's snapshot of that key when it exists; otherwise prepared here and
 * dumped as that snapshot by the first worker to get there (the others prepare their own meanwhile, never waiting).
 */
async function fromSnapshot(
  kind: string,
  key: string,
  prepare: (database: Database) => Promise<void>,
): Promise<Database> {
  const dir = process.env.HALO_TEST_SNAPSHOT_DIR;
  if (!dir) {
    return openDatabase({});
  }
  const file = path.join(dir, `${kind}-${createHash('sha256').update(key).digest('hex').slice(0, 16)}.tar`);
  if (existsSync(file)) {
    return openDatabase({ snapshot: new Blob([await readFile(file)]) });
  }
  const database = await openDatabase({});
  try {
    await prepare(database);
    mkdirSync(dir, { recursive: true });
    if (claim(`${file}.claim`)) {
      // drizzle keeps its driver's client as `$client`: the PGlite whose data folder is dumped.
      const client = (database.db as unknown as { $client: PGlite }).$client;
      // Uncompressed (some 75 MB seeded): each server loads it about 0.2 s faster than a gzipped one.
      const tarball = await client.dumpDataDir('none');
      // Renamed once complete: another worker sees the whole file or none.
      writeFileSync(`${file}.part`, new Uint8Array(await tarball.arrayBuffer()));
      renameSync(`${file}.part`, file);
    }
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
