import { createHash } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { inTransaction } from '../db/transaction.ts';
import { createActionTokensRepository } from './action-tokens.repository.ts';

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
  const tokens = createActionTokensRepository(db);
  return {
    /** The link's user, or undefined when the link is unknown, used or expired. */
    async find(key: string): Promise<ActionTokenInfo | undefined> {
      return tokens.findValid(hashToken(key), clock());
    },

    /** Sets the password and marks the e-mail verified, consuming the link; false if it is no longer valid. */
    async consume(key: string, passwordHash: string): Promise<boolean> {
      return inTransaction(db, async (tx) => {
        const txTokens = createActionTokensRepository(tx);
        const userId = await txTokens.consumeValid(hashToken(key), { consumedAt: clock(), now: clock() });
        if (userId === undefined) {
          return false;
        }
        await txTokens.setPasswordVerified(userId, passwordHash, clock());
        return true;
      });
    },
  };
}

export type ActionTokens = ReturnType<typeof createActionTokens>;
