import { healthenvIndiceRoutes as contract } from '@halo/contract/healthenv/indice';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route.ts';
import type { IndiceService } from './indice.service.ts';

export async function indiceRoutes(app: FastifyInstance, deps: { indice: IndiceService }) {
  route(app, contract.indice, async () => deps.indice.indice());
}
