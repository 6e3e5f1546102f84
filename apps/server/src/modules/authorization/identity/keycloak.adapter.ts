import { errorCodes } from '@halo/contract';
import KeycloakAdminClient, { NetworkError } from '@keycloak/keycloak-admin-client';
import type GroupRepresentation from '@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js';
import type RoleRepresentation from '@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js';
import type UserRepresentation from '@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js';
import type { Db } from '../../../db/database.ts';
import { inTransaction } from '../../../db/transaction.ts';
import {
  AppError,
  ConflictError,
  found,
  NotFoundError,
  StaleVersionError,
  ValidationError,
} from '../../../errors.ts';
import { createAuthorizationRepository } from '../authorization.repository.ts';
import {
  type IdentityAdmin,
  type IdentityGroup,
  type IdentityRole,
  type IdentityUser,
  type IdentityUserRef,
  parentPath,
} from './identity.port.ts';

export interface KeycloakAdminOptions {
  /** Keycloak's base URL, e.g. https://sso.example.org (without /realms/…). */
  baseUrl: string;
  realm: string;
  /** A confidential client of the realm with a service account holding realm-management's manage-users etc. */
  clientId: string;
  clientSecret: string;
  /** The SPA's client and where the account e-mail's link returns to. */
  webClientId: string;
  redirectUri: string;
  timeoutMs?: number;
  /**
   * Halo's own database, which every Halo instance shares: the version checks below are serialised on it with
   * advisory locks, since Keycloak itself has no conditional update.
   */
  db: Db;
}

/**
 * Keycloak has no conditional update: the version lives in an attribute, read, compared and then written. That
 * read-check-write runs under a transaction-level advisory lock on the entity (see `serialised`), so two Halo
 * servers writing the same user or group in the same instant take turns and the second one sees the new version.
 * Writes made in Keycloak's own console bypass the lock, as they bypass the version.
 */
const VERSION = 'haloVersion';
/** First key of the advisory locks of this adapter; the second is a hash of the entity. Spells "idp ". */
const LOCK_NAMESPACE = 0x69647020;
const APPLICATION = 'application';
const DESCRIPTION = 'description';
const MAX = 1000;

function status(error: unknown): number | undefined {
  return error instanceof NetworkError ? error.response.status : undefined;
}

async function orUndefined<T>(promise: Promise<T>): Promise<T | undefined> {
  try {
    return (await promise) ?? undefined;
  } catch (error) {
    if (status(error) === 404) {
      return undefined;
    }
    throw error;
  }
}

/** Keycloak's failures in the server's vocabulary: 404 and 409 keep their meaning, the rest is a 503. */
function translate(error: unknown, conflict?: () => AppError): never {
  if (error instanceof AppError) {
    throw error;
  }
  const code = status(error);
  if (code === 404) {
    throw new NotFoundError();
  }
  if (code === 409) {
    throw conflict?.() ?? new ConflictError((error as Error).message);
  }
  throw new AppError(503, 'SERVICE_UNAVAILABLE', 'Il provider di identità non risponde correttamente.', [], {
    cause: error,
  });
}

/**
 * A field Keycloak always sends with a representation: an id, a group's path, a role's name. Its absence is a
 * broken or incompatible answer, so it fails loudly as a 502 instead of carrying on with an empty id (the rule of
 * `required()` in db/rows.ts).
 */
function present(value: string | null | undefined, what: string): string {
  if (value === null || value === undefined || value === '') {
    throw new AppError(502, errorCodes.badGateway, `Il provider di identità ha risposto senza ${what}.`);
  }
  return value;
}

function firstValue(attributes: Record<string, string[] | undefined> | undefined, key: string) {
  return attributes?.[key]?.[0];
}

function versionOf(attributes: Record<string, string[] | undefined> | undefined): number {
  const value = Number(firstValue(attributes, VERSION));
  return Number.isInteger(value) && value > 0 ? value : 1;
}

const hiddenRealmRole = (name: string) => name.startsWith('default-roles-');

