import type { Page } from '@halo/contract';
import {
  type Consegna,
  type consegneQuerySchema,
  eventTypeLabels,
  eventTypes,
  isPlainHttp,
  integrationMessages as m,
  type Sottoscrizione,
  type SottoscrizioneSegreto,
  type sottoscrizioneCreateSchema,
  type sottoscrizioneUpdateSchema,
  type sottoscrizioniQuerySchema,
  TEST_EVENT_TYPE,
  type TipoEvento,
} from '@halo/contract/integration';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ConflictError, NotFoundError, StaleVersionError, ValidationError } from '../../errors.ts';
import type { WriteContext } from '../../http/write-context.ts';
import { pageOf } from '../../http/write-context.ts';
import { pick } from '../../objects.ts';
import type { AuditLog } from '../audit/audit.service.ts';
import type { DeliveryLine, EventsService, Subscription } from '../events/events.service.ts';

type SubscriptionInput = z.output<typeof sottoscrizioneCreateSchema>;
type SubscriptionUpdate = z.output<typeof sottoscrizioneUpdateSchema>;

/** The test event's source: this application's path, as a domain event's is its application's (docs/adr/0047). */
const TEST_SOURCE = '/integration';

/** A subscription as the API shows it: its deliveries by state and its health, never its secret. */
function subscriptionView(row: Subscription): Sottoscrizione {
  return {
    ...pick(row, ['id', 'nome', 'url', 'tipi', 'datiPersonali', 'attiva', 'ritentaPerOre', 'version']),
    creataIl: row.createdAt.toISOString(),
    aggiornataIl: row.updatedAt.toISOString(),
    consegne: row.salute.counts,
    ultimaConsegna: row.salute.lastDelivered?.toISOString() ?? null,
    inErrore: row.salute.failing,
  };
}

function deliveryView(line: DeliveryLine): Consegna {
  return {
    id: line.id,
    evento: line.eventId,
    tipo: line.type,
    soggetto: line.subject,
    istante: line.time.toISOString(),
    stato: line.stato,
    tentativi: line.tentativi,
    ultimoEsito: line.ultimoEsito,
    consegnata: line.consegnata?.toISOString() ?? null,
    prossimoTentativo: line.stato === 'pending' ? line.prossimoTentativo.toISOString() : null,
  };
}

/**
 * The subscriptions to Halo's events, as an administrator manages them (docs/adr/0047): the rules of the API and
 * its audit; the subscriptions, their deliveries and the outbox are the events module's, reached through
 * `deps.events` only. `production` refuses plain-HTTP endpoints, which elsewhere may name a receiver on loopback.
 */
