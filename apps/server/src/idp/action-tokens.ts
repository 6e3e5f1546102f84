import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { hashToken } from '../modules/authorization/identity/embedded.adapter.ts';
import { actionTokens, users } from './idp.tables.ts';

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
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
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
