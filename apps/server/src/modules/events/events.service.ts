import type { EventType } from '@halo/contract/integration';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type CloudEvent, cloudEvent, DEFAULT_RETRY, nextAttempt } from '../../events/cloud-event.ts';
import { newWebhookSecret, signWebhook } from '../../events/webhook-signature.ts';
import {
  type ClaimedDelivery,
  createEventsRepository,
  type DeliveryHealth,
  type SubscriptionQuery,
  type SubscriptionRow,
  type SubscriptionValues,
} from './events.repository.ts';
import type { DeliveryState } from './events.tables.ts';

/** An event to write in a change's transaction. */
export interface NewEvent {
  type: EventType;
  /** The application's path (`/calendar`). */
  source: string;
  /** `<collection>/<id>` in the source: one subject's deliveries go out in order. */
  subject: string;
  /** Ids and states. */
  data: Record<string, unknown>;
  /** Fields that name people: only subscriptions granted personal data receive them. */
  personal?: Record<string, unknown>;
  /**
   * The one subscription to deliver it to, whatever its types and even while suspended (a test event); without it,
   * every active subscription to the type.
   */
  onlySubscription?: number;
}

/** A subscription as the API shows it: never its secret, with its deliveries by state and its health. */
export type Subscription = Omit<SubscriptionRow, 'secret'> & { salute: DeliveryHealth };

/** A line of a subscription's log of deliveries. */
export type DeliveryLine = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createEventsRepository>['findDelivery']>>
>;

/** One HTTP attempt: the status the endpoint answered, or the error that stopped it. */
export type Send = (
  url: string,
  init: { body: string; headers: Record<string, string>; signal: AbortSignal },
) => Promise<{ status: number }>;

export interface DeliveryOptions {
  now: Date;
  /** How long a worker holds the deliveries it claims (longer than an attempt's timeout). */
  leaseSeconds?: number;
  /** How long an endpoint has to answer. */
  timeoutMs?: number;
  limit?: number;
  /** In [0, 1): spreads the retries of deliveries that failed together. */
  jitter?: () => number;
}

const CONTENT_TYPE = 'application/cloudevents+json; charset=utf-8';

const httpSend: Send = async (url, init) => {
  const response = await fetch(url, { method: 'POST', redirect: 'error', ...init });
  await response.body?.cancel();
  return { status: response.status };
};

/** What the subscription receives of an event: its data, and the personal fields only when it was granted them. */
export function eventFor(delivery: ClaimedDelivery): CloudEvent {
  const { event, subscription } = delivery;
  const data =
    subscription.datiPersonali && event.personal ? { ...event.data, ...event.personal } : event.data;
  return cloudEvent({
    id: event.id,
    type: event.type as EventType,
    source: event.source,
    subject: event.subject,
    time: event.time,
    data,
  });
}

/** A short description of a failed attempt for the log of deliveries: never the answer's body. */
function failureOf(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'timeout';
  return error instanceof Error ? `errore di rete: ${error.name}` : 'errore di rete';
}

/**
 * The outbox (docs/adr/0047-event-subscriptions.md): `emit` writes an event in the caller's transaction, and
 * `deliverDue` sends what is due, on whichever replica runs it.
 */
