import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Db } from '../src/db/database.ts';
import type { KeycloakAdminOptions } from '../src/modules/authorization/identity/keycloak.adapter.ts';

/**
 * A local stand-in for a Keycloak realm's Admin REST API (https://www.keycloak.org/docs-api/latest/rest-api/),
 * answering, in memory and on 127.0.0.1, exactly the calls the Keycloak identity adapter makes. Unknown calls
 * answer 501 so a test fails when the adapter starts using one this fake does not know.
 */

interface FakeUser {
  id: string;
  username: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  enabled: boolean;
  emailVerified: boolean;
  attributes: Record<string, string[]>;
  createdTimestamp: number;
}
interface FakeGroup {
  id: string;
  name: string;
  parentId: string | null;
  attributes: Record<string, string[]>;
}
interface FakeRole {
  id: string;
  name: string;
  description: string;
  /** Client uuid, or null for a realm role. */
  client: string | null;
}
interface FakeClient {
  id: string;
  clientId: string;
  name?: string;
}

export interface FakeKeycloak {
  baseUrl: string;
  realm: string;
  clientId: string;
  clientSecret: string;
  /** Every admin call received, as `METHOD /path` (without the /admin/realms/<realm> prefix). */
  calls: string[];
  actionEmails: { userId: string; actions: string[]; lifespan: number; clientId: string | null }[];
  /** Adds a realm role, a client with roles: what a realm import would create. */
  addRealmRole(name: string): string;
  addClient(clientId: string, roles?: string[]): string;
  /**
   * Makes updates of users and groups (`PUT /users/{id}`, `PUT /groups/{id}`) wait this long before they apply:
   * a slow Keycloak, which widens the window between a writer's read and its write.
   */
  delayUpdates(ms: number): void;
  /** Lets a test alter the answers (a broken or incompatible Keycloak); `undefined` restores the normal ones. */
  alterAnswers(alter: ((call: string, body: unknown) => unknown) | undefined): void;
  close(): Promise<void>;
}

type Handler = (
  match: RegExpExecArray,
  query: URLSearchParams,
  body: unknown,
) => { status: number; body?: unknown; location?: string };

