import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { DEMO_PASSWORD } from '../src/idp/demo-users.ts';
import { type ApiClient, apiClient } from './api.ts';
import type { TestDatabaseKind } from './databases.ts';
import { signIn } from './oidc-client.ts';
import { openMigratedDatabase } from './seeded-snapshot.ts';
import { startServer, type TestServer } from './servers.ts';

/**
 * The set-up most server suites share, written once: a server (or a bare migrated database) that lives as long as
 * the enclosing `describe`, and the demo users signed in through the login page.
 */

type ServerOptions = Parameters<typeof startServer>[0];

type Ready<T> = (opened: T) => unknown;

/**
 * Starts a server (with these options, if any) before the tests of the enclosing `describe` and closes it after
 * them. `ready` gets it first, to keep it and to sign in the callers the tests use.
 */
export function withServer(ready: Ready<TestServer>): void;
export function withServer(options: ServerOptions, ready: Ready<TestServer>): void;
export function withServer(first: ServerOptions | Ready<TestServer>, second?: Ready<TestServer>): void {
  const options = typeof first === 'function' ? undefined : first;
  const ready = typeof first === 'function' ? first : second;
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startServer(options);
    await ready?.(server);
  });
  afterAll(() => server?.close());
}

/** A migrated database without data for the tests of the enclosing `describe`, closed after them. */
export function withMigratedDatabase(ready: Ready<Database>): void {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await openMigratedDatabase();
    await ready(database);
  });
  afterAll(() => database?.close());
}

/**
 * A fresh migrated database of `kind` (test/databases.ts) for the tests of the enclosing `describe`, dropped after
 * them; `each` gives every test a database of its own instead.
 */
export function withDatabaseOf(
  kind: TestDatabaseKind,
  ready: Ready<Database>,
  { each = false }: { each?: boolean } = {},
): void {
  let drop: (() => Promise<void>) | undefined;
  (each ? beforeEach : beforeAll)(async () => {
    const opened = await kind.open();
    drop = opened.drop;
    await ready(opened.database);
  });
  (each ? afterEach : afterAll)(() => drop?.());
}

/** The access token of a demo user (password DEMO_PASSWORD), signed in as a browser does. */
export async function demoToken(server: TestServer, username: string): Promise<string> {
  return (await signIn(server.baseUrl, username, DEMO_PASSWORD)).tokens.access_token;
}

/** The callers of an administration suite: the superadmin (and its token), a citizen and an anonymous caller. */
export interface DemoCallers {
  adminToken: string;
  citizenToken: string;
  admin: ApiClient;
  citizen: ApiClient;
  anonymous: ApiClient;
}

export async function demoCallers(server: TestServer): Promise<DemoCallers> {
  const adminToken = await demoToken(server, 'superadmin');
  const citizenToken = await demoToken(server, 'cittadino');
  return {
    adminToken,
    citizenToken,
    admin: apiClient(server.app, adminToken),
    citizen: apiClient(server.app, citizenToken),
    anonymous: apiClient(server.app),
  };
}

/** A server and the callers of an administration suite (demoCallers). */
export type ServerCallers = DemoCallers & { server: TestServer };

/**
 * A server for the tests of the enclosing `describe` (withServer, with these options if any) with the callers of
 * an administration suite signed in: read them in the tests. The three clients are the same objects throughout and
 * may be taken apart at once; the server and the tokens are set in `beforeAll`. `ready` gets them first, to write
 * what the tests read.
 */
export function withCallers(ready?: Ready<ServerCallers>): ServerCallers;
export function withCallers(options: ServerOptions, ready?: Ready<ServerCallers>): ServerCallers;
export function withCallers(
  first?: ServerOptions | Ready<ServerCallers>,
  second?: Ready<ServerCallers>,
): ServerCallers {
  const options = typeof first === 'function' ? undefined : first;
  const ready = typeof first === 'function' ? first : second;
  const context = { admin: {}, citizen: {}, anonymous: {} } as ServerCallers;
  const started = async (server: TestServer) => {
    const { admin, citizen, anonymous, ...tokens } = await demoCallers(server);
    Object.assign(context.admin, admin);
    Object.assign(context.citizen, citizen);
    Object.assign(context.anonymous, anonymous);
    Object.assign(context, tokens, { server });
    await ready?.(context);
  };
  if (options) withServer(options, started);
  else withServer(started);
  return context;
}

/** A server and one demo user's access token. */
export interface ServerToken {
  server: TestServer;
  token: string;
}

/**
 * A server for the tests of the enclosing `describe` (withServer) with one demo user signed in: read the server and
 * the token from the returned object in the tests. `ready` gets them first, to write what the tests read.
 */
export function withDemoToken(username: string, ready?: Ready<ServerToken>): ServerToken {
  const context = {} as ServerToken;
  withServer(async (server) => {
    Object.assign(context, { server, token: await demoToken(server, username) });
    await ready?.(context);
  });
  return context;
}

/** A client for each of these demo users, signed in one after another, by username. */
export async function demoClients(server: TestServer, users: string[]): Promise<Record<string, ApiClient>> {
  const clients: Record<string, ApiClient> = {};
  for (const user of users) clients[user] = apiClient(server.app, await demoToken(server, user));
  return clients;
}

/** A server and a client for each of these demo users, by username. */
export interface ServerClients<U extends string> {
  server: TestServer;
  as: Record<U, ApiClient>;
}

/**
 * A server for the tests of the enclosing `describe` (withServer) with these demo users signed in (demoClients):
 * `as` is the same object throughout and may be taken apart at once; the server is set in `beforeAll`. `ready`
 * gets them first, to write what the tests read.
 */
export function withDemoClients<const U extends string>(
  users: readonly U[],
  ready?: Ready<ServerClients<U>>,
): ServerClients<U> {
  const context = { as: {} } as ServerClients<U>;
  withServer(async (server) => {
    context.server = server;
    Object.assign(context.as, await demoClients(server, [...users]));
    await ready?.(context);
  });
  return context;
}