export function createEventsService(deps: { db: Db; send?: Send }) {
  const send = deps.send ?? httpSend;
  return {
    /** Writes the event and its deliveries with `tx`, the transaction of the change it tells of. */
    async emit(tx: Db, event: NewEvent, at: Date): Promise<string> {
      const envelope = cloudEvent({ ...event, time: at });
      await createEventsRepository(tx).insert({
        id: envelope.id,
        type: event.type,
        source: event.source,
        subject: event.subject,
        time: at,
        data: event.data,
        personal: event.personal ?? null,
        onlySubscription: event.onlySubscription ?? null,
      });
      return envelope.id;
    },

    /**
     * The statement that writes an event for each row of `from`, for a change made in one statement (a booking):
     * added to it as one of its CTEs, so the event is written exactly when the change is.
     */
    emitFrom(
      event: Pick<NewEvent, 'type' | 'source'> & { subject: SQL; data: SQL; personal?: SQL },
      from: SQL,
    ): SQL {
      return createEventsRepository(deps.db).insertFrom({ ...event, personal: event.personal ?? null }, from);
    },

    /**
     * One round of the delivery worker: claims what is due and sends it, each subject's deliveries in order (a
     * later one is claimed only once the earlier is settled, in a later round). Returns how many were attempted.
     */
    async deliverDue(options: DeliveryOptions): Promise<number> {
      const { now, leaseSeconds = 60, timeoutMs = 10_000, limit = 20, jitter = Math.random } = options;
      const repo = createEventsRepository(deps.db);
      const claimed = await repo.claimDue(now, leaseSeconds, limit);
      await Promise.all(
        claimed.map(async (delivery) => {
          const body = JSON.stringify(eventFor(delivery));
          const headers = {
            'content-type': CONTENT_TYPE,
            ...signWebhook(delivery.subscription.secret, delivery.event.id, body, now),
          };
          let esito: string;
          let ok = false;
          try {
            const { status } = await send(delivery.subscription.url, {
              body,
              headers,
              signal: AbortSignal.timeout(timeoutMs),
            });
            ok = status >= 200 && status < 300;
            esito = `HTTP ${status}`;
          } catch (error) {
            esito = failureOf(error);
          }
          if (ok) {
            await repo.settle(delivery.id, { stato: 'delivered', at: now, esito });
            return;
          }
          const policy = { ...DEFAULT_RETRY, giveUpAfterHours: delivery.subscription.ritentaPerOre };
          const next = nextAttempt(policy, delivery.tentativi, delivery.primoTentativo, now, jitter());
          await repo.settle(
            delivery.id,
            next === 'parked' ? { stato: 'parked', at: now, esito } : { retryAt: next, esito },
          );
        }),
      );
      return claimed.length;
    },

    // -----------------------------------------------------------------------------------------------------------
    // Subscriptions and their log (the integration application's calls). The writes take the caller's transaction,
    // so its audit row commits with them.

    async listSubscriptions(query: SubscriptionQuery): Promise<{ items: Subscription[]; total: number }> {
      const repo = createEventsRepository(deps.db);
      const { items, total } = await repo.listSubscriptions(query);
      return { items: await withCounts(repo, items), total };
    },

    async getSubscription(id: number, tx: Db = deps.db): Promise<Subscription | undefined> {
      const repo = createEventsRepository(tx);
      const row = await repo.findSubscription(id);
      return row && (await withCounts(repo, [row]))[0];
    },

    /** A new subscription with a new secret: the one answer that holds it, with `rotateSecret`'s. */
    async createSubscription(
      values: SubscriptionValues,
      tx: Db = deps.db,
    ): Promise<{ subscription: Subscription; secret: string }> {
      const repo = createEventsRepository(tx);
      const secret = newWebhookSecret();
      const row = await repo.insertSubscription({ ...values, secret });
      return { subscription: (await withCounts(repo, [row]))[0] as Subscription, secret };
    },

    /** Undefined when the subscription is gone or no longer at `version`. */
    async updateSubscription(
      id: number,
      version: number,
      values: SubscriptionValues,
      tx: Db = deps.db,
    ): Promise<Subscription | undefined> {
      const repo = createEventsRepository(tx);
      const row = await repo.updateSubscription(id, version, values);
      return row && (await withCounts(repo, [row]))[0];
    },

    /**
     * Replaces the secret at once: what is sent from now on is signed with the new one only. A receiver still
     * checking with the old one refuses it, and the delivery is tried again until it has the new one.
     */
    async rotateSecret(
      id: number,
      tx: Db = deps.db,
    ): Promise<{ subscription: Subscription; secret: string } | undefined> {
      const repo = createEventsRepository(tx);
      const secret = newWebhookSecret();
      const row = await repo.setSecret(id, secret);
      return row && { subscription: (await withCounts(repo, [row]))[0] as Subscription, secret };
    },

    /** Answers how many deliveries went with it; undefined when there was no such subscription. */
    deleteSubscription(id: number, tx: Db = deps.db): Promise<number | undefined> {
      return createEventsRepository(tx).deleteSubscription(id);
    },

    deliveries(
      subscriptionId: number,
      query: { page: number; size: number; stato?: DeliveryState | undefined },
    ): Promise<{ items: DeliveryLine[]; total: number }> {
      return createEventsRepository(deps.db).deliveriesPage(subscriptionId, query);
    },

    findDelivery(
      where: { subscriptionId: number } & ({ id: number } | { eventId: string }),
      tx: Db = deps.db,
    ): Promise<DeliveryLine | undefined> {
      return createEventsRepository(tx).findDelivery(where);
    },

    /**
     * Puts a parked (or delivered) delivery back in the queue, due at `at`: the worker sends it as it sends the
     * others, in its subject's order. 'pending' when it is in the queue already.
     */
    async replay(
      subscriptionId: number,
      id: number,
      at: Date,
      tx: Db = deps.db,
    ): Promise<DeliveryLine | 'pending' | undefined> {
      const repo = createEventsRepository(tx);
      if (await repo.replay(subscriptionId, id, at)) return repo.findDelivery({ subscriptionId, id });
      const line = await repo.findDelivery({ subscriptionId, id });
      return line ? 'pending' : undefined;
    },
  };
}

async function withCounts(
  repo: ReturnType<typeof createEventsRepository>,
  rows: SubscriptionRow[],
): Promise<Subscription[]> {
  const health = await repo.deliveryHealth(rows.map((row) => row.id));
  return rows.map(({ secret: _secret, ...row }) => ({
    ...row,
    salute: health.get(row.id) as DeliveryHealth,
  }));
}

export type EventsService = ReturnType<typeof createEventsService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox (tests send the deliveries due with `app.events.deliverDue({ now })`). */
    events: EventsService;
  }
}
