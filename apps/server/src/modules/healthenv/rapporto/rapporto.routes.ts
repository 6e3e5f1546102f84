import { healthenvRapportoRoutes as contract } from '@halo/contract/healthenv/rapporto';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route.ts';
import type { RapportoService } from './rapporto.service.ts';

export async function rapportoRoutes(app: FastifyInstance, deps: { rapporto: RapportoService }) {
  route(app, contract.rapporto, async (request) => deps.rapporto.rapporto(request.query.anno));
}
