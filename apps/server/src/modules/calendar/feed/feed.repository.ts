import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { valueWhere } from '../../../db/lookup.ts';
import { required } from '../../../db/rows.ts';
import { feeds } from '../calendar.tables.ts';

/** The SQL of the private feeds: one per person, found by the digest of its token. */
export function createFeedsRepository(db: Db) {
  return {
    /** When a person's feed was made, if they have one. */
    feedOf(subject: string): Promise<Date | undefined> {
      return valueWhere(db, feeds.createdAt, eq(feeds.subject, subject));
    },

    /** Makes (or replaces) a person's feed with the digest of its new token. */
    async saveFeed(subject: string, tokenHash: string): Promise<Date> {
      const [row] = await db
        .insert(feeds)
        .values({ subject, tokenHash })
        .onConflictDoUpdate({ target: feeds.subject, set: { tokenHash, createdAt: sql`now()` } })
        .returning({ createdAt: feeds.createdAt });
      return required(row, 'feed').createdAt;
    },

    async deleteFeed(subject: string): Promise<void> {
      await db.delete(feeds).where(eq(feeds.subject, subject));
    },

    feedSubject(tokenHash: string): Promise<string | undefined> {
      return valueWhere(db, feeds.subject, eq(feeds.tokenHash, tokenHash));
    },
  };
}
