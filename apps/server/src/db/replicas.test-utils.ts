import { afterAll, beforeAll } from 'vitest';
import { postgresDatabase } from '../../test/databases.ts';
import { killed, startProcess } from '../../test/processes.ts';

/** A server process started by a test. */
export type Replica = Awaited<ReturnType<typeof startProcess>>;

export interface Replicas {
  /** The database both use, fresh for the suite (its `url` to look at it directly). */
  database: Awaited<ReturnType<typeof postgresDatabase>>;
  a: Replica;
  b: Replica;
}

/**
 * Two server processes on a fresh database of the PostgreSQL at `url`, as behind a load balancer: one public
 * address (the first's), the issuer of both. Started one after the other — the first migrates and seeds, the
 * second finds it done — before the tests of the enclosing `describe` (then `ready`); stopped, and the database
 * dropped, after them.
 */
export function withTwoReplicas(
  url: string,
  prefix: string,
  env: Record<string, string>,
  ready: (replicas: Replicas) => void | Promise<void>,
): void {
  const started: Partial<Replicas> = {};
  beforeAll(async () => {
    started.database = await postgresDatabase(url, prefix);
    const shared = { DATABASE_URL: started.database.url, ...env };
    started.a = await startProcess(shared);
    started.b = await startProcess({ ...shared, PUBLIC_URL: started.a.baseUrl });
    await ready(started as Replicas);
  }, 180_000);

  afterAll(async () => {
    const servers = [started.a, started.b].filter((server) => server !== undefined);
    await Promise.all(servers.map((server) => killed(server.child, 'SIGTERM')));
    await started.database?.drop();
  });
}
