import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { pgErrorOf } from '../db/pg-errors.ts';
import { inTransaction } from '../db/transaction.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import {
  type AccountAction,
  type GroupChanges,
  type IdentityAdmin,
  type IdentityGroup,
  type IdentityRole,
  type IdentityUser,
  type IdentityUserRef,
  parentPath,
} from '../modules/authorization/identity/identity.port.ts';
import type { Mailer } from '../modules/mail/mail.service.ts';
import { accountMailMessage } from './account-mail.ts';
import { createActionTokensRepository } from './action-tokens.repository.ts';
import { ACTION_TOKEN_PATH, hashToken } from './action-tokens.ts';
import { createIdpRepository } from './idp.repository.ts';
import { hashPassword } from './passwords.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function duplicateUser(error: unknown): unknown {
  const pg = pgErrorOf(error);
  if (pg?.code === '23505') {
    if (pg.constraint === 'users_email_key') {
      return new ConflictError('Esiste già un utente con questo indirizzo e-mail.', [
        { path: 'body.email', message: 'Indirizzo e-mail già usato.' },
      ]);
    }
    return new ConflictError('Esiste già un utente con questo nome utente.', [
      { path: 'body.username', message: 'Nome utente già usato.' },
    ]);
  }
  return error;
}

function duplicateGroup(error: unknown): unknown {
  return pgErrorOf(error)?.code === '23505'
    ? new ConflictError('Esiste già un gruppo con questo nome in questa posizione.', [
        { path: 'body.name', message: 'Gruppo già esistente.' },
      ])
    : error;
}

/** Roles in a stable order, as the Keycloak adapter gives them. */
function sorted(user: IdentityUser): IdentityUser {
  return {
    ...user,
    realmRoles: [...user.realmRoles].sort(),
    clientRoles: Object.fromEntries(
      Object.entries(user.clientRoles)
        .filter(([, names]) => names.length > 0)
        .map(([client, names]) => [client, [...names].sort()]),
    ),
  };
}

