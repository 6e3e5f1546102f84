import type { Principal } from '@halo/contract';
import type { Db } from '../../db/database.ts';
import type { ReadCache } from '../../db/read-cache.ts';
import { createAuthorizationRepository, REVOCATIONS_TABLE } from './authorization.repository.ts';

/**
 * Access revoked at once (issue 11, ADR 0010): after a logout, a user disabled or deleted, or a group taken away,
 * the user's access tokens issued before that instant are refused on their next call; the SPA then gets a new one
 * through its refresh token (which a logout or a disabled account has ended) carrying the rights of now. A user's
 * revocation instant is read once and kept in memory (docs/adr/0032-read-caches.md) until its row changes, on any
 * replica: the check costs no query on the hot path.
 */
export function createRevocations(deps: { db: Db; cache?: ReadCache; clock?: () => Date }) {
  const now = deps.clock ?? (() => new Date());
  const repo = createAuthorizationRepository(deps.db);
  const read = async (userId: string): Promise<number | null> => {
    const at = await repo.revokedBefore(userId);
    return at ? Math.floor(at.getTime() / 1000) : null;
  };
  const notBefore = deps.cache
    ? deps.cache.memo({ tables: [], byKey: REVOCATIONS_TABLE, load: read, max: 100_000 })
    : read;
  /**
   * Revocations being written by this process, by user: a check of that user waits for the write (and for the
   * notification that drops the kept instant, which comes with the write's COMMIT) instead of answering from what
   * was kept before it. A logout's revocation is written while the provider answers, not before.
   */
  const writing = new Map<string, Promise<unknown>>();
  return {
    /** Tokens of the user issued before now stop working. */
    async revokeUser(userId: string): Promise<void> {
      const at = now();
      // Started at once (an async function runs up to its first await, where the query starts): the check below
      // may wait for it before this awaits.
      const write = repo.revoke(userId, at);
      const settled = write.then(
        () => undefined,
        () => undefined,
      );
      writing.set(userId, settled);
      try {
        await write;
      } finally {
        if (writing.get(userId) === settled) writing.delete(userId);
      }
    },

    /**
     * Whether the principal's token predates a revocation. Token times are whole seconds, so a token issued in the
     * second of the revocation is refused too (no window in which a revoked token passes); a sign-in in that same
     * second needs one more.
     */
    async isRevoked(principal: Principal): Promise<boolean> {
      if (principal.issuedAt === undefined) return false;
      const pending = writing.get(principal.userId);
      if (pending) await pending;
      const at = await notBefore(principal.userId);
      return at !== null && principal.issuedAt <= at;
    },
  };
}

export type Revocations = ReturnType<typeof createRevocations>;