export function createIntegrationService(deps: {
  db: Db;
  events: EventsService;
  audit: AuditLog;
  production: boolean;
  clock?: () => Date;
}) {
  const { events } = deps;
  const now = deps.clock ?? (() => new Date());

  function audit(ctx: WriteContext, id: number, action: string, details: Record<string, unknown>, tx: Db) {
    return deps.audit.recordWrite(
      ctx,
      { entity: 'integration.sottoscrizione', entityId: id, action, details },
      tx,
    );
  }

  /** The schema lets a loopback `http://` through for development and tests; a production server sends only over TLS. */
  function checkUrl(url: string) {
    if (deps.production && isPlainHttp(url)) {
      throw new ValidationError([{ path: 'body.url', message: m.urlProduction }]);
    }
  }

  function valuesOf(input: SubscriptionInput) {
    checkUrl(input.url);
    return {
      nome: input.nome,
      url: input.url,
      tipi: input.tipi,
      datiPersonali: input.datiPersonali,
      attiva: input.attiva,
      ritentaPerOre: input.ritentaPerOre,
    };
  }

  async function existing(id: number, tx: Db = deps.db): Promise<Subscription> {
    const found = await events.getSubscription(id, tx);
    if (!found) throw new NotFoundError(m.notFound);
    return found;
  }

  return {
    eventTypes(): TipoEvento[] {
      return eventTypes.map((tipo) => ({
        tipo,
        etichetta: eventTypeLabels[tipo],
        sottoscrivibile: tipo !== TEST_EVENT_TYPE,
      }));
    },

    async list(query: z.output<typeof sottoscrizioniQuerySchema>): Promise<Page<Sottoscrizione>> {
      const { items, total } = await events.listSubscriptions(query);
      return pageOf(query, items.map(subscriptionView), total);
    },

    async get(id: number): Promise<Sottoscrizione> {
      return subscriptionView(await existing(id));
    },

    /** The only answer, with `rotateSecret`'s, that holds the secret. */
    async create(input: SubscriptionInput, ctx: WriteContext): Promise<SottoscrizioneSegreto> {
      const values = valuesOf(input);
      return inTransaction(deps.db, async (tx) => {
        const { subscription, secret } = await events.createSubscription(values, tx);
        await audit(
          ctx,
          subscription.id,
          'create',
          { tipi: subscription.tipi, datiPersonali: subscription.datiPersonali, attiva: subscription.attiva },
          tx,
        );
        return { sottoscrizione: subscriptionView(subscription), secret };
      });
    },

    async update(id: number, input: SubscriptionUpdate, ctx: WriteContext): Promise<Sottoscrizione> {
      const values = valuesOf(input);
      return inTransaction(deps.db, async (tx) => {
        await existing(id, tx);
        const updated = await events.updateSubscription(id, input.version, values, tx);
        if (!updated) throw new StaleVersionError();
        await audit(
          ctx,
          id,
          'update',
          {
            version: updated.version,
            tipi: updated.tipi,
            datiPersonali: updated.datiPersonali,
            attiva: updated.attiva,
          },
          tx,
        );
        return subscriptionView(updated);
      });
    },

    async remove(id: number, ctx: WriteContext): Promise<{ id: number; consegneEliminate: number }> {
      return inTransaction(deps.db, async (tx) => {
        const removed = await events.deleteSubscription(id, tx);
        if (removed === undefined) throw new NotFoundError(m.notFound);
        await audit(ctx, id, 'delete', { consegneEliminate: removed }, tx);
        return { id, consegneEliminate: removed };
      });
    },

    async rotateSecret(id: number, ctx: WriteContext): Promise<SottoscrizioneSegreto> {
      return inTransaction(deps.db, async (tx) => {
        const rotated = await events.rotateSecret(id, tx);
        if (!rotated) throw new NotFoundError(m.notFound);
        await audit(ctx, id, 'rotate-secret', {}, tx);
        return { sottoscrizione: subscriptionView(rotated.subscription), secret: rotated.secret };
      });
    },

    async deliveries(id: number, query: z.output<typeof consegneQuerySchema>): Promise<Page<Consegna>> {
      await existing(id);
      const { items, total } = await events.deliveries(id, query);
      return pageOf(query, items.map(deliveryView), total);
    },

    /** Sends a parked (or delivered) delivery again, now; refused while it is still in the queue. */
    async replay(id: number, deliveryId: number, ctx: WriteContext): Promise<Consegna> {
      return inTransaction(deps.db, async (tx) => {
        await existing(id, tx);
        const replayed = await events.replay(id, deliveryId, now(), tx);
        if (replayed === undefined) throw new NotFoundError(m.deliveryNotFound);
        if (replayed === 'pending') {
          throw new ConflictError(m.alreadyPending);
        }
        await audit(ctx, id, 'replay', { consegna: replayed.id, evento: replayed.eventId }, tx);
        return deliveryView(replayed);
      });
    },

    /**
     * Queues a test event for this subscription only (suspended or not, whatever its types): an administrator
     * checks that the endpoint answers and verifies the signature before turning the subscription on.
     */
    async sendTest(id: number, ctx: WriteContext): Promise<Consegna> {
      return inTransaction(deps.db, async (tx) => {
        const subscription = await existing(id, tx);
        const eventId = await events.emit(
          tx,
          {
            type: TEST_EVENT_TYPE,
            source: TEST_SOURCE,
            subject: `sottoscrizioni/${subscription.id}`,
            data: { sottoscrizione: subscription.id, prova: true },
            onlySubscription: subscription.id,
          },
          now(),
        );
        const line = await events.findDelivery({ subscriptionId: id, eventId }, tx);
        if (!line) throw new Error('test event not delivered to its subscription');
        await audit(ctx, id, 'test', { consegna: line.id, evento: eventId }, tx);
        return deliveryView(line);
      });
    },
  };
}

export type IntegrationService = ReturnType<typeof createIntegrationService>;