/** The embedded provider's identity store, on its own tables (`idp` schema). */
export function createEmbeddedIdentityAdmin(deps: {
  db: Db;
  mailer: Mailer;
  /** The issuer URL: the one-time links point at its action-token page. */
  issuer: string;
  clock?: () => Date;
}): IdentityAdmin {
  const { db, mailer } = deps;
  const store = createIdpRepository(db);
  const now = deps.clock ?? (() => new Date());

  /** Users with their groups' paths, sorted, and their roles in a stable order. */
  async function complete(rows: Omit<IdentityUser, 'groups'>[]): Promise<IdentityUser[]> {
    if (rows.length === 0) {
      return [];
    }
    const memberships = await store.memberships(rows.map((r) => r.id));
    return rows.map((row) =>
      sorted({ ...row, groups: memberships.filter((m) => m.userId === row.id).map((m) => m.path) }),
    );
  }

  async function getUser(id: string): Promise<IdentityUser | undefined> {
    if (!UUID.test(id)) {
      return undefined;
    }
    return (await complete(await store.findUser(id)))[0];
  }

  async function mustGetUser(id: string): Promise<IdentityUser> {
    const user = await getUser(id);
    if (!user) {
      throw new NotFoundError('Utente non trovato.');
    }
    return user;
  }

  async function withParents(rows: Omit<IdentityGroup, 'parentId'>[]): Promise<IdentityGroup[]> {
    const parents = [...new Set(rows.map((r) => parentPath(r.path)).filter((p): p is string => p !== null))];
    const parentRows = parents.length > 0 ? await store.groupsAt(parents) : [];
    const byPath = new Map(parentRows.map((p) => [p.path, p.id]));
    return rows.map((row) => {
      const parent = parentPath(row.path);
      return { ...row, parentId: parent ? (byPath.get(parent) ?? null) : null };
    });
  }

  async function getGroup(id: string): Promise<IdentityGroup | undefined> {
    if (!UUID.test(id)) {
      return undefined;
    }
    const rows = await store.findGroup(id);
    return (await withParents(rows))[0];
  }

  function toRole(row: IdentityRole): IdentityRole {
    return { id: row.id, name: row.name, description: row.description, clientId: row.clientId };
  }

  const admin: IdentityAdmin = {
    kind: 'embedded',

    async listUsers(query) {
      const { items, total } = await store.listUsers(query);
      return { items: await complete(items), total };
    },

    getUser,

    async findUserByEmail(email) {
      const row = await store.findUserByEmail(email);
      return row ? (await complete([row]))[0] : undefined;
    },

    async createUser(input) {
      const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
      try {
        const id = await inTransaction(db, async (tx) => {
          const txStore = createIdpRepository(tx);
          const userId = await txStore.insertUser({
            username: input.username,
            email: input.email,
            firstName: input.firstName,
            lastName: input.lastName,
            enabled: input.enabled,
            emailVerified: false,
            passwordHash,
            realmRoles: input.realmRoles,
            clientRoles: input.clientRoles,
            attributes: input.attributes,
          });
          const groupIds = input.groupIds.filter((g) => UUID.test(g));
          if (groupIds.length !== input.groupIds.length) {
            throw new NotFoundError('Gruppo non trovato.');
          }
          if (groupIds.length > 0) {
            const found = await txStore.existingGroups(groupIds);
            if (found.length !== new Set(groupIds).size) {
              throw new NotFoundError('Gruppo non trovato.');
            }
            await txStore.addMembers([...new Set(groupIds)].map((groupId) => ({ groupId, userId })));
          }
          return userId;
        });
        return mustGetUser(id);
      } catch (error) {
        throw duplicateUser(error);
      }
    },

    async updateUser(id, changes, expectedVersion) {
      await mustGetUser(id);
      try {
        await store.updateUser(id, expectedVersion, {
          email: changes.email,
          firstName: changes.firstName,
          lastName: changes.lastName,
          enabled: changes.enabled,
          realmRoles: changes.realmRoles,
          clientRoles: changes.clientRoles,
          attributes: changes.attributes,
          updatedAt: now(),
        });
      } catch (error) {
        throw duplicateUser(error);
      }
      return mustGetUser(id);
    },

    async confirmEmail(id) {
      await mustGetUser(id);
      await store.setUser(id, { enabled: true, emailVerified: true, updatedAt: now() });
      return mustGetUser(id);
    },

    async setUserEnabled(id, enabled) {
      await mustGetUser(id);
      await store.setUser(id, { enabled, updatedAt: now() });
      return mustGetUser(id);
    },

    async deleteUser(id) {
      await mustGetUser(id);
      await store.deleteUser(id);
    },

    async listGroups() {
      return withParents(await store.listGroups());
    },

    getGroup,

    async createGroup(input) {
      let path = `/${input.name}`;
      if (input.parentId) {
        const parent = await getGroup(input.parentId);
        if (!parent) {
          throw new NotFoundError('Gruppo padre non trovato.');
        }
        path = `${parent.path}/${input.name}`;
      }
      try {
        const created = await store.insertGroup({
          name: input.name,
          path,
          application: input.application,
          description: input.description,
        });
        const group = await getGroup(created);
        if (!group) {
          throw new NotFoundError('Gruppo non trovato.');
        }
        return group;
      } catch (error) {
        throw duplicateGroup(error);
      }
    },

    async updateGroup(id, changes: GroupChanges, expectedVersion) {
      const current = await getGroup(id);
      if (!current) {
        throw new NotFoundError('Gruppo non trovato.');
      }
      const parent = parentPath(current.path);
      const path = `${parent ?? ''}/${changes.name}`;
      try {
        await inTransaction(db, async (tx) => {
          const txStore = createIdpRepository(tx);
          await txStore.updateGroup(id, expectedVersion, {
            name: changes.name,
            path,
            application: changes.application,
            description: changes.description,
            updatedAt: now(),
          });
          if (path !== current.path) {
            // Sub-groups follow their parent, as in Keycloak.
            await txStore.moveSubGroups(current.path, path);
          }
        });
      } catch (error) {
        throw duplicateGroup(error);
      }
      const group = await getGroup(id);
      if (!group) {
        throw new NotFoundError('Gruppo non trovato.');
      }
      return group;
    },

    async deleteGroup(id) {
      if (!(await getGroup(id))) {
        throw new NotFoundError('Gruppo non trovato.');
      }
      await store.deleteGroup(id);
    },

    async listMembers(groupId): Promise<IdentityUserRef[]> {
      if (!UUID.test(groupId)) {
        return [];
      }
      return store.members(groupId);
    },

    async addMember(groupId, userId) {
      if (!(await getGroup(groupId))) {
        throw new NotFoundError('Gruppo non trovato.');
      }
      await mustGetUser(userId);
      await store.addMembers([{ groupId, userId }]);
    },

    async removeMember(groupId, userId) {
      if (!(await getGroup(groupId))) {
        throw new NotFoundError('Gruppo non trovato.');
      }
      await mustGetUser(userId);
      await store.removeMember(groupId, userId);
    },

    async listRealmRoles() {
      return (await store.listRoles(null)).map(toRole);
    },

    async listClientRoles(clientId) {
      return (await store.listRoles(clientId)).map(toRole);
    },

    async createClientRole(clientId, name, description) {
      try {
        return toRole(await store.insertRole({ clientId, name, description }));
      } catch (error) {
        if (pgErrorOf(error)?.code === '23505') {
          throw new ConflictError('Esiste già un ruolo con questo nome.', [
            { path: 'body.name', message: 'Ruolo già esistente.' },
          ]);
        }
        throw error;
      }
    },

    async getRole(id) {
      if (!UUID.test(id)) {
        return undefined;
      }
      const row = await store.findRole(id);
      return row ? toRole(row) : undefined;
    },

    async deleteRole(id) {
      if (!UUID.test(id)) {
        throw new NotFoundError('Ruolo non trovato.');
      }
      await inTransaction(db, async (tx) => {
        const txStore = createIdpRepository(tx);
        const role = await txStore.deleteRole(id);
        if (!role) {
          throw new NotFoundError('Ruolo non trovato.');
        }
        if (role.clientId === null) {
          await txStore.dropRealmRole(role.name);
        } else {
          await txStore.dropClientRole(role.clientId, role.name);
        }
      });
    },

    async usersWithClientRole(clientId, name) {
      return store.usersWithClientRole(clientId, name);
    },

    async ensureClient() {
      // The embedded provider has one client (the SPA's); application clients are only names in the claims.
      return false;
    },

    async deleteClient(clientId) {
      // Nothing of the client itself to delete; its roles go, as in Keycloak.
      for (const role of await admin.listClientRoles(clientId)) {
        await admin.deleteRole(role.id);
      }
    },

    async sendAccountEmail(userId, actions: AccountAction[], lifespanSeconds) {
      const user = await mustGetUser(userId);
      if (!user.email) {
        throw new ConflictError("L'utente non ha un indirizzo e-mail.", [
          { path: 'email', message: 'Indirizzo e-mail mancante.' },
        ]);
      }
      const sentAt = now();
      const expiresAt = new Date(sentAt.getTime() + lifespanSeconds * 1000);
      const token = randomBytes(32).toString('base64url');
      const link = `${deps.issuer}${ACTION_TOKEN_PATH}?key=${token}`;
      await inTransaction(db, async (tx) => {
        const tokens = createActionTokensRepository(tx);
        // Only the latest link works.
        await tokens.consumeAllOf(userId, sentAt);
        await tokens.insert({ tokenHash: hashToken(token), userId, actions, expiresAt });
      });
      await mailer.send(accountMailMessage({ to: user.email, user, link, actions, expiresAt }));
      return { sentAt, expiresAt };
    },
  };
  return admin;
}
