import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { groupMembers, groups, loginFailures, users } from './idp.tables.ts';

export type IdpUser = typeof users.$inferSelect;
export type NewIdpUser = typeof users.$inferInsert;

export function createUsersRepository(db: Db) {
  return {
    async findById(id: string): Promise<IdpUser | undefined> {
      if (!/^[0-9a-f-]{36}$/i.test(id)) {
        return undefined;
      }
      const [user] = await db.select().from(users).where(eq(users.id, id));
      return user;
    },

    async findByUsername(username: string): Promise<IdpUser | undefined> {
      const [user] = await db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`);
      return user;
    },

    async insert(user: NewIdpUser): Promise<IdpUser> {
      const [created] = await db.insert(users).values(user).returning();
      if (!created) {
        throw new Error('insert returned no row');
      }
      return created;
    },

    /** The user's groups by full path, sorted: the `groups` claim, read at every token issue. */
    async groupPaths(userId: string): Promise<string[]> {
      const rows = await db
        .select({ path: groups.path })
        .from(groupMembers)
        .innerJoin(groups, eq(groups.id, groupMembers.groupId))
        .where(eq(groupMembers.userId, userId))
        .orderBy(asc(groups.path));
      return rows.map((row) => row.path);
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
      return row?.n ?? 0;
    },

    /** Failed attempts recorded for this user name since the last success. */
    async failures(key: string): Promise<number> {
      const [row] = await db.select().from(loginFailures).where(eq(loginFailures.key, key));
      return row?.count ?? 0;
    },

    async recordFailure(key: string): Promise<void> {
      await db
        .insert(loginFailures)
        .values({ key, count: 1 })
        .onConflictDoUpdate({
          target: loginFailures.key,
          set: { count: sql`${loginFailures.count} + 1`, lastFailureAt: new Date() },
        });
    },

    async clearFailures(key: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.key, key));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

export function displayName(user: Pick<IdpUser, 'firstName' | 'lastName' | 'username'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.username;
}
