import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import { rowBy } from '../db/lookup.ts';
import { required } from '../db/rows.ts';
import { updateMovingVersion, updateVersioned } from '../db/versioned.ts';
import { groupMembers, groups, roles, users } from './idp.tables.ts';

type RoleRow = typeof roles.$inferSelect;
type NewUserRow = typeof users.$inferInsert;
type NewGroupRow = typeof groups.$inferInsert;

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

/**
 * The SQL of the embedded provider's identity store (`idp` schema): users as the administration sees them, groups
 * and their members, roles. Functions run on the handle the repository was made with: made with a transaction,
 * they run in it.
 */
export function createIdpRepository(db: Db) {
  return {
    /** The users' groups, by full path, sorted. */
    memberships(userIds: string[]): Promise<{ userId: string; path: string }[]> {
      return db
        .select({ userId: groupMembers.userId, path: groups.path })
        .from(groupMembers)
        .innerJoin(groups, eq(groups.id, groupMembers.groupId))
        .where(inArray(groupMembers.userId, userIds))
        .orderBy(asc(groups.path));
    },

    /** The user of this id (none or one). */
    findUser(id: string) {
      return db.select(userColumns).from(users).where(eq(users.id, id));
    },

    async findUserByEmail(email: string) {
      const [row] = await db
        .select(userColumns)
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      return row;
    },

    /**
     * A page of users: those whose user name, address or names contain `search` (with `enabled` when given),
     * sorted by `sort` (a column name, `-` first for descending; by user name otherwise), then by id.
     */
    async listUsers(query: {
      search?: string;
      enabled?: boolean;
      sort?: string;
      first: number;
      max: number;
    }) {
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
      return { items, total: count?.n ?? 0 };
    },

    async insertUser(values: NewUserRow): Promise<string> {
      const [created] = await db.insert(users).values(values).returning({ id: users.id });
      return required(created, 'created').id;
    },

    /** Updates the user if still at `version` (404 when gone, 409 when changed), adding one to it. */
    updateUser(id: string, version: number, values: Partial<NewUserRow>): Promise<void> {
      return updateVersioned(db, users, { id, version }, values, 'Utente non trovato.');
    },

    /** Sets these values of the user, adding one to its version. */
    async setUser(id: string, values: Partial<NewUserRow>): Promise<void> {
      await updateMovingVersion(db, users, id, values);
    },

    async deleteUser(id: string): Promise<void> {
      await db.delete(users).where(eq(users.id, id));
    },

    /** The users (a short list) with this client role, by user name. */
    usersWithClientRole(clientId: string, name: string) {
      return db
        .select(refColumns)
        .from(users)
        .where(sql`(${users.clientRoles} -> ${clientId}::text) ? ${name}::text`)
        .orderBy(asc(users.username));
    },

    /** The group of this id (none or one), with its count of members. */
    findGroup(id: string) {
      return db.select(groupColumns).from(groups).where(eq(groups.id, id));
    },

    /** Every group with its count of members, by path. */
    listGroups() {
      return db.select(groupColumns).from(groups).orderBy(asc(groups.path));
    },

    /** The groups of these paths. */
    groupsAt(paths: string[]): Promise<{ id: string; path: string }[]> {
      return db.select({ id: groups.id, path: groups.path }).from(groups).where(inArray(groups.path, paths));
    },

    /** Which of these group ids exist. */
    async existingGroups(ids: string[]): Promise<string[]> {
      const found = await db.select({ id: groups.id }).from(groups).where(inArray(groups.id, ids));
      return found.map((g) => g.id);
    },

    async insertGroup(values: NewGroupRow): Promise<string> {
      const [created] = await db.insert(groups).values(values).returning({ id: groups.id });
      return required(created, 'created').id;
    },

    /** Updates the group if still at `version` (404 when gone, 409 when changed), adding one to it. */
    updateGroup(id: string, version: number, values: Partial<NewGroupRow>): Promise<void> {
      return updateVersioned(db, groups, { id, version }, values, 'Gruppo non trovato.');
    },

    /** The sub-groups of the group at `from` follow it to `to` (their paths' start changes). */
    async moveSubGroups(from: string, to: string): Promise<void> {
      await db
        .update(groups)
        .set({ path: sql`${to} || substr(${groups.path}, ${from.length + 1})` })
        .where(sql`left(${groups.path}, ${from.length + 1}) = ${`${from}/`}`);
    },

    async deleteGroup(id: string): Promise<void> {
      await db.delete(groups).where(eq(groups.id, id));
    },

    /** The members of a group, by user name. */
    members(groupId: string) {
      return db
        .select(refColumns)
        .from(groupMembers)
        .innerJoin(users, eq(users.id, groupMembers.userId))
        .where(eq(groupMembers.groupId, groupId))
        .orderBy(asc(users.username));
    },

    /** Adds memberships (those already there stay as they are). */
    async addMembers(rows: { groupId: string; userId: string }[]): Promise<void> {
      await db.insert(groupMembers).values(rows).onConflictDoNothing();
    },

    async removeMember(groupId: string, userId: string): Promise<void> {
      await db
        .delete(groupMembers)
        .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
    },

    /** The realm roles (`clientId` null) or a client's roles, by name. */
    async listRoles(clientId: string | null): Promise<RoleRow[]> {
      return db
        .select()
        .from(roles)
        .where(clientId === null ? isNull(roles.clientId) : eq(roles.clientId, clientId))
        .orderBy(asc(roles.name));
    },

    async insertRole(values: { clientId: string; name: string; description: string }): Promise<RoleRow> {
      const [created] = await db.insert(roles).values(values).returning();
      return required(created, 'role created');
    },

    findRole: rowBy(db, roles, roles.id),

    /** Deletes the role: the row deleted, if there was one. */
    async deleteRole(id: string): Promise<RoleRow | undefined> {
      const [role] = await db.delete(roles).where(eq(roles.id, id)).returning();
      return role;
    },

    /** The realm role leaves every user holding it. */
    async dropRealmRole(name: string): Promise<void> {
      await db
        .update(users)
        .set({ realmRoles: sql`array_remove(${users.realmRoles}, ${name})` })
        .where(sql`${name} = any(${users.realmRoles})`);
    },

    /** The client role leaves every user holding it. */
    async dropClientRole(clientId: string, name: string): Promise<void> {
      await db
        .update(users)
        .set({
          clientRoles: sql`jsonb_set(${users.clientRoles}, ${`{${clientId}}`}::text[], (${users.clientRoles} -> ${clientId}::text) - ${name}::text)`,
        })
        .where(sql`(${users.clientRoles} -> ${clientId}::text) ? ${name}::text`);
    },
  };
}
