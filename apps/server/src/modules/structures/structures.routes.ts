import { structuresRoutes as contract } from '@halo/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { route } from '../../http/route.ts';
import { createAuditLog } from '../audit/audit.service.ts';
import { createRegionalService } from '../regional/regional.service.ts';
import { createStructuresRepository } from './structures.repository.ts';
import { createStructuresService } from './structures.service.ts';

export async function structuresRoutes(app: FastifyInstance, deps: { database: Database }) {
  const db = deps.database.db;
  const service = createStructuresService({
    repository: createStructuresRepository(db),
    regional: createRegionalService({ db, audit: createAuditLog({ db }) }),
  });

  route(app, contract.strutture, async (request) => service.list(request.query));
  route(app, contract.strutturaById, async (request) => service.detail(request.params.id));
  route(app, contract.tipologie, async () => service.tipologie());
}
