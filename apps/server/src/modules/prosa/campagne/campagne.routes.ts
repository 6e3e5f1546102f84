import { prosaCampagneRoutes as campaigns } from '@halo/contract/prosa/campagne';
import type { FastifyInstance } from 'fastify';
import {
  callerCreateRoute,
  callerQueryRoute,
  callerReadRoute,
  callerWriteRoute,
  route,
} from '../../../http/route.ts';
import { principalOf, writeContext } from '../../../http/write-context.ts';
import { created } from '../prosa.routes.ts';
import type { CampagneService } from './campagne.service.ts';

export async function campagneRoutes(app: FastifyInstance, deps: { campagne: CampagneService }) {
  const { campagne } = deps;

  callerQueryRoute(app, campaigns.campagne, campagne.search);
  route(app, campaigns.campagnePubbliche, async (request) => campagne.search(null, { ...request.query }));
  callerReadRoute(app, campaigns.campagna, campagne.get);
  callerCreateRoute(app, campaigns.aggiungiCampagna, campagne.create);
  callerWriteRoute(app, campaigns.aggiornaCampagna, campagne.update);
  callerWriteRoute(app, campaigns.statoCampagna, campagne.setStato);
  route(app, campaigns.aderisci, async (request, reply) =>
    created(reply, campagne.aderisci(principalOf(request), request.body.campagnaId, writeContext(request))),
  );
  route(app, campaigns.ritiraAdesione, async (request) =>
    campagne.ritira(principalOf(request), request.body.id, writeContext(request)),
  );
  route(app, campaigns.mieAdesioni, async (request) => campagne.mie(principalOf(request)));
}
