import type { SortOf } from '@halo/contract';
import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { deleteWithChildren } from '../../db/cascade.ts';
import { lowerText, selectCatalogue } from '../../db/catalogue.ts';
import type { Db } from '../../db/database.ts';
import { rowBy } from '../../db/lookup.ts';
import { rowsOf } from '../../db/rows.ts';
import { updateAtVersion } from '../../db/versioned.ts';
import {
  type DeliveryState,
  deliveries,
  deliveryStates,
  outboxEvents,
  subscriptions,
} from './events.tables.ts';

export type OutboxEventRow = typeof outboxEvents.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
type NewOutboxEvent = Omit<typeof outboxEvents.$inferInsert, 'seq'> & { time: Date };

/** What an administrator changes of a subscription (its secret is made, and replaced, by the server only). */
export type SubscriptionValues = Pick<
  typeof subscriptions.$inferInsert,
  'nome' | 'url' | 'tipi' | 'datiPersonali' | 'attiva' | 'ritentaPerOre'
>;

/** A page of the subscriptions, searched in their name and address. */
export interface SubscriptionQuery {
  page: number;
  size: number;
  sort?: SortOf<'nome' | 'creata'> | undefined;
  q?: string | undefined;
  attiva?: boolean | undefined;
}

/** How many deliveries a subscription has in each state. */
export type DeliveryCounts = Record<DeliveryState, number>;

/**
 * How a subscription is doing: its deliveries by state, when it last delivered one, and how many queued
 * deliveries its endpoint has refused or not answered at least once (failing now, to be tried again).
 */
export interface DeliveryHealth {
  counts: DeliveryCounts;
  lastDelivered: Date | null;
  failing: number;
}

/** A line of a subscription's log of deliveries: the delivery and what its event was. */
const deliveryLogColumns = {
  id: deliveries.id,
  eventId: deliveries.eventId,
  type: outboxEvents.type,
  subject: deliveries.subject,
  time: outboxEvents.time,
  stato: deliveries.stato,
  tentativi: deliveries.tentativi,
  ultimoEsito: deliveries.ultimoEsito,
  consegnata: deliveries.consegnata,
  prossimoTentativo: deliveries.prossimoTentativo,
};

/** A delivery a worker has claimed, with what it needs to send it. */
export interface ClaimedDelivery {
  id: number;
  tentativi: number;
  primoTentativo: Date;
  event: Omit<OutboxEventRow, 'onlySubscription'>;
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
            -- A suspended subscription's deliveries wait for it to be active again; a test event sent to it goes.
            AND EXISTS (
              SELECT 1 FROM events.subscriptions s JOIN events.outbox o ON o.id = d.event_id
              WHERE s.id = d.subscription_id AND (s.attiva OR o.only_subscription = s.id))
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

    findSubscription: rowBy(db, subscriptions, subscriptions.id),

    async listSubscriptions(query: SubscriptionQuery): Promise<{ items: SubscriptionRow[]; total: number }> {
      const { items, total } = await selectCatalogue(db, db.select().from(subscriptions).$dynamic(), query, {
        search: [subscriptions.nome, subscriptions.url],
        sorts: { nome: lowerText(subscriptions.nome), creata: subscriptions.createdAt },
        defaultOrder: [asc(lowerText(subscriptions.nome))],
        key: subscriptions.id,
        filter: query.attiva === undefined ? undefined : eq(subscriptions.attiva, query.attiva),
      });
      return { items, total: total ?? items.length };
    },

