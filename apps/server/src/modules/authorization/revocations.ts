import type { Principal } from '@halo/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { revocations } from './authorization.tables.ts';

/**
 * Access revoked at once (issue 11, ADR 0010): after a logout, a user disabled or deleted, or a group taken away,
 * the user's access tokens issued before that instant are refused on their next call; the SPA then gets a new one
 * through its refresh token (which a logout or a disabled account has ended) carrying the rights of now. One
 * primary-key read per call, cheaper than the permission lookup access control makes anyway.
 */
export function createRevocations(deps: { db: Db; clock?: () => Date }) {
  const now = deps.clock ?? (() => new Date());
  return {
    /** Tokens of the user issued before now stop working. */
    async revokeUser(userId: string): Promise<void> {
      const at = now();
      await deps.db
        .insert(revocations)
        .values({ userId, notBefore: at })
        .onConflictDoUpdate({
          target: revocations.userId,
          set: { notBefore: sql`greatest(${revocations.notBefore}, excluded.not_before)` },
        });
    },

    /**
     * Whether the principal's token predates a revocation. Token times are whole seconds, so a token issued in the
     * second of the revocation is refused too (no window in which a revoked token passes); a sign-in in that same
     * second needs one more.
     */
    async isRevoked(principal: Principal): Promise<boolean> {
      if (principal.issuedAt === undefined) return false;
      const [row] = await deps.db
        .select({ notBefore: revocations.notBefore })
        .from(revocations)
        .where(eq(revocations.userId, principal.userId));
      return row !== undefined && principal.issuedAt <= Math.floor(row.notBefore.getTime() / 1000);
    },
  };
}

export type Revocations = ReturnType<typeof createRevocations>;
