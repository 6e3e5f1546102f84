import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { deliveries, outboxEvents, subscriptions } from './events.tables.ts';

export type OutboxEventRow = typeof outboxEvents.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
type NewOutboxEvent = Omit<typeof outboxEvents.$inferInsert, 'seq'> & { time: Date };

/** A delivery a worker has claimed, with what it needs to send it. */
export interface ClaimedDelivery {
  id: number;
  tentativi: number;
  primoTentativo: Date;
  event: OutboxEventRow;
  subscription: Pick<SubscriptionRow, 'id' | 'url' | 'secret' | 'datiPersonali' | 'ritentaPerOre'>;
}

interface ClaimRow {
  id: string | number;
  tentativi: number;
  primo_tentativo: string | Date;
  event_id: string;
  seq: string | number;
  type: string;
  source: string;
  subject: string;
  time: string | Date;
  data: Record<string, unknown> | string;
  personal: Record<string, unknown> | string | null;
  subscription_id: number;
  url: string;
  secret: string;
  dati_personali: boolean;
  ritenta_per_ore: number;
}

const json = (value: Record<string, unknown> | string | null) =>
  typeof value === 'string' ? (JSON.parse(value) as Record<string, unknown>) : value;

/** The SQL of the outbox and its deliveries. */
export function createEventsRepository(db: Db) {
  return {
    /**
     * Writes the event; the database adds a pending delivery for each active subscription to its type (the
     * `outbox_fan_out` trigger). Called with the transaction of the change it tells of, so a change rolled back
     * leaves no event.
     */
    async insert(event: NewOutboxEvent): Promise<void> {
      await db.insert(outboxEvents).values(event);
    },

    /**
     * The statement (a CTE of a change's own statement, as `also` of a booking) that writes an event for each row
     * of `from`: its subject, data and personal fields are SQL over that row.
     */
    insertFrom(
      event: { type: string; source: string; subject: SQL; data: SQL; personal: SQL | null },
      from: SQL,
    ): SQL {
      return sql`INSERT INTO ${outboxEvents} (id, type, source, subject, time, data, personal)
        SELECT gen_random_uuid(), ${event.type}, ${event.source}, ${event.subject}, now(), ${event.data},
          ${event.personal ?? sql`NULL`}
        FROM ${from} RETURNING id`;
    },

    /**
     * Claims up to `limit` deliveries due at `now` for `leaseSeconds`: the oldest pending one of each subscription
     * and subject only (a later one waits while an earlier is pending, claimed or not), and none another worker holds
     * (`SKIP LOCKED` while it claims, the lease after). Two workers never send one delivery at once, nor a subject's
     * deliveries out of order. A worker that dies while sending loses its lease, and the delivery is sent again.
     */
    async claimDue(now: Date, leaseSeconds: number, limit: number): Promise<ClaimedDelivery[]> {
      const at = now.toISOString();
      const until = new Date(now.getTime() + leaseSeconds * 1000).toISOString();
      const result = await db.execute(sql`
        WITH due AS (
          SELECT d.id FROM events.deliveries d
          WHERE d.stato = 'pending' AND d.prossimo_tentativo <= ${at}::timestamptz
            AND (d.in_corso_fino IS NULL OR d.in_corso_fino <= ${at}::timestamptz)
            AND NOT EXISTS (
              SELECT 1 FROM events.deliveries e
              WHERE e.subscription_id = d.subscription_id AND e.subject = d.subject
                AND e.stato = 'pending' AND e.seq < d.seq)
          ORDER BY d.seq
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED),
        claimed AS (
          UPDATE events.deliveries d
          SET in_corso_fino = ${until}::timestamptz, tentativi = d.tentativi + 1,
              primo_tentativo = coalesce(d.primo_tentativo, ${at}::timestamptz)
          FROM due WHERE d.id = due.id
          RETURNING d.id, d.tentativi, d.primo_tentativo, d.event_id, d.subscription_id, d.seq)
        SELECT c.id, c.tentativi, c.primo_tentativo, c.event_id, c.seq,
               o.type, o.source, o.subject, o.time, o.data, o.personal,
               s.id AS subscription_id, s.url, s.secret, s.dati_personali, s.ritenta_per_ore
        FROM claimed c
        JOIN events.outbox o ON o.id = c.event_id
        JOIN events.subscriptions s ON s.id = c.subscription_id
        ORDER BY c.seq`);
      return rowsOf<ClaimRow>(result).map((row) => ({
        id: Number(row.id),
        tentativi: row.tentativi,
        primoTentativo: new Date(row.primo_tentativo),
        event: {
          id: row.event_id,
          seq: Number(row.seq),
          type: row.type,
          source: row.source,
          subject: row.subject,
          time: new Date(row.time),
          data: json(row.data) ?? {},
          personal: json(row.personal),
        },
        subscription: {
          id: row.subscription_id,
          url: row.url,
          secret: row.secret,
          datiPersonali: row.dati_personali,
          ritentaPerOre: row.ritenta_per_ore,
        },
      }));
    },

    /** The outcome of a claimed delivery's attempt: delivered, due again at a time, or parked. */
    async settle(
      id: number,
      outcome: { stato: 'delivered' | 'parked'; at: Date; esito: string } | { retryAt: Date; esito: string },
    ): Promise<void> {
      await db
        .update(deliveries)
        .set(
          'retryAt' in outcome
            ? { prossimoTentativo: outcome.retryAt, inCorsoFino: null, ultimoEsito: outcome.esito }
            : {
                stato: outcome.stato,
                inCorsoFino: null,
                ultimoEsito: outcome.esito,
                ...(outcome.stato === 'delivered' && { consegnata: outcome.at }),
              },
        )
        .where(eq(deliveries.id, id));
    },

    async insertSubscription(values: typeof subscriptions.$inferInsert): Promise<SubscriptionRow> {
      const [row] = await db.insert(subscriptions).values(values).returning();
      if (!row) throw new Error('subscription not written');
      return row;
    },

    deliveriesOf(subscriptionId: number) {
      return db
        .select({
          id: deliveries.id,
          eventId: deliveries.eventId,
          subject: deliveries.subject,
          seq: deliveries.seq,
          stato: deliveries.stato,
          tentativi: deliveries.tentativi,
          ultimoEsito: deliveries.ultimoEsito,
          consegnata: deliveries.consegnata,
        })
        .from(deliveries)
        .where(eq(deliveries.subscriptionId, subscriptionId))
        .orderBy(deliveries.seq);
    },
  };
}
