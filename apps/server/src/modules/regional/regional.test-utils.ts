import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll } from 'vitest';
import type { TestDatabaseKind } from '../../../test/databases.ts';
import { signIn } from '../../../test/oidc-client.ts';
import { seedWithJobs } from '../../../test/seeded-snapshot.ts';
import { startServer, type TestServer } from '../../../test/servers.ts';
import type { Database } from '../../db/database.ts';
import { DEMO_PASSWORD } from '../../idp/demo-users.ts';
import { createAuditLog } from '../audit/audit.service.ts';
import { createSectionCatalogue } from '../authorization/sections.catalogue.ts';
import { referenceServices } from '../module-services.ts';
import type { ModuleSeedOptions } from '../server-module.ts';

/** The demo users the regional and structures calls are tried as: all rights, an operator, a citizen. */
export type RegionalUser = 'superadmin' | 'operatore.sanitario' | 'cittadino';

/**
 * A server started before the file's tests and closed after them, with an access token of each demo user: what
 * the route tests of the regional data and of the structures share.
 */
export function signedInServer() {
  const session = { server: undefined as unknown as TestServer, tokens: {} as Record<RegionalUser, string> };
  beforeAll(async () => {
    session.server = await startServer();
    for (const user of ['superadmin', 'operatore.sanitario', 'cittadino'] as const) {
      session.tokens[user] = (await signIn(session.server.baseUrl, user, DEMO_PASSWORD)).tokens.access_token;
    }
  });
  afterAll(() => session.server?.close());
  return session;
}

/** These seeds queue no job: a call would fail the test. */
const noJobs = {
  declare: () => Promise.reject(new Error('nessun lavoro atteso')),
  enqueue: () => Promise.reject(new Error('nessun lavoro atteso')),
};

/** What a seed run again by a test gets: the database's own catalogue and services, no job, no demo user. */
export function seedOptions(database: Database, demo: boolean): ModuleSeedOptions {
  return {
    demo,
    grantOnce: createSectionCatalogue(database.db).grantOnce,
    demoUserId: async () => undefined,
    jobs: noJobs,
    services: referenceServices(database.db, createAuditLog({ db: database.db })),
  };
}

/** How many rows a table has. */
export async function countRows(database: Database, table: PgTable): Promise<number | undefined> {
  return (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;
}

/**
 * A database of this kind opened and seeded (with the demo data or without) before the file's tests and dropped
 * after them; `session.database` is set once they run.
 */
export function seededDatabase(kind: TestDatabaseKind, options: { demo: boolean }) {
  const session = { database: undefined as unknown as Database };
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    ({ database: session.database, drop } = await kind.open());
    await seedWithJobs(session.database, { demo: options.demo, embeddedIdp: false });
  });
  afterAll(() => drop());
  return session;
}