/** The identity store of a Keycloak realm, through `@keycloak/keycloak-admin-client`. */
export function createKeycloakIdentityAdmin(options: KeycloakAdminOptions): IdentityAdmin {
  const kc = new KeycloakAdminClient({
    baseUrl: options.baseUrl,
    realmName: options.realm,
    timeout: options.timeoutMs ?? 10_000,
  });

  // Client-credentials tokens have no refresh token: fetch a new one shortly before the current one expires.
  let token: { value: string; expiresAt: number } | undefined;
  kc.registerTokenProvider({
    async getAccessToken() {
      if (token && token.expiresAt > Date.now() + 10_000) {
        return token.value;
      }
      const response = await fetch(
        `${options.baseUrl.replace(/\/$/, '')}/realms/${encodeURIComponent(options.realm)}/protocol/openid-connect/token`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            authorization: `Basic ${Buffer.from(`${encodeURIComponent(options.clientId)}:${encodeURIComponent(options.clientSecret)}`).toString('base64')}`,
          },
          body: new URLSearchParams({ grant_type: 'client_credentials' }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        },
      );
      if (!response.ok) {
        throw new AppError(503, 'SERVICE_UNAVAILABLE', 'Accesso al provider di identità non riuscito.');
      }
      const body = (await response.json()) as { access_token: string; expires_in?: number };
      token = { value: body.access_token, expiresAt: Date.now() + (body.expires_in ?? 60) * 1000 };
      return token.value;
    },
  });

  /**
   * Runs a read-check-write of one user or group while holding a transaction-level advisory lock on Halo's
   * database, keyed on the entity: every Halo instance shares that database, so their writes to the same entity
   * take turns. The lock goes with the transaction, also when the instance dies mid-way. The transaction writes
   * nothing: it only holds the lock (and a pool connection) for the length of the Keycloak calls.
   */
  function serialised<T>(entity: 'user' | 'group', id: string, fn: () => Promise<T>): Promise<T> {
    return inTransaction(options.db, async (tx) => {
      await createAuthorizationRepository(tx).lockInTransaction(LOCK_NAMESPACE, `idp-${entity}:${id}`);
      return fn();
    });
  }

  const clientUuids = new Map<string, string>();
  async function clientUuid(clientId: string): Promise<string | undefined> {
    const cached = clientUuids.get(clientId);
    if (cached) {
      return cached;
    }
    const [client] = await kc.clients.find({ clientId, max: 1 } as never);
    if (client?.id) {
      clientUuids.set(clientId, client.id);
    }
    return client?.id;
  }

  async function toUser(rep: UserRepresentation): Promise<IdentityUser> {
    const id = present(rep.id, "l'identificativo dell'utente");
    const [mappings, groups] = await Promise.all([
      kc.users.listRoleMappings({ id }),
      kc.users.listGroups({ id, max: MAX } as never),
    ]);
    const clientRoles: Record<string, string[]> = {};
    for (const mapping of Object.values(mappings.clientMappings ?? {}) as {
      client?: string;
      mappings?: RoleRepresentation[];
    }[]) {
      if (mapping.client) {
        clientRoles[mapping.client] = (mapping.mappings ?? [])
          .map((r) => present(r.name, 'il nome del ruolo'))
          .sort();
      }
    }
    const attributes: Record<string, string> = {};
    for (const [key, values] of Object.entries(rep.attributes ?? {})) {
      if (key !== VERSION && Array.isArray(values) && values[0] !== undefined) {
        attributes[key] = String(values[0]);
      }
    }
    return {
      id,
      username: present(rep.username, 'il nome utente'),
      email: rep.email ?? null,
      firstName: rep.firstName ?? '',
      lastName: rep.lastName ?? '',
      enabled: rep.enabled ?? false,
      emailVerified: rep.emailVerified ?? false,
      realmRoles: (mappings.realmMappings ?? [])
        .map((r) => present(r.name, 'il nome del ruolo'))
        .filter((name) => !hiddenRealmRole(name))
        .sort(),
      clientRoles,
      groups: groups.map((g) => present(g.path, 'il percorso del gruppo')).sort(),
      attributes,
      createdAt: rep.createdTimestamp ? new Date(rep.createdTimestamp) : null,
      version: versionOf(rep.attributes),
    };
  }

  function toRef(rep: UserRepresentation): IdentityUserRef {
    return {
      id: present(rep.id, "l'identificativo dell'utente"),
      username: present(rep.username, 'il nome utente'),
      firstName: rep.firstName ?? '',
      lastName: rep.lastName ?? '',
      email: rep.email ?? null,
    };
  }

  async function findUserRep(id: string) {
    return orUndefined(kc.users.findOne({ id }));
  }

  async function mustFindUserRep(id: string) {
    return found(await findUserRep(id), 'Utente non trovato.');
  }

  function userAttributes(attributes: Record<string, string>, version: number) {
    const out: Record<string, string[]> = {};
    for (const [key, value] of Object.entries(attributes)) {
      out[key] = [value];
    }
    out[VERSION] = [String(version)];
    return out;
  }

  const duplicateUser = () =>
    new ConflictError('Esiste già un utente con questo nome utente o indirizzo e-mail.', [
      { path: 'body.username', message: 'Nome utente o e-mail già usati.' },
    ]);

  async function syncRoles(
    userId: string,
    desiredRealm: string[],
    desiredClient: Record<string, string[]>,
    current: { realmRoles: string[]; clientRoles: Record<string, string[]> },
  ) {
    const addRealm = desiredRealm.filter((r) => !current.realmRoles.includes(r));
    const removeRealm = current.realmRoles.filter((r) => !desiredRealm.includes(r));
    const realmReps = async (names: string[]) =>
      Promise.all(
        names.map(async (name) => {
          const role = await orUndefined(kc.roles.findOneByName({ name }));
          if (!role?.id) {
            throw new ValidationError([{ path: 'body.realmRoles', message: `Ruolo sconosciuto: ${name}.` }]);
          }
          return { id: role.id, name };
        }),
      );
    if (addRealm.length > 0) {
      await kc.users.addRealmRoleMappings({ id: userId, roles: await realmReps(addRealm) });
    }
    if (removeRealm.length > 0) {
      await kc.users.delRealmRoleMappings({ id: userId, roles: await realmReps(removeRealm) });
    }
    const clients = new Set([...Object.keys(desiredClient), ...Object.keys(current.clientRoles)]);
    for (const clientId of clients) {
      const desired = desiredClient[clientId] ?? [];
      const held = current.clientRoles[clientId] ?? [];
      const add = desired.filter((r) => !held.includes(r));
      const remove = held.filter((r) => !desired.includes(r));
      if (add.length === 0 && remove.length === 0) {
        continue;
      }
      const uuid = await clientUuid(clientId);
      if (!uuid) {
        throw new ValidationError([
          { path: 'body.clientRoles', message: `Client sconosciuto: ${clientId}.` },
        ]);
      }
      const clientReps = async (names: string[]) =>
        Promise.all(
          names.map(async (name) => {
            const role = await orUndefined(kc.clients.findRole({ id: uuid, roleName: name }));
            if (!role?.id) {
              throw new ValidationError([
                { path: 'body.clientRoles', message: `Ruolo sconosciuto: ${clientId}/${name}.` },
              ]);
            }
            return { id: role.id, name };
          }),
        );
      if (add.length > 0) {
        await kc.users.addClientRoleMappings({
          id: userId,
          clientUniqueId: uuid,
          roles: await clientReps(add),
        });
      }
      if (remove.length > 0) {
        await kc.users.delClientRoleMappings({
          id: userId,
          clientUniqueId: uuid,
          roles: await clientReps(remove),
        });
      }
    }
  }

  async function groupTree(): Promise<GroupRepresentation[]> {
    const out: GroupRepresentation[] = [];
    const visit = async (group: GroupRepresentation) => {
      out.push(group);
      let children = group.subGroups ?? [];
      if (children.length === 0 && (group.subGroupCount ?? 0) > 0 && group.id) {
        children = await kc.groups.listSubGroups({
          parentId: group.id,
          briefRepresentation: false,
          max: MAX,
        });
      }
      for (const child of children) {
        await visit(child);
      }
    };
    for (const group of await kc.groups.find({ briefRepresentation: false, max: MAX })) {
      await visit(group);
    }
    return out;
  }

  async function toGroup(rep: GroupRepresentation, parentId: string | null): Promise<IdentityGroup> {
    const id = present(rep.id, "l'identificativo del gruppo");
    const members = await kc.groups.listMembers({ id, briefRepresentation: true, max: MAX } as never);
    return {
      id,
      name: present(rep.name, 'il nome del gruppo'),
      path: present(rep.path, 'il percorso del gruppo'),
      parentId,
      application: firstValue(rep.attributes, APPLICATION) ?? null,
      description: firstValue(rep.attributes, DESCRIPTION) ?? '',
      memberCount: members.length,
      version: versionOf(rep.attributes),
    };
  }

  async function parentIdOf(rep: GroupRepresentation): Promise<string | null> {
    const withParent = rep as GroupRepresentation & { parentId?: string };
    if (withParent.parentId) {
      return withParent.parentId;
    }
    const parent = rep.path ? parentPath(rep.path) : null;
    if (!parent) {
      return null;
    }
    return (await groupTree()).find((g) => g.path === parent)?.id ?? null;
  }

  async function getGroup(id: string): Promise<IdentityGroup | undefined> {
    const rep = await orUndefined(kc.groups.findOne({ id }));
    return rep ? toGroup(rep, await parentIdOf(rep)) : undefined;
  }

  function groupAttributes(
    base: Record<string, string[] | undefined> | undefined,
    changes: {
      application: string | null;
      description: string;
      version: number;
    },
  ) {
    const attributes: Record<string, string[]> = {};
    for (const [key, value] of Object.entries(base ?? {})) {
      if (Array.isArray(value)) {
        attributes[key] = value;
      }
    }
    delete attributes[APPLICATION];
    if (changes.application) {
      attributes[APPLICATION] = [changes.application];
    }
    attributes[DESCRIPTION] = [changes.description];
    attributes[VERSION] = [String(changes.version)];
    return attributes;
  }

  const duplicateGroup = () =>
    new ConflictError('Esiste già un gruppo con questo nome in questa posizione.', [
      { path: 'body.name', message: 'Gruppo già esistente.' },
    ]);

  async function toRole(rep: RoleRepresentation): Promise<IdentityRole> {
    if (!rep.clientRole) {
      return roleOf(rep, null);
    }
    // A client role whose client cannot be named must not pass for a realm role.
    const client = await orUndefined(
      kc.clients.findOne({ id: present(rep.containerId, 'il client del ruolo') }),
    );
    return roleOf(rep, present(client?.clientId, 'il client del ruolo'));
  }

  function roleOf(rep: RoleRepresentation, clientId: string | null): IdentityRole {
    return {
      id: present(rep.id, "l'identificativo del ruolo"),
      name: present(rep.name, 'il nome del ruolo'),
      description: rep.description ?? '',
      clientId,
    };
  }

  async function guarded<T>(fn: () => Promise<T>, conflict?: () => AppError): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      translate(error, conflict);
    }
  }

  return {
    kind: 'keycloak',

    listUsers: (query) =>
      guarded(async () => {
        const filter = {
          ...(query.search && { search: query.search }),
          ...(query.enabled !== undefined && { enabled: query.enabled }),
        };
        const [reps, total] = await Promise.all([
          kc.users.find({
            ...filter,
            first: query.first,
            max: query.max,
            briefRepresentation: false,
          } as never),
          kc.users.count(filter as never),
        ]);
        return { items: await Promise.all(reps.map(toUser)), total };
      }),

    getUser: (id) =>
      guarded(async () => {
        const rep = await findUserRep(id);
        return rep ? toUser(rep) : undefined;
      }),

    findUserByEmail: (email) =>
      guarded(async () => {
        const [rep] = await kc.users.find({ email, exact: true, max: 1 } as never);
        return rep ? toUser(rep) : undefined;
      }),

    createUser: (input) =>
      guarded(async () => {
        const created = await kc.users.create({
          username: input.username,
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          enabled: input.enabled,
          emailVerified: false,
          attributes: userAttributes(input.attributes, 1),
          ...(input.password !== undefined && {
            credentials: [{ type: 'password', value: input.password, temporary: false }],
          }),
        });
        const id = present(created.id, "l'identificativo dell'utente creato");
        try {
          await syncRoles(id, input.realmRoles, input.clientRoles, { realmRoles: [], clientRoles: {} });
          for (const groupId of input.groupIds) {
            await kc.users.addToGroup({ id, groupId });
          }
        } catch (error) {
          // No half-made user: take it back out.
          await kc.users.del({ id }).catch(() => undefined);
          if (status(error) === 404) {
            throw new NotFoundError('Gruppo non trovato.');
          }
          throw error;
        }
        return toUser(await mustFindUserRep(id));
      }, duplicateUser),

    // The lock is taken outside `guarded`: a database failure is not the identity provider's.
    updateUser: (id, changes, expectedVersion) =>
      serialised('user', id, () =>
        guarded(async () => {
          const rep = await mustFindUserRep(id);
          if (versionOf(rep.attributes) !== expectedVersion) {
            throw new StaleVersionError();
          }
          const current = await toUser(rep);
          await kc.users.update(
            { id },
            {
              email: changes.email,
              firstName: changes.firstName,
              lastName: changes.lastName,
              enabled: changes.enabled,
              attributes: userAttributes(changes.attributes, expectedVersion + 1),
            },
          );
          await syncRoles(id, changes.realmRoles, changes.clientRoles, current);
          return toUser(await mustFindUserRep(id));
        }, duplicateUser),
      ),

    // It raises the version too, so it takes its turn with the updates.
    confirmEmail: (id) =>
      serialised('user', id, () =>
        guarded(async () => {
          const current = await toUser(await mustFindUserRep(id));
          await kc.users.update(
            { id },
            {
              enabled: true,
              emailVerified: true,
              attributes: userAttributes(current.attributes, current.version + 1),
            },
          );
          return toUser(await mustFindUserRep(id));
        }),
      ),

    setUserEnabled: (id, enabled) =>
      serialised('user', id, () =>
        guarded(async () => {
          const rep = await mustFindUserRep(id);
          const current = await toUser(rep);
          await kc.users.update(
            { id },
            { enabled, attributes: userAttributes(current.attributes, current.version + 1) },
          );
          return toUser(await mustFindUserRep(id));
        }),
      ),

    deleteUser: (id) =>
      guarded(async () => {
        await mustFindUserRep(id);
        await kc.users.del({ id });
      }),

    listGroups: () =>
      guarded(async () => {
        const tree = await groupTree();
        const byPath = new Map(tree.map((g) => [g.path, g.id]));
        return Promise.all(
          tree.map((g) => {
            const parent = g.path ? parentPath(g.path) : null;
            return toGroup(g, parent ? (byPath.get(parent) ?? null) : null);
          }),
        );
      }),

    getGroup: (id) => guarded(() => getGroup(id)),

    createGroup: (input) =>
      guarded(async () => {
        const representation = {
          name: input.name,
          attributes: groupAttributes({}, { ...input, version: 1 }),
        };
        let created: { id?: string };
        if (input.parentId) {
          if (!(await orUndefined(kc.groups.findOne({ id: input.parentId })))) {
            throw new NotFoundError('Gruppo padre non trovato.');
          }
          created = await kc.groups.createChildGroup({ id: input.parentId }, representation);
        } else {
          created = await kc.groups.create(representation);
        }
        const group = await getGroup(present(created.id, "l'identificativo del gruppo creato"));
        if (!group) {
          throw new NotFoundError('Gruppo non trovato.');
        }
        return group;
      }, duplicateGroup),

    updateGroup: (id, changes, expectedVersion) =>
      serialised('group', id, () =>
        guarded(async () => {
          const rep = await orUndefined(kc.groups.findOne({ id }));
          if (!rep) {
            throw new NotFoundError('Gruppo non trovato.');
          }
          if (versionOf(rep.attributes) !== expectedVersion) {
            throw new StaleVersionError();
          }
          await kc.groups.update(
            { id },
            {
              name: changes.name,
              attributes: groupAttributes(rep.attributes, { ...changes, version: expectedVersion + 1 }),
            },
          );
          const group = await getGroup(id);
          if (!group) {
            throw new NotFoundError('Gruppo non trovato.');
          }
          return group;
        }, duplicateGroup),
      ),

    deleteGroup: (id) =>
      guarded(async () => {
        if (!(await orUndefined(kc.groups.findOne({ id })))) {
          throw new NotFoundError('Gruppo non trovato.');
        }
        await kc.groups.del({ id });
      }),

    listMembers: (groupId) =>
      guarded(async () => {
        const members = await kc.groups.listMembers({ id: groupId, max: MAX } as never);
        return members.map(toRef).sort((a, b) => a.username.localeCompare(b.username));
      }),

    addMember: (groupId, userId) =>
      guarded(async () => {
        if (!(await orUndefined(kc.groups.findOne({ id: groupId })))) {
          throw new NotFoundError('Gruppo non trovato.');
        }
        await mustFindUserRep(userId);
        await kc.users.addToGroup({ id: userId, groupId });
      }),

    removeMember: (groupId, userId) =>
      guarded(async () => {
        if (!(await orUndefined(kc.groups.findOne({ id: groupId })))) {
          throw new NotFoundError('Gruppo non trovato.');
        }
        await mustFindUserRep(userId);
        await kc.users.delFromGroup({ id: userId, groupId });
      }),

    listRealmRoles: () =>
      guarded(async () =>
        (await kc.roles.find())
          .map((r) => roleOf(r, null))
          .filter((r) => !hiddenRealmRole(r.name))
          .sort((a, b) => a.name.localeCompare(b.name)),
      ),

    listClientRoles: (clientId) =>
      guarded(async () => {
        const uuid = await clientUuid(clientId);
        if (!uuid) {
          return [];
        }
        return (await kc.clients.listRoles({ id: uuid }))
          .map((r) => roleOf(r, clientId))
          .sort((a, b) => a.name.localeCompare(b.name));
      }),

    createClientRole: (clientId, name, description) =>
      guarded(
        async () => {
          const uuid = await clientUuid(clientId);
          if (!uuid) {
            throw new NotFoundError(`Client ${clientId} non trovato nel provider di identità.`);
          }
          await kc.clients.createRole({ id: uuid, name, description });
          const role = await kc.clients.findRole({ id: uuid, roleName: name });
          return roleOf({ name, description, ...role }, clientId);
        },
        () =>
          new ConflictError('Esiste già un ruolo con questo nome.', [
            { path: 'body.name', message: 'Ruolo già esistente.' },
          ]),
      ),

    getRole: (id) =>
      guarded(async () => {
        const rep = await orUndefined(kc.roles.findOneById({ id }));
        return rep ? toRole(rep) : undefined;
      }),

    deleteRole: (id) =>
      guarded(async () => {
        if (!(await orUndefined(kc.roles.findOneById({ id })))) {
          throw new NotFoundError('Ruolo non trovato.');
        }
        await kc.roles.delById({ id });
      }),

    usersWithClientRole: (clientId, name) =>
      guarded(async () => {
        const uuid = await clientUuid(clientId);
        if (!uuid) {
          return [];
        }
        const reps = (await orUndefined(kc.clients.findUsersWithRole({ id: uuid, roleName: name }))) ?? [];
        return reps.map(toRef).sort((a, b) => a.username.localeCompare(b.username));
      }),

    ensureClient: (clientId, name) =>
      guarded(async () => {
        if (await clientUuid(clientId)) {
          return false;
        }
        await kc.clients.create({
          clientId,
          name,
          enabled: true,
          protocol: 'openid-connect',
          publicClient: false,
          standardFlowEnabled: false,
          directAccessGrantsEnabled: false,
          serviceAccountsEnabled: false,
        });
        return true;
      }),

    deleteClient: (clientId) =>
      guarded(async () => {
        const uuid = await clientUuid(clientId);
        clientUuids.delete(clientId);
        if (!uuid) {
          throw new NotFoundError(`Client ${clientId} non trovato nel provider di identità.`);
        }
        await kc.clients.del({ id: uuid });
      }),

    sendAccountEmail: (userId, actions, lifespanSeconds) =>
      guarded(async () => {
        await mustFindUserRep(userId);
        const sentAt = new Date();
        await kc.users.executeActionsEmail({
          id: userId,
          actions,
          lifespan: lifespanSeconds,
          clientId: options.webClientId,
          redirectUri: options.redirectUri,
        });
        return { sentAt, expiresAt: new Date(sentAt.getTime() + lifespanSeconds * 1000) };
      }),
  };
}
