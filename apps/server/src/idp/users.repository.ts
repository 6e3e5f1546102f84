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

    /** The first of (at most two) users with this user name or e-mail address, whatever their case. */
    async findByUsernameOrEmail(identifier: string): Promise<IdpUser | undefined> {
      const [user] = await db
        .select()
        .from(users)
        .where(
          sql`lower(${users.username}) = lower(${identifier}) or lower(${users.email}) = lower(${identifier})`,
        )
        .limit(2);
      return user;
    },

    async insert(user: NewIdpUser): Promise<IdpUser> {
      const [created] = await db.insert(users).values(user).returning();
      if (!created) {
        throw new Error('insert returned no row');
      }
      return created;
    },

    /** Makes the user a member of the group. */
    async joinGroup(groupId: string, userId: string): Promise<void> {
      await db.insert(groupMembers).values({ groupId, userId });
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

    /**
     * Counts a sign-in attempt on this user name before its password is checked, in one statement, so parallel
     * attempts each see the ones before them. While the name is locked nothing is counted. Every `failureFactor`
     * attempts without a success lock it for `waitIncrement` seconds times the number of lockouts so far, at most
     * `maxWait`; a name with no attempt for `failureReset` seconds starts again from zero.
     */
    async countAttempt(key: string, policy: BruteForcePolicy): Promise<LoginAttempt> {
      const { failureFactor, waitIncrement, maxWait, failureReset } = policy;
      const reset = sql`f.last_failure_at < now() - ${failureReset} * interval '1 second'`;
      const lockedNow = sql`coalesce(f.locked_until > now(), false)`;
      const result = await db.execute(sql`
        insert into idp.login_failures as f (key, count, last_failure_at) values (${key}, 1, now())
        on conflict (key) do update set
          count = case when ${lockedNow} then f.count when ${reset} then 1 else f.count + 1 end,
          locked_until = case
            when ${lockedNow} then f.locked_until
            when ${reset} then null
            when f.count > 0 and f.count % ${failureFactor} = 0
                 and (f.locked_until is null or f.locked_until < f.last_failure_at)
              then now() + least(${maxWait}, ${waitIncrement} * (f.count / ${failureFactor})) * interval '1 second'
            else f.locked_until end,
          last_failure_at = case when ${lockedNow} then f.last_failure_at else now() end
        returning count, locked_until, coalesce(locked_until > now(), false) as locked`);
      const [row] = (
        result as unknown as {
          rows: { count: number; locked_until: Date | string | null; locked: boolean }[];
        }
      ).rows;
      const lockedUntil = row?.locked && row.locked_until ? new Date(row.locked_until) : null;
      return { previous: Math.max(0, (row?.count ?? 1) - 1), lockedUntil };
    },

    async clearFailures(key: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.key, key));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

/** Keycloak's brute-force settings (failure factor, wait increment, max wait, failure reset time), in seconds. */
export interface BruteForcePolicy {
  failureFactor: number;
  waitIncrement: number;
  maxWait: number;
  failureReset: number;
}

/** One counted attempt: the attempts before it since the last success, and the lockout it is refused by. */
export interface LoginAttempt {
  previous: number;
  lockedUntil: Date | null;
}

export function displayName(user: Pick<IdpUser, 'firstName' | 'lastName' | 'username'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.username;
}
