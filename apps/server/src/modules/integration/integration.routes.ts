import { integrationRoutes as contract } from '@halo/contract/integration';
import type { FastifyInstance } from 'fastify';
import { createRoute, deleteRoute, route } from '../../http/route.ts';
import { writeContext } from '../../http/write-context.ts';
import type { IntegrationService } from './integration.service.ts';

/** The subscriptions to Halo's events, their log, replays and test events (docs/adr/0047). */
export async function integrationRoutes(app: FastifyInstance, { service }: { service: IntegrationService }) {
  route(app, contract.tipiEvento, async () => service.eventTypes());
  route(app, contract.sottoscrizioni, async (request) => service.list(request.query));
  route(app, contract.sottoscrizione, async (request) => service.get(request.params.id));
  createRoute(app, contract.creaSottoscrizione, service.create);
  route(app, contract.aggiornaSottoscrizione, async (request) =>
    service.update(request.params.id, request.body, writeContext(request)),
  );
  deleteRoute(app, contract.eliminaSottoscrizione, service.remove);
  route(app, contract.nuovoSegreto, async (request) =>
    service.rotateSecret(request.params.id, writeContext(request)),
  );
  route(app, contract.consegne, async (request) => service.deliveries(request.params.id, request.query));
  route(app, contract.reinviaConsegna, async (request) =>
    service.replay(request.params.id, request.params.consegnaId, writeContext(request)),
  );
  route(app, contract.eventoDiProva, async (request, reply) => {
    reply.status(201);
    return service.sendTest(request.params.id, writeContext(request));
  });
}
