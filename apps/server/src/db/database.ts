import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverRoot } from '../paths.ts';
import { type ChangeFeed, pgliteChangeFeed, postgresChangeFeed } from './changes.ts';
import { openPgliteClient } from './pglite-client.ts';
import { rowsOf } from './rows.ts';
import { instrumentedClient, type QueryObserver } from './traced-client.ts';

/** The drizzle database, whichever driver is behind it: the SQL is PostgreSQL's either way. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Committed changes of the watched tables, by any process: what the read caches listen to. */
  changes: ChangeFeed;
  /** Runs pending migrations; safe with several replicas starting at once (advisory lock). */
  migrate(): Promise<void>;
  /** Runs `fn` while holding a database-wide lock, so only one replica seeds or migrates at a time. */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  /** PGlite only: its whole data folder as a gzipped tarball (`npm run backup`, db/backup.ts). */
  dump?: () => Promise<Blob>;
  /** PostgreSQL only: told of every query's operation and duration (the metrics' histogram). */
  observeQueries?: (observer: QueryObserver) => void;
  /** PostgreSQL's pool now (the metrics read it); none on PGlite. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /**
   * The driver under drizzle, for a library that speaks SQL itself (the job queue, jobs/job-queue.ts): the PGlite
   * instance or the pool, so that it shares the one connection, or the pool with its metrics and spans.
   */
  driver: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };
  close(): Promise<void>;
}

export const migrationsFolder = path.join(serverRoot, 'migrations');

// Any constant identifies the lock; this one spells "halo".
const LOCK_ID = 0x68616c6f;

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it, PGlite is used. */
  url?: string;
  /** PGlite data folder; without it (and without url), an in-memory database. */
  dataDir?: string;
  /**
   * PGlite only: a dump of a data folder (`dumpDataDir`) to start from instead of an empty database: a restore
   * (db/backup.ts), and the tests' servers, which start from one already migrated and seeded (test/seeded-snapshot.ts).
   */
  snapshot?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir, options.snapshot);
}

async function openPglite(dataDir: string | undefined, snapshot: Blob | undefined): Promise<Database> {
  let folder: string | undefined;
  if (dataDir) {
    folder = path.resolve(dataDir, 'pglite');
    mkdirSync(folder, { recursive: true });
  }
  const client = await openPgliteClient(folder, snapshot);
  const db = drizzlePglite({ client }) as unknown as Db;
  // PGlite is one connection in one process: its own queue already serialises everything.
  const changes = await pgliteChangeFeed(client);
  return {
    db,
    kind: 'pglite',
    changes,
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    exclusive: (fn) => fn(),
    ping: () => ping(db),
    dump: () => client.dumpDataDir('gzip'),
    driver: { kind: 'pglite', client },
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const changes = postgresChangeFeed(url);
  // Every connection listens for changes before it is used (db/changes.ts: a replica hears its own writes).
  // Its clients trace their queries when a request is traced, and time them for the metrics (db/traced-client.ts).
  let observer: QueryObserver | undefined;
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    Client: instrumentedClient(() => observer),
    onConnect: (client) => changes.attach(client),
  });
  // An idle connection the server terminates (restart, failover, a dropped test database) is an 'error' event on
  // the pool: without a listener it would crash the process. The pool opens a new connection when needed.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool }) as unknown as Db;
  const exclusive = async <T>(fn: () => Promise<T>): Promise<T> => {
    const lockClient = await pool.connect();
    try {
      await lockClient.query('SELECT pg_advisory_lock($1)', [LOCK_ID]);
      return await fn();
    } finally {
      await lockClient.query('SELECT pg_advisory_unlock($1)', [LOCK_ID]).catch(() => undefined);
      lockClient.release();
    }
  };
  return {
    db,
    kind: 'postgres',
    changes,
    migrate: () => exclusive(() => migratePg(db as never, { migrationsFolder })),
    exclusive,
    ping: () => ping(db),
    driver: { kind: 'postgres', pool },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    observeQueries: (next) => {
      observer = next;
    },
    close: async () => {
      await changes.close();
      await pool.end();
    },
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** How many migrations this code ships (drizzle's journal), read once: a readiness probe asks every few seconds. */
let shipped: number | undefined;
function shippedMigrations(): number {
  shipped ??= (
    JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;
  return shipped;
}

/**
 * The migrations the database holds (drizzle's own record of those applied) and those this code ships; null
 * applied when the database does not answer.
 */
export async function migrationCounts(db: Db): Promise<{ applied: number | null; expected: number }> {
  try {
    const result = await db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
    return {
      applied: Number(rowsOf<{ applied: number }>(result)[0]?.applied ?? 0),
      expected: shippedMigrations(),
    };
  } catch {
    return { applied: null, expected: shippedMigrations() };
  }
}

/**
 * Whether the database holds every migration this code ships: a replica of newer code on a database not yet
 * migrated is not ready. False when the database does not answer.
 */
export async function migrationsApplied(db: Db): Promise<boolean> {
  const { applied, expected } = await migrationCounts(db);
  return applied !== null && applied >= expected;
}
