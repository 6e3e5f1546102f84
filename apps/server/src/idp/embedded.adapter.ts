import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import { pgErrorOf } from '../db/pg-errors.ts';
import { required } from '../db/rows.ts';
import { inTransaction } from '../db/transaction.ts';
import { updateVersioned } from '../db/versioned.ts';
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
import { ACTION_TOKEN_PATH, hashToken } from './action-tokens.ts';
import { actionTokens, groupMembers, groups, roles, users } from './idp.tables.ts';
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

const _groupPathsOf = sql<
  string[]
>`coalesce((select array_agg(g.path order by g.path) from ${groupMembers} m join ${groups} g on g.id = m.group_id where m.user_id = ${users.id}), '{}'::text[])`;

const userColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  enabled: users.enabled,
  emailVerified: users.emailVerified,
  realmRoles: users.realmRoles,
  clientRoles: users.clientRoles,
  attributes: users.attributes,
  createdAt: users.createdAt,
  version: users.version,
};

const refColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

const sortColumns: Record<string, AnyPgColumn> = {
  username: users.username,
  email: users.email,
  lastName: users.lastName,
  createdAt: users.createdAt,
};

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
  const now = deps.clock ?? (() => new Date());

  /** Users with their groups' paths, sorted, and their roles in a stable order. */
  async function complete(rows: Omit<IdentityUser, 'groups'>[]): Promise<IdentityUser[]> {
    if (rows.length === 0) {
      return [];
    }
    const memberships = await db
      .select({ userId: groupMembers.userId, path: groups.path })
      .from(groupMembers)
      .innerJoin(groups, eq(groups.id, groupMembers.groupId))
      .where(
        inArray(
          groupMembers.userId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(groups.path));
    return rows.map((row) =>
      sorted({ ...row, groups: memberships.filter((m) => m.userId === row.id).map((m) => m.path) }),
    );
  }

  async function getUser(id: string): Promise<IdentityUser | undefined> {
    if (!UUID.test(id)) {
      return undefined;
    }
    return (await complete(await db.select(userColumns).from(users).where(eq(users.id, id))))[0];
  }

  async function mustGetUser(id: string): Promise<IdentityUser> {
    const user = await getUser(id);
    if (!user) {
      throw new NotFoundError('Utente non trovato.');
    }
    return user;
  }

  const memberCount = sql<number>`(select count(*)::int from ${groupMembers} m where m.group_id = ${sql.raw('"idp"."groups"."id"')})`;
  const groupColumns = {
    id: groups.id,
    name: groups.name,
    path: groups.path,
    application: groups.application,
    description: groups.description,
    version: groups.version,
    memberCount,
  };

  async function withParents(rows: Omit<IdentityGroup, 'parentId'>[]): Promise<IdentityGroup[]> {
    const parents = [...new Set(rows.map((r) => parentPath(r.path)).filter((p): p is string => p !== null))];
    const parentRows =
      parents.length > 0
        ? await db
            .select({ id: groups.id, path: groups.path })
            .from(groups)
            .where(inArray(groups.path, parents))
        : [];
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
    const rows = await db.select(groupColumns).from(groups).where(eq(groups.id, id));
    return (await withParents(rows))[0];
  }

  function toRole(row: typeof roles.$inferSelect): IdentityRole {
    return { id: row.id, name: row.name, description: row.description, clientId: row.clientId };
  }

  const admin: IdentityAdmin = {
    kind: 'embedded',

    async listUsers(query) {
      const conditions: SQL[] = [];
      if (query.search) {
        const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const match = or(
          ilike(users.username, pattern),
          ilike(users.email, pattern),
          ilike(users.firstName, pattern),
          ilike(users.lastName, pattern),
        );
        if (match) {
          conditions.push(match);
        }
      }
      if (query.enabled !== undefined) {
        conditions.push(eq(users.enabled, query.enabled));
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const sortField = query.sort?.replace(/^-/, '') ?? 'username';
      const column = sortColumns[sortField] ?? users.username;
      const order = query.sort?.startsWith('-') ? desc(column) : asc(column);
      const items = await db
        .select(userColumns)
        .from(users)
        .where(where)
        .orderBy(order, asc(users.id))
        .limit(query.max)
        .offset(query.first);
      const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(where);
      return { items: await complete(items), total: count?.n ?? 0 };
    },

    getUser,

    async findUserByEmail(email) {
      const [row] = await db
        .select(userColumns)
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      return row ? (await complete([row]))[0] : undefined;
    },

    async createUser(input) {
      const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
      try {
        const id = await inTransaction(db, async (tx) => {
          const [created] = await tx
            .insert(users)
            .values({
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
            })
            .returning({ id: users.id });
          const userId = required(created, 'created').id;
          const groupIds = input.groupIds.filter((g) => UUID.test(g));
          if (groupIds.length !== input.groupIds.length) {
            throw new NotFoundError('Gruppo non trovato.');
          }
          if (groupIds.length > 0) {
            const found = await tx.select({ id: groups.id }).from(groups).where(inArray(groups.id, groupIds));
            if (found.length !== new Set(groupIds).size) {
              throw new NotFoundError('Gruppo non trovato.');
            }
            await tx
              .insert(groupMembers)
              .values([...new Set(groupIds)].map((groupId) => ({ groupId, userId })))
              .onConflictDoNothing();
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
        await updateVersioned(
          db,
          users,
          { id, version: expectedVersion },
          {
            email: changes.email,
            firstName: changes.firstName,
            lastName: changes.lastName,
            enabled: changes.enabled,
            realmRoles: changes.realmRoles,
            clientRoles: changes.clientRoles,
            attributes: changes.attributes,
            updatedAt: now(),
          },
          'Utente non trovato.',
        );
      } catch (error) {
        throw duplicateUser(error);
      }
      return mustGetUser(id);
    },

    async confirmEmail(id) {
      await mustGetUser(id);
      await db
        .update(users)
        .set({ enabled: true, emailVerified: true, version: sql`${users.version} + 1`, updatedAt: now() })
        .where(eq(users.id, id));
      return mustGetUser(id);
    },

    async setUserEnabled(id, enabled) {
      await mustGetUser(id);
      await db
        .update(users)
        .set({ enabled, version: sql`${users.version} + 1`, updatedAt: now() })
        .where(eq(users.id, id));
      return mustGetUser(id);
    },

    async deleteUser(id) {
      await mustGetUser(id);
      await db.delete(users).where(eq(users.id, id));
    },

    async listGroups() {
      return withParents(await db.select(groupColumns).from(groups).orderBy(asc(groups.path)));
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
        const [created] = await db
          .insert(groups)
          .values({ name: input.name, path, application: input.application, description: input.description })
          .returning({ id: groups.id });
        const group = await getGroup(required(created, 'created').id);
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
          await updateVersioned(
            tx,
            groups,
            { id, version: expectedVersion },
            {
              name: changes.name,
              path,
              application: changes.application,
              description: changes.description,
              updatedAt: now(),
            },
            'Gruppo non trovato.',
          );
          if (path !== current.path) {
            // Sub-groups follow their parent, as in Keycloak.
            await tx
              .update(groups)
              .set({ path: sql`${path} || substr(${groups.path}, ${current.path.length + 1})` })
              .where(sql`left(${groups.path}, ${current.path.length + 1}) = ${`${current.path}/`}`);
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
      await db.delete(groups).where(eq(groups.id, id));
    },

    async listMembers(groupId): Promise<IdentityUserRef[]> {
      if (!UUID.test(groupId)) {
        return [];
      }
      return db
        .select(refColumns)
        .from(groupMembers)
        .innerJoin(users, eq(users.id, groupMembers.userId))
        .where(eq(groupMembers.groupId, groupId))
        .orderBy(asc(users.username));
    },

    async addMember(groupId, userId) {
      if (!(await getGroup(groupId))) {
        throw new NotFoundError('Gruppo non trovato.');
      }
      await mustGetUser(userId);
      await db.insert(groupMembers).values({ groupId, userId }).onConflictDoNothing();
    },

    async removeMember(groupId, userId) {
      if (!(await getGroup(groupId))) {
        throw new NotFoundError('Gruppo non trovato.');
      }
      await mustGetUser(userId);
      await db
        .delete(groupMembers)
        .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
    },

    async listRealmRoles() {
      return (await db.select().from(roles).where(isNull(roles.clientId)).orderBy(asc(roles.name))).map(
        toRole,
      );
    },

    async listClientRoles(clientId) {
      return (await db.select().from(roles).where(eq(roles.clientId, clientId)).orderBy(asc(roles.name))).map(
        toRole,
      );
    },

    async createClientRole(clientId, name, description) {
      try {
        const [created] = await db.insert(roles).values({ clientId, name, description }).returning();
        return toRole(required(created, 'role created'));
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
      const [row] = await db.select().from(roles).where(eq(roles.id, id));
      return row ? toRole(row) : undefined;
    },

    async deleteRole(id) {
      if (!UUID.test(id)) {
        throw new NotFoundError('Ruolo non trovato.');
      }
      await inTransaction(db, async (tx) => {
        const [role] = await tx.delete(roles).where(eq(roles.id, id)).returning();
        if (!role) {
          throw new NotFoundError('Ruolo non trovato.');
        }
        if (role.clientId === null) {
          await tx
            .update(users)
            .set({ realmRoles: sql`array_remove(${users.realmRoles}, ${role.name})` })
            .where(sql`${role.name} = any(${users.realmRoles})`);
        } else {
          await tx
            .update(users)
            .set({
              clientRoles: sql`jsonb_set(${users.clientRoles}, ${`{${role.clientId}}`}::text[], (${users.clientRoles} -> ${role.clientId}::text) - ${role.name}::text)`,
            })
            .where(sql`(${users.clientRoles} -> ${role.clientId}::text) ? ${role.name}::text`);
        }
      });
    },

    async usersWithClientRole(clientId, name) {
      return db
        .select(refColumns)
        .from(users)
        .where(sql`(${users.clientRoles} -> ${clientId}::text) ? ${name}::text`)
        .orderBy(asc(users.username));
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
        // Only the latest link works.
        await tx
          .update(actionTokens)
          .set({ consumedAt: sentAt })
          .where(and(eq(actionTokens.userId, userId), isNull(actionTokens.consumedAt)));
        await tx.insert(actionTokens).values({ tokenHash: hashToken(token), userId, actions, expiresAt });
      });
      await mailer.send(accountMailMessage({ to: user.email, user, link, actions, expiresAt }));
      return { sentAt, expiresAt };
    },
  };
  return admin;
}
