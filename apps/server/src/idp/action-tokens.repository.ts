import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { actionTokens, users } from './idp.tables.ts';

type NewActionToken = typeof actionTokens.$inferInsert;

/**
 * The SQL of the one-time links (Keycloak's action tokens), kept by the SHA-256 of the token. Functions run on the
 * handle the repository was made with: made with a transaction, they run in it.
 */
export function createActionTokensRepository(db: Db) {
  return {
    /** The user and actions of the link with this hash, unless it is used or expired at `now`. */
    async findValid(
      tokenHash: string,
      now: Date,
    ): Promise<{ userId: string; username: string; actions: string[] } | undefined> {
      const [row] = await db
        .select({ userId: actionTokens.userId, username: users.username, actions: actionTokens.actions })
        .from(actionTokens)
        .innerJoin(users, eq(users.id, actionTokens.userId))
        .where(
          and(
            eq(actionTokens.tokenHash, tokenHash),
            isNull(actionTokens.consumedAt),
            gt(actionTokens.expiresAt, now),
          ),
        );
      return row;
    },

    /** Marks the link used at `consumedAt` unless it is used or expired at `now`: its user, when it was valid. */
    async consumeValid(tokenHash: string, at: { consumedAt: Date; now: Date }): Promise<string | undefined> {
      const [token] = await db
        .update(actionTokens)
        .set({ consumedAt: at.consumedAt })
        .where(
          and(
            eq(actionTokens.tokenHash, tokenHash),
            isNull(actionTokens.consumedAt),
            gt(actionTokens.expiresAt, at.now),
          ),
        )
        .returning({ userId: actionTokens.userId });
      return token?.userId;
    },

    /** What a consumed link does: sets the user's password and marks their e-mail verified. */
    async setPasswordVerified(userId: string, passwordHash: string, at: Date): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash, emailVerified: true, version: sql`${users.version} + 1`, updatedAt: at })
        .where(eq(users.id, userId));
    },

    /** Whether the user was sent a link after `since`. */
    async sentSince(userId: string, since: Date): Promise<boolean> {
      const [recent] = await db
        .select({ createdAt: actionTokens.createdAt })
        .from(actionTokens)
        .where(and(eq(actionTokens.userId, userId), gt(actionTokens.createdAt, since)))
        .limit(1);
      return recent !== undefined;
    },

    /** Marks every unused link of the user used at `at` (only the latest link works). */
    async consumeAllOf(userId: string, at: Date): Promise<void> {
      await db
        .update(actionTokens)
        .set({ consumedAt: at })
        .where(and(eq(actionTokens.userId, userId), isNull(actionTokens.consumedAt)));
    },

    async insert(values: NewActionToken): Promise<void> {
      await db.insert(actionTokens).values(values);
    },
  };
}
