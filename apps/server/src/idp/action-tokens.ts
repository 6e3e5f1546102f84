import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { inTransaction } from '../db/transaction.ts';
import { actionTokens, users } from './idp.tables.ts';

/** The path of the one-time link page of the embedded provider (Keycloak's path for action tokens). */
export const ACTION_TOKEN_PATH = '/login-actions/action-token';

/** Links are kept hashed: a leaked table does not open anyone's account. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export interface ActionTokenInfo {
  userId: string;
  username: string;
  actions: string[];
}

/** The one-time links of the embedded provider: valid once, until they expire; only the latest one works. */
export function createActionTokens(db: Db, clock: () => Date = () => new Date()) {
  return {
    /** The link's user, or undefined when the link is unknown, used or expired. */
    async find(key: string): Promise<ActionTokenInfo | undefined> {
      const [row] = await db
        .select({ userId: actionTokens.userId, username: users.username, actions: actionTokens.actions })
        .from(actionTokens)
        .innerJoin(users, eq(users.id, actionTokens.userId))
        .where(
          and(
            eq(actionTokens.tokenHash, hashToken(key)),
            isNull(actionTokens.consumedAt),
            gt(actionTokens.expiresAt, clock()),
          ),
        );
      return row;
    },

    /** Sets the password and marks the e-mail verified, consuming the link; false if it is no longer valid. */
    async consume(key: string, passwordHash: string): Promise<boolean> {
      return inTransaction(db, async (tx) => {
        const [token] = await tx
          .update(actionTokens)
          .set({ consumedAt: clock() })
          .where(
            and(
              eq(actionTokens.tokenHash, hashToken(key)),
              isNull(actionTokens.consumedAt),
              gt(actionTokens.expiresAt, clock()),
            ),
          )
          .returning({ userId: actionTokens.userId });
        if (!token) {
          return false;
        }
        await tx
          .update(users)
          .set({ passwordHash, emailVerified: true, version: sql`${users.version} + 1`, updatedAt: clock() })
          .where(eq(users.id, token.userId));
        return true;
      });
    },
  };
}

export type ActionTokens = ReturnType<typeof createActionTokens>;