export async function startFakeKeycloak(realm = 'halo'): Promise<FakeKeycloak> {
  const clientId = 'halo-admin';
  const clientSecret = 'segreto-di-prova';
  const tokens = new Set<string>();
  const users = new Map<string, FakeUser>();
  const groups = new Map<string, FakeGroup>();
  const roles = new Map<string, FakeRole>();
  const clients = new Map<string, FakeClient>();
  const members = new Set<string>(); // `${groupId}|${userId}`
  const mappings = new Set<string>(); // `${userId}|${roleId}`
  const calls: string[] = [];
  const actionEmails: FakeKeycloak['actionEmails'] = [];
  let baseUrl = '';
  let updateDelayMs = 0;
  let alterAnswer: ((call: string, body: unknown) => unknown) | undefined;

  const adminPrefix = `/admin/realms/${realm}`;

  function pathOf(group: FakeGroup): string {
    const parent = group.parentId ? groups.get(group.parentId) : undefined;
    return `${parent ? pathOf(parent) : ''}/${group.name}`;
  }
  const childrenOf = (id: string | null) => [...groups.values()].filter((g) => g.parentId === id);
  function groupRep(group: FakeGroup) {
    return {
      id: group.id,
      name: group.name,
      path: pathOf(group),
      parentId: group.parentId ?? undefined,
      subGroupCount: childrenOf(group.id).length,
      subGroups: [],
      attributes: group.attributes,
    };
  }
  const userRep = (user: FakeUser) => ({ ...user });
  const roleRep = (role: FakeRole) => ({
    id: role.id,
    name: role.name,
    description: role.description,
    composite: false,
    clientRole: role.client !== null,
    containerId: role.client ?? realm,
  });
  const notFound = (what: string) => ({ status: 404, body: { error: `${what} not found` } });
  const roleByName = (client: string | null, name: string) =>
    [...roles.values()].find((r) => r.client === client && r.name === name);
  const page = <T>(items: T[], query: URLSearchParams) => {
    const first = Number(query.get('first') ?? 0);
    const max = Number(query.get('max') ?? 100);
    return items.slice(first, first + max);
  };
  function matchingUsers(query: URLSearchParams) {
    let list = [...users.values()].sort((a, b) => a.username.localeCompare(b.username));
    const search = query.get('search')?.toLowerCase();
    if (search) {
      list = list.filter((u) =>
        [u.username, u.email, u.firstName, u.lastName].some((v) => v?.toLowerCase().includes(search)),
      );
    }
    const email = query.get('email');
    if (email) {
      list = list.filter((u) =>
        query.get('exact') === 'true'
          ? u.email === email.toLowerCase()
          : u.email?.includes(email.toLowerCase()),
      );
    }
    const enabled = query.get('enabled');
    if (enabled !== null) {
      list = list.filter((u) => String(u.enabled) === enabled);
    }
    return list;
  }
  function siblingTaken(parentId: string | null, name: string, except?: string) {
    return childrenOf(parentId).some((g) => g.name === name && g.id !== except);
  }
  function deleteGroupTree(id: string) {
    for (const child of childrenOf(id)) {
      deleteGroupTree(child.id);
    }
    groups.delete(id);
    for (const key of [...members]) {
      if (key.startsWith(`${id}|`)) {
        members.delete(key);
      }
    }
  }
  const roleList = (body: unknown) => (Array.isArray(body) ? (body as { id: string }[]) : []);

  const routes: [string, RegExp, Handler][] = [
    // users
    ['GET', /^\/users$/, (_m, q) => ({ status: 200, body: page(matchingUsers(q), q).map(userRep) })],
    ['GET', /^\/users\/count$/, (_m, q) => ({ status: 200, body: matchingUsers(q).length })],
    [
      'POST',
      /^\/users$/,
      (_m, _q, body) => {
        const input = body as Partial<FakeUser>;
        const username = String(input.username ?? '').toLowerCase();
        const email = input.email?.toLowerCase();
        if ([...users.values()].some((u) => u.username === username)) {
          return { status: 409, body: { errorMessage: 'User exists with same username' } };
        }
        if (email && [...users.values()].some((u) => u.email === email)) {
          return { status: 409, body: { errorMessage: 'User exists with same email' } };
        }
        const id = randomUUID();
        users.set(id, {
          id,
          username,
          email,
          firstName: input.firstName,
          lastName: input.lastName,
          enabled: input.enabled ?? false,
          emailVerified: input.emailVerified ?? false,
          attributes: input.attributes ?? {},
          createdTimestamp: Date.now(),
        });
        return { status: 201, location: `${baseUrl}${adminPrefix}/users/${id}` };
      },
    ],
    [
      'GET',
      /^\/users\/([^/]+)$/,
      (m) => {
        const user = users.get(m[1] ?? '');
        return user ? { status: 200, body: userRep(user) } : notFound('User');
      },
    ],
    [
      'PUT',
      /^\/users\/([^/]+)$/,
      (m, _q, body) => {
        const user = users.get(m[1] ?? '');
        if (!user) {
          return notFound('User');
        }
        const input = body as Partial<FakeUser>;
        const email = input.email?.toLowerCase();
        if (email && [...users.values()].some((u) => u.email === email && u.id !== user.id)) {
          return { status: 409, body: { errorMessage: 'User exists with same email' } };
        }
        Object.assign(user, {
          ...(input.email !== undefined && { email }),
          ...(input.firstName !== undefined && { firstName: input.firstName }),
          ...(input.lastName !== undefined && { lastName: input.lastName }),
          ...(input.enabled !== undefined && { enabled: input.enabled }),
          ...(input.emailVerified !== undefined && { emailVerified: input.emailVerified }),
          ...(input.attributes !== undefined && { attributes: input.attributes }),
        });
        return { status: 204 };
      },
    ],
    [
      'DELETE',
      /^\/users\/([^/]+)$/,
      (m) => {
        const id = m[1] ?? '';
        if (!users.delete(id)) {
          return notFound('User');
        }
        for (const set of [members, mappings]) {
          for (const key of [...set]) {
            if (key.includes(id)) {
              set.delete(key);
            }
          }
        }
        return { status: 204 };
      },
    ],
    [
      'GET',
      /^\/users\/([^/]+)\/role-mappings$/,
      (m) => {
        const id = m[1] ?? '';
        if (!users.has(id)) {
          return notFound('User');
        }
        const held = [...roles.values()].filter((r) => mappings.has(`${id}|${r.id}`));
        const clientMappings: Record<string, unknown> = {};
        for (const role of held.filter((r) => r.client !== null)) {
          const client = clients.get(role.client ?? '');
          if (!client) {
            continue;
          }
          const entry = (clientMappings[client.clientId] ?? {
            id: client.id,
            client: client.clientId,
            mappings: [],
          }) as { mappings: unknown[] };
          entry.mappings.push(roleRep(role));
          clientMappings[client.clientId] = entry;
        }
        return {
          status: 200,
          body: {
            realmMappings: held.filter((r) => r.client === null).map(roleRep),
            ...(Object.keys(clientMappings).length > 0 && { clientMappings }),
          },
        };
      },
    ],
    [
      'POST',
      /^\/users\/([^/]+)\/role-mappings\/(realm|clients\/[^/]+)$/,
      (m, _q, body) => {
        for (const role of roleList(body)) {
          if (!roles.has(role.id)) {
            return notFound('Role');
          }
          mappings.add(`${m[1]}|${role.id}`);
        }
        return { status: 204 };
      },
    ],
    [
      'DELETE',
      /^\/users\/([^/]+)\/role-mappings\/(realm|clients\/[^/]+)$/,
      (m, _q, body) => {
        for (const role of roleList(body)) {
          mappings.delete(`${m[1]}|${role.id}`);
        }
        return { status: 204 };
      },
    ],
    [
      'GET',
      /^\/users\/([^/]+)\/groups$/,
      (m) => ({
        status: 200,
        body: [...groups.values()]
          .filter((g) => members.has(`${g.id}|${m[1]}`))
          .map((g) => ({ id: g.id, name: g.name, path: pathOf(g) })),
      }),
    ],
    [
      'PUT',
      /^\/users\/([^/]+)\/groups\/([^/]+)$/,
      (m) => {
        if (!users.has(m[1] ?? '')) {
          return notFound('User');
        }
        if (!groups.has(m[2] ?? '')) {
          return notFound('Group');
        }
        members.add(`${m[2]}|${m[1]}`);
        return { status: 204 };
      },
    ],
    [
      'DELETE',
      /^\/users\/([^/]+)\/groups\/([^/]+)$/,
      (m) => {
        members.delete(`${m[2]}|${m[1]}`);
        return { status: 204 };
      },
    ],
    [
      'PUT',
      /^\/users\/([^/]+)\/execute-actions-email$/,
      (m, q, body) => {
        if (!users.has(m[1] ?? '')) {
          return notFound('User');
        }
        actionEmails.push({
          userId: m[1] ?? '',
          actions: Array.isArray(body) ? (body as string[]) : [],
          lifespan: Number(q.get('lifespan') ?? 43200),
          clientId: q.get('client_id'),
        });
        return { status: 204 };
      },
    ],

    // groups
    [
      'GET',
      /^\/groups$/,
      (_m, q) => ({
        status: 200,
        body: page(
          childrenOf(null).sort((a, b) => a.name.localeCompare(b.name)),
          q,
        ).map(groupRep),
      }),
    ],
    [
      'POST',
      /^\/groups$/,
      (_m, _q, body) => {
        const input = body as { name: string; attributes?: Record<string, string[]> };
        if (siblingTaken(null, input.name)) {
          return { status: 409, body: { errorMessage: 'Top level group named already exists.' } };
        }
        const id = randomUUID();
        groups.set(id, { id, name: input.name, parentId: null, attributes: input.attributes ?? {} });
        return { status: 201, location: `${baseUrl}${adminPrefix}/groups/${id}` };
      },
    ],
    [
      'GET',
      /^\/groups\/([^/]+)$/,
      (m) => {
        const group = groups.get(m[1] ?? '');
        return group ? { status: 200, body: groupRep(group) } : notFound('Group');
      },
    ],
    [
      'PUT',
      /^\/groups\/([^/]+)$/,
      (m, _q, body) => {
        const group = groups.get(m[1] ?? '');
        if (!group) {
          return notFound('Group');
        }
        const input = body as { name?: string; attributes?: Record<string, string[]> };
        if (input.name && siblingTaken(group.parentId, input.name, group.id)) {
          return { status: 409, body: { errorMessage: 'Sibling group named already exists.' } };
        }
        group.name = input.name ?? group.name;
        group.attributes = input.attributes ?? group.attributes;
        return { status: 204 };
      },
    ],
    [
      'DELETE',
      /^\/groups\/([^/]+)$/,
      (m) => {
        if (!groups.has(m[1] ?? '')) {
          return notFound('Group');
        }
        deleteGroupTree(m[1] ?? '');
        return { status: 204 };
      },
    ],
    [
      'GET',
      /^\/groups\/([^/]+)\/children$/,
      (m, q) => {
        if (!groups.has(m[1] ?? '')) {
          return notFound('Group');
        }
        return { status: 200, body: page(childrenOf(m[1] ?? ''), q).map(groupRep) };
      },
    ],
    [
      'POST',
      /^\/groups\/([^/]+)\/children$/,
      (m, _q, body) => {
        const parentId = m[1] ?? '';
        if (!groups.has(parentId)) {
          return notFound('Group');
        }
        const input = body as { name: string; attributes?: Record<string, string[]> };
        if (siblingTaken(parentId, input.name)) {
          return { status: 409, body: { errorMessage: 'Sibling group named already exists.' } };
        }
        const id = randomUUID();
        groups.set(id, { id, name: input.name, parentId, attributes: input.attributes ?? {} });
        return { status: 201, location: `${baseUrl}${adminPrefix}/groups/${id}` };
      },
    ],
    [
      'GET',
      /^\/groups\/([^/]+)\/members$/,
      (m, q) => {
        if (!groups.has(m[1] ?? '')) {
          return notFound('Group');
        }
        const list = [...users.values()]
          .filter((u) => members.has(`${m[1]}|${u.id}`))
          .sort((a, b) => a.username.localeCompare(b.username));
        return { status: 200, body: page(list, q).map(userRep) };
      },
    ],

    // realm roles
    [
      'GET',
      /^\/roles$/,
      () => ({ status: 200, body: [...roles.values()].filter((r) => r.client === null).map(roleRep) }),
    ],
    [
      'GET',
      /^\/roles\/([^/]+)$/,
      (m) => {
        const role = roleByName(null, decodeURIComponent(m[1] ?? ''));
        return role ? { status: 200, body: roleRep(role) } : notFound('Role');
      },
    ],
    [
      'GET',
      /^\/roles-by-id\/([^/]+)$/,
      (m) => {
        const role = roles.get(m[1] ?? '');
        return role ? { status: 200, body: roleRep(role) } : notFound('Role');
      },
    ],
    [
      'DELETE',
      /^\/roles-by-id\/([^/]+)$/,
      (m) => {
        const id = m[1] ?? '';
        if (!roles.delete(id)) {
          return notFound('Role');
        }
        for (const key of [...mappings]) {
          if (key.endsWith(`|${id}`)) {
            mappings.delete(key);
          }
        }
        return { status: 204 };
      },
    ],

    // clients and their roles
    [
      'GET',
      /^\/clients$/,
      (_m, q) => {
        const wanted = q.get('clientId');
        return {
          status: 200,
          body: [...clients.values()].filter((c) => wanted === null || c.clientId === wanted),
        };
      },
    ],
    [
      'POST',
      /^\/clients$/,
      (_m, _q, body) => {
        const input = body as { clientId: string; name?: string };
        if ([...clients.values()].some((c) => c.clientId === input.clientId)) {
          return { status: 409, body: { errorMessage: 'Client already exists' } };
        }
        const id = randomUUID();
        clients.set(id, { id, clientId: input.clientId, name: input.name });
        return { status: 201, location: `${baseUrl}${adminPrefix}/clients/${id}` };
      },
    ],
    [
      'GET',
      /^\/clients\/([^/]+)$/,
      (m) => {
        const client = clients.get(m[1] ?? '');
        return client ? { status: 200, body: client } : notFound('Client');
      },
    ],
    [
      'DELETE',
      /^\/clients\/([^/]+)$/,
      (m) => {
        const id = m[1] ?? '';
        if (!clients.delete(id)) {
          return notFound('Client');
        }
        for (const role of [...roles.values()].filter((r) => r.client === id)) {
          roles.delete(role.id);
          for (const key of [...mappings]) {
            if (key.endsWith(`|${role.id}`)) {
              mappings.delete(key);
            }
          }
        }
        return { status: 204 };
      },
    ],
    [
      'GET',
      /^\/clients\/([^/]+)\/roles$/,
      (m) => {
        if (!clients.has(m[1] ?? '')) {
          return notFound('Client');
        }
        return { status: 200, body: [...roles.values()].filter((r) => r.client === m[1]).map(roleRep) };
      },
    ],
    [
      'POST',
      /^\/clients\/([^/]+)\/roles$/,
      (m, _q, body) => {
        const client = m[1] ?? '';
        if (!clients.has(client)) {
          return notFound('Client');
        }
        const input = body as { name: string; description?: string };
        if (roleByName(client, input.name)) {
          return { status: 409, body: { errorMessage: `Role with name ${input.name} already exists` } };
        }
        const id = randomUUID();
        roles.set(id, { id, name: input.name, description: input.description ?? '', client });
        return { status: 201, location: `${baseUrl}${adminPrefix}/clients/${client}/roles/${input.name}` };
      },
    ],
    [
      'GET',
      /^\/clients\/([^/]+)\/roles\/([^/]+)$/,
      (m) => {
        const role = roleByName(m[1] ?? '', decodeURIComponent(m[2] ?? ''));
        return role ? { status: 200, body: roleRep(role) } : notFound('Role');
      },
    ],
    [
      'GET',
      /^\/clients\/([^/]+)\/roles\/([^/]+)\/users$/,
      (m) => {
        const role = roleByName(m[1] ?? '', decodeURIComponent(m[2] ?? ''));
        if (!role) {
          return notFound('Role');
        }
        return {
          status: 200,
          body: [...users.values()].filter((u) => mappings.has(`${u.id}|${role.id}`)).map(userRep),
        };
      },
    ],
  ];

  async function readBody(request: IncomingMessage): Promise<unknown> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) {
      chunks.push(chunk as Buffer);
    }
    const text = Buffer.concat(chunks).toString('utf8');
    if (!text) {
      return undefined;
    }
    return (request.headers['content-type'] ?? '').includes('json') ? JSON.parse(text) : text;
  }

  function send(response: ServerResponse, status: number, body?: unknown, location?: string) {
    if (location) {
      response.setHeader('location', location);
    }
    if (body === undefined) {
      response.writeHead(status).end();
      return;
    }
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const body = await readBody(request);
    if (request.method === 'POST' && url.pathname === `/realms/${realm}/protocol/openid-connect/token`) {
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      const form = new URLSearchParams(typeof body === 'string' ? body : '');
      if (request.headers.authorization !== expected || form.get('grant_type') !== 'client_credentials') {
        send(response, 401, { error: 'unauthorized_client' });
        return;
      }
      const token = randomUUID();
      tokens.add(token);
      send(response, 200, { access_token: token, expires_in: 300, token_type: 'Bearer' });
      return;
    }
    if (!url.pathname.startsWith(`${adminPrefix}/`)) {
      send(response, 404, { error: 'not found' });
      return;
    }
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || !tokens.has(bearer)) {
      send(response, 401, { error: 'HTTP 401 Unauthorized' });
      return;
    }
    const path = url.pathname.slice(adminPrefix.length).replace(/\/$/, '');
    const call = `${request.method} ${path}`;
    calls.push(call);
    if (updateDelayMs > 0 && /^PUT \/(users|groups)\/[^/]+$/.test(call)) {
      await new Promise((resolve) => setTimeout(resolve, updateDelayMs));
    }
    for (const [method, pattern, handler] of routes) {
      const match = method === request.method ? pattern.exec(path) : null;
      if (match) {
        const result = handler(match, url.searchParams, body);
        const answer =
          alterAnswer && result.body !== undefined ? alterAnswer(call, result.body) : result.body;
        send(response, result.status, answer, result.location);
        return;
      }
    }
    send(response, 501, { error: `fake Keycloak does not know ${request.method} ${path}` });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    baseUrl,
    realm,
    clientId,
    clientSecret,
    calls,
    actionEmails,
    addRealmRole(name) {
      const id = randomUUID();
      roles.set(id, { id, name, description: '', client: null });
      return id;
    },
    addClient(client, roleNames = []) {
      const id = randomUUID();
      clients.set(id, { id, clientId: client });
      for (const name of roleNames) {
        const roleId = randomUUID();
        roles.set(roleId, { id: roleId, name, description: '', client: id });
      }
      return id;
    },
    delayUpdates(ms) {
      updateDelayMs = ms;
    },
    alterAnswers(alter) {
      alterAnswer = alter;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The Keycloak adapter's options for talking to the fake, with Halo's own database (for its version locks). */
export function adapterOptionsFor(fake: FakeKeycloak, db: Db): KeycloakAdminOptions {
  return {
    baseUrl: fake.baseUrl,
    realm: fake.realm,
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    webClientId: 'halo-web',
    redirectUri: 'http://127.0.0.1/',
    db,
  };
}
