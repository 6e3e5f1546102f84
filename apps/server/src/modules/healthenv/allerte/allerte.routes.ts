import { healthenvAllerteRoutes as contract } from '@halo/contract/healthenv/allerte';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route.ts';
import { principalOf } from '../../../http/write-context.ts';
import type { AllerteService } from './allerte.service.ts';

export async function allerteRoutes(app: FastifyInstance, deps: { alerts: AllerteService }) {
  const { alerts } = deps;

  route(app, contract.allerte, async (request) => alerts.elenco(request.query));
  route(app, contract.iscrizione, async (request) => alerts.iscritto(principalOf(request).userId));
  route(app, contract.aggiornaIscrizione, async (request) =>
    alerts.iscrivi(principalOf(request).userId, request.body.iscritto),
  );
}