    /** The deliveries of each subscription by state (every state present, zero when it has none), and its health. */
    async deliveryHealth(ids: number[]): Promise<Map<number, DeliveryHealth>> {
      const health = new Map<number, DeliveryHealth>(
        ids.map((id) => [
          id,
          {
            counts: Object.fromEntries(deliveryStates.map((s) => [s, 0])) as DeliveryCounts,
            lastDelivered: null,
            failing: 0,
          },
        ]),
      );
      if (ids.length === 0) return health;
      const rows = await db
        .select({
          subscriptionId: deliveries.subscriptionId,
          stato: deliveries.stato,
          n: count(),
          failing: sql<number>`count(*) filter (where ${deliveries.tentativi} > 0)`.mapWith(Number),
          lastDelivered: sql<Date | null>`max(${deliveries.consegnata})`.mapWith(deliveries.consegnata),
        })
        .from(deliveries)
        .where(inArray(deliveries.subscriptionId, ids))
        .groupBy(deliveries.subscriptionId, deliveries.stato);
      for (const row of rows) {
        const of = health.get(row.subscriptionId);
        if (!of) continue;
        of.counts[row.stato] = Number(row.n);
        if (row.stato === 'pending') of.failing = row.failing;
        if (row.stato === 'delivered') of.lastDelivered = row.lastDelivered;
      }
      return health;
    },

    /** The optimistic update (docs/adr/0004): nothing when the row is gone or not at `version` any more. */
    async updateSubscription(
      id: number,
      version: number,
      values: SubscriptionValues,
    ): Promise<SubscriptionRow | undefined> {
      return updateAtVersion(db, subscriptions, { id, version }, { ...values, updatedAt: sql`now()` });
    },

    /** A new secret: the version stays, the fields an administrator edits have not changed. */
    async setSecret(id: number, secret: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .update(subscriptions)
        .set({ secret, updatedAt: sql`now()` })
        .where(eq(subscriptions.id, id))
        .returning();
      return row;
    },

    /** Removes the subscription and, by cascade, its deliveries: answers how many there were. */
    deleteSubscription(id: number): Promise<number | undefined> {
      return deleteWithChildren(db, subscriptions, id, deliveries.subscriptionId);
    },

    /** A subscription's log, newest event first, a page at a time, in one state or all. */
    async deliveriesPage(
      subscriptionId: number,
      query: { page: number; size: number; stato?: DeliveryState | undefined },
    ) {
      const where = and(
        eq(deliveries.subscriptionId, subscriptionId),
        query.stato ? eq(deliveries.stato, query.stato) : undefined,
      );
      const [counted] = await db.select({ n: count() }).from(deliveries).where(where);
      const items = await db
        .select(deliveryLogColumns)
        .from(deliveries)
        .innerJoin(outboxEvents, eq(outboxEvents.id, deliveries.eventId))
        .where(where)
        .orderBy(desc(deliveries.seq), desc(deliveries.id))
        .limit(query.size)
        .offset((query.page - 1) * query.size);
      return { items, total: Number(counted?.n ?? 0) };
    },

    /** One line of a subscription's log: by its id, or the delivery of an event (a test event has one). */
    async findDelivery(where: { subscriptionId: number } & ({ id: number } | { eventId: string })) {
      const [row] = await db
        .select(deliveryLogColumns)
        .from(deliveries)
        .innerJoin(outboxEvents, eq(outboxEvents.id, deliveries.eventId))
        .where(
          and(
            eq(deliveries.subscriptionId, where.subscriptionId),
            'id' in where ? eq(deliveries.id, where.id) : eq(deliveries.eventId, where.eventId),
          ),
        );
      return row;
    },

    /**
     * Sends a delivery again (a parked one, or one delivered): pending and due at `at`, no worker's lease, and a new
     * retry period from its next attempt (the old one has passed); its attempts and last outcome stay, for the log.
     * False when it is pending already, or not this subscription's.
     */
    async replay(subscriptionId: number, id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(deliveries)
        .set({ stato: 'pending', prossimoTentativo: at, inCorsoFino: null, primoTentativo: null })
        .where(
          and(
            eq(deliveries.id, id),
            eq(deliveries.subscriptionId, subscriptionId),
            ne(deliveries.stato, 'pending'),
          ),
        )
        .returning({ id: deliveries.id });
      return rows.length > 0;
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
