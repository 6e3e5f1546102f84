import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { feeds } from '../calendar.tables.ts';

/** The SQL of the private feeds: one per person, found by the digest of its token. */
export function createFeedsRepository(db: Db) {
  return {
    /** When a person's feed was made, if they have one. */
    async feedOf(subject: string): Promise<Date | undefined> {
      const [row] = await db
        .select({ createdAt: feeds.createdAt })
        .from(feeds)
        .where(eq(feeds.subject, subject));
      return row?.createdAt;
    },

    /** Makes (or replaces) a person's feed with the digest of its new token. */
    async saveFeed(subject: string, tokenHash: string): Promise<Date> {
      const [row] = await db
        .insert(feeds)
        .values({ subject, tokenHash })
        .onConflictDoUpdate({ target: feeds.subject, set: { tokenHash, createdAt: sql`now()` } })
        .returning({ createdAt: feeds.createdAt });
      if (!row) throw new Error('feed not saved');
      return row.createdAt;
    },

    async deleteFeed(subject: string): Promise<void> {
      await db.delete(feeds).where(eq(feeds.subject, subject));
    },

    async feedSubject(tokenHash: string): Promise<string | undefined> {
      const [row] = await db
        .select({ subject: feeds.subject })
        .from(feeds)
        .where(eq(feeds.tokenHash, tokenHash));
      return row?.subject;
    },
  };
}
