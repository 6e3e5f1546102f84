import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { groupPermissions } from '../src/modules/authorization/authorization.tables.ts';
import { outbox } from '../src/modules/mail/mail.tables.ts';
import { BrowserLike, signIn } from './oidc-client.ts';

// biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely; the server checks them against the contract.
type Json = any;

export interface ApiResponse<T = Json> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
}

/** Calls the app like the SPA does: JSON in and out, with a bearer token when given. */
export function apiClient(app: FastifyInstance, token?: string) {
  async function call<T = Json>(method: string, url: string, body?: unknown): Promise<ApiResponse<T>> {
    const response = await app.inject({
      method: method as 'GET',
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body !== undefined && { payload: body as Record<string, unknown> }),
    });
    let parsed: unknown = response.body;
    try {
      parsed = response.json();
    } catch {
      // not JSON
    }
    return { status: response.statusCode, body: parsed as T, headers: response.headers };
  }
  return {
    get: <T = Json>(url: string) => call<T>('GET', url),
    post: <T = Json>(url: string, body?: unknown) => call<T>('POST', url, body),
    put: <T = Json>(url: string, body?: unknown) => call<T>('PUT', url, body),
    del: <T = Json>(url: string) => call<T>('DELETE', url),
  };
}

export type ApiClient = ReturnType<typeof apiClient>;

/**
 * The field paths of an error answer, once its status is the one expected: a 400 turning into a 409 with the
 * same paths is a change of behaviour.
 */
export function paths(response: ApiResponse, status: number): string[] {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return (response.body as { details: { path: string }[] }).details.map((d) => d.path);
}

/** The answer's body, once its status is the one expected (the body is in the failure, to say why). */
export function expectStatus(response: ApiResponse, status = 200) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return response.body;
}

/** The text of the last mail the outbox holds for this address. */
export async function lastMailText(database: Database, to: string): Promise<string> {
  const rows = await database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(asc(outbox.id));
  return rows.at(-1)?.text ?? '';
}

/** The last one-time link the outbox holds for this address. */
export async function lastLink(database: Database, to: string): Promise<string> {
  const rows = await database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(asc(outbox.id));
  const link = rows.at(-1)?.link;
  if (!link) {
    throw new Error(`no mail for ${to}`);
  }
  return link;
}

/** Opens the one-time link and chooses a password, as the user would in the browser. */
export async function setPassword(baseUrl: string, link: string, password: string) {
  const browser = new BrowserLike(baseUrl);
  const page = await browser.request(link);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
  if (!action) {
    throw new Error(`no form (${page.status})`);
  }
  return browser.request(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ password, conferma: password }),
  });
}

/** Creates a user through the admin API, sets its password through its link, signs it in. */
export async function createAndSignIn(
  server: { app: FastifyInstance; baseUrl: string; database: Database },
  adminToken: string,
  user: { username: string; groups?: string[]; clientRoles?: Record<string, string[]> },
  password = 'password-di-prova',
) {
  const email = `${user.username}@example.org`;
  const created = await apiClient(server.app, adminToken).post('/api/v1/authorization/user/add', {
    username: user.username,
    email,
    firstName: 'Utente',
    lastName: 'Di prova',
    groups: user.groups ?? [],
    clientRoles: user.clientRoles ?? {},
  });
  if (created.status !== 201) {
    throw new Error(`user not created: ${JSON.stringify(created.body)}`);
  }
  await setPassword(server.baseUrl, await lastLink(server.database, email), password);
  const { tokens } = await signIn(server.baseUrl, user.username, password);
  return { user: created.body as { id: string }, tokens };
}

/** The update body of a user as this administrator reads it: what user/update takes, nothing more. */
export async function userUpdateBody(admin: ApiClient, id: string) {
  const { body: u } = await admin.get(`/api/v1/authorization/user/byid/${id}`);
  const { email, firstName, lastName, enabled, realmRoles, clientRoles, attributes, version } = u;
  return { id, email, firstName, lastName, enabled, realmRoles, clientRoles, attributes, version };
}

/** A group made through the admin API: its id and its path, the name its permissions are granted to. */
export interface TestGroup {
  id: string;
  path: string;
}

/** Creates a group through the admin API, then grants it these flags on these sections (grantGroup). */
export async function createGroup(
  server: { app: FastifyInstance; database: Database },
  adminToken: string,
  group: { name: string; description: string },
  grants: Record<string, number> = {},
): Promise<TestGroup> {
  const created = await apiClient(server.app, adminToken).post('/api/v1/authorization/gruppo/add', group);
  if (created.status !== 201) {
    throw new Error(`group not created: ${JSON.stringify(created.body)}`);
  }
  for (const [section, mask] of Object.entries(grants)) {
    await grantGroup(server.database, created.body.path, section, mask);
  }
  return created.body as TestGroup;
}

/** Sets a group's flags on a section, written straight in the permissions table (replacing those it had). */
export async function grantGroup(database: Database, groupPath: string, section: string, mask: number) {
  await database.db
    .insert(groupPermissions)
    .values({ groupName: groupPath, section, mask })
    .onConflictDoUpdate({ target: [groupPermissions.groupName, groupPermissions.section], set: { mask } });
}
