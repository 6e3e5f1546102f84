import { structuresRoutes as contract } from '@halo/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import type { StructuresService } from './structures.service.ts';

export async function structuresRoutes(app: FastifyInstance, deps: { service: StructuresService }) {
  const { service } = deps;

  route(app, contract.strutture, async (request) => service.list(request.query));
  route(app, contract.strutturaById, async (request) => service.detail(request.params.id));
  route(app, contract.tipologie, async () => service.tipologie());
}
