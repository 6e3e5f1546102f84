import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import * as col from '../../db/columns.ts';

/*
 * Domain events and their deliveries to subscriptions (docs/adr/0047-event-subscriptions.md): the outbox is written
 * in the transaction of the change it tells of, one delivery per subscription that wants its type; a delivery
 * worker on any replica sends them, in order per subscription and subject.
 */

export const events = pg.pgSchema('events');

/** Another system Halo tells of its events: an HTTPS endpoint, the types it wants, the secret it checks them with. */
export const subscriptions = events.table('subscriptions', {
  id: col.serialId(),
  nome: pg.text('nome').notNull(),
  url: pg.text('url').notNull(),
  /** `whsec_…` (Standard Webhooks): shown once when made, used to sign every delivery. */
  secret: pg.text('secret').notNull(),
  tipi: pg.text('tipi').array().notNull(),
  /** Granted by an administrator: the events' data then also names the people they are about. */
  datiPersonali: col.flag('dati_personali'),
  attiva: pg.boolean('attiva').notNull().default(true),
  /** Hours after its first attempt that a failing delivery is parked (the dead letter). */
  ritentaPerOre: pg.integer('ritenta_per_ore').notNull().default(24),
  ...col.versionedStamps(),
});

/** The outbox: one row per event, in the order written (`seq`), kept for the deliveries' log and replays. */
export const outboxEvents = events.table(
  'outbox',
  {
    id: pg.uuid('id').primaryKey(),
    seq: pg.bigserial('seq', { mode: 'number' }).notNull().unique(),
    type: pg.text('type').notNull(),
    source: pg.text('source').notNull(),
    subject: pg.text('subject').notNull(),
    time: col.instant('time').notNull(),
    /** Ids and states: what every subscription receives. */
    data: pg.jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** The fields that name people, added for the subscriptions granted personal data. */
    personal: pg.jsonb('personal').$type<Record<string, unknown>>(),
    /**
     * A test event's one recipient: the fan-out delivers it to this subscription only, whatever its types and even
     * while suspended (migration 0031); null for a domain event, delivered to every subscription wanting its type.
     */
    onlySubscription: col.optionalRef('only_subscription', () => subscriptions.id, 'cascade'),
  },
  (t) => [pg.index('outbox_time_idx').on(t.time)],
);

export const deliveryStates = ['pending', 'delivered', 'parked'] as const;
export type DeliveryState = (typeof deliveryStates)[number];

/** One event to one subscription: tried until delivered, or parked once its retry period has passed. */
export const deliveries = events.table(
  'deliveries',
  {
    id: col.bigserialId(),
    subscriptionId: col.requiredRef('subscription_id', () => subscriptions.id, 'cascade'),
    eventId: pg
      .uuid('event_id')
      .notNull()
      .references(() => outboxEvents.id, { onDelete: 'cascade' }),
    /** The event's subject and order, copied: the worker picks the oldest pending one of each subject. */
    subject: pg.text('subject').notNull(),
    seq: pg.bigint('seq', { mode: 'number' }).notNull(),
    stato: pg.text('stato').$type<DeliveryState>().notNull().default('pending'),
    tentativi: pg.integer('tentativi').notNull().default(0),
    prossimoTentativo: col.instant('prossimo_tentativo').notNull().defaultNow(),
    /** A worker's claim while it sends: another replica leaves the delivery alone until then. */
    inCorsoFino: col.instant('in_corso_fino'),
    primoTentativo: col.instant('primo_tentativo'),
    ultimoEsito: pg.text('ultimo_esito'),
    consegnata: col.instant('consegnata'),
  },
  (t) => [
    pg.index('deliveries_due_idx').on(t.prossimoTentativo).where(sql`${t.stato} = 'pending'`),
    pg.index('deliveries_subject_idx').on(t.subscriptionId, t.subject, t.seq),
    /** A subscription's log, newest first, a page at a time. */
    pg.index('deliveries_log_idx').on(t.subscriptionId, t.seq),
    pg.check('deliveries_stato', sql`${t.stato} in ('pending', 'delivered', 'parked')`),
  ],
);
