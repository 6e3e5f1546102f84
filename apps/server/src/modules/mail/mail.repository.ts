import { asc, desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { outbox } from './mail.tables.ts';

export type OutboxRow = typeof outbox.$inferSelect;
type NewOutboxRow = typeof outbox.$inferInsert;

/** The outbox's SQL: the mail kept when no SMTP server is configured. */
export function createMailRepository(db: Db) {
  return {
    async insert(values: NewOutboxRow): Promise<void> {
      await db.insert(outbox).values(values);
    },

    /** A page of the outbox, newest first (oldest first when asked), and how many messages it holds. */
    async list(
      { offset, limit }: { offset: number; limit: number },
      oldestFirst: boolean,
    ): Promise<{ items: OutboxRow[]; total: number }> {
      const items = await db
        .select()
        .from(outbox)
        .orderBy(
          ...(oldestFirst
            ? [asc(outbox.createdAt), asc(outbox.id)]
            : [desc(outbox.createdAt), desc(outbox.id)]),
        )
        .limit(limit)
        .offset(offset);
      const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(outbox);
      return { items, total: count?.n ?? 0 };
    },
  };
}
