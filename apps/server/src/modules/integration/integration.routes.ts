import { integrationRoutes as contract } from '@halo/contract/integration';
import type { FastifyInstance } from 'fastify';
import { createRoute, deleteRoute, recordRoute, recordWriteRoute, route } from '../../http/route.ts';
import { writeContext } from '../../http/write-context.ts';
import type { IntegrationService } from './integration.service.ts';

/** The subscriptions to Halo's events, their log, replays and test events (docs/adr/0047). */
export async function integrationRoutes(app: FastifyInstance, { service }: { service: IntegrationService }) {
  route(app, contract.tipiEvento, async () => service.eventTypes());
  route(app, contract.sottoscrizioni, async (request) => service.list(request.query));
  route(app, contract.sottoscrizione, async (request) => service.get(request.params.id));
  createRoute(app, contract.creaSottoscrizione, service.create);
  recordWriteRoute(app, contract.aggiornaSottoscrizione, service.update);
  deleteRoute(app, contract.eliminaSottoscrizione, service.remove);
  recordRoute(app, contract.nuovoSegreto, service.rotateSecret);
  route(app, contract.consegne, async (request) => service.deliveries(request.params.id, request.query));
  route(app, contract.reinviaConsegna, async (request) =>
    service.replay(request.params.id, request.params.consegnaId, writeContext(request)),
  );
  recordRoute(app, contract.eventoDiProva, service.sendTest, { created: true });
}
