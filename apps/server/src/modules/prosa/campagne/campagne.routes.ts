import { prosaCampagneRoutes as campaigns } from '@halo/contract/prosa/campagne';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route.ts';
import { principalOf, writeContext } from '../../../http/write-context.ts';
import { created } from '../prosa.routes.ts';
import type { CampagneService } from './campagne.service.ts';

export async function campagneRoutes(app: FastifyInstance, deps: { campagne: CampagneService }) {
  const { campagne } = deps;

  route(app, campaigns.campagne, async (request) => campagne.search(principalOf(request), request.query));
  route(app, campaigns.campagnePubbliche, async (request) => campagne.search(null, { ...request.query }));
  route(app, campaigns.campagna, async (request) => campagne.get(principalOf(request), request.params.id));
  route(app, campaigns.aggiungiCampagna, async (request, reply) =>
    created(reply, campagne.create(principalOf(request), request.body, writeContext(request))),
  );
  route(app, campaigns.aggiornaCampagna, async (request) =>
    campagne.update(principalOf(request), request.body, writeContext(request)),
  );
  route(app, campaigns.statoCampagna, async (request) =>
    campagne.setStato(principalOf(request), request.body, writeContext(request)),
  );
  route(app, campaigns.aderisci, async (request, reply) =>
    created(reply, campagne.aderisci(principalOf(request), request.body.campagnaId, writeContext(request))),
  );
  route(app, campaigns.ritiraAdesione, async (request) =>
    campagne.ritira(principalOf(request), request.body.id, writeContext(request)),
  );
  route(app, campaigns.mieAdesioni, async (request) => campagne.mie(principalOf(request)));
}
