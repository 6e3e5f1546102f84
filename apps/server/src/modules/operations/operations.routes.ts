import { operationsRoutes as api } from '@halo/contract';
import type { FastifyInstance } from 'fastify';
import { recordRoute, route } from '../../http/route.ts';
import type { OperationsService } from './operations.service.ts';

/** The operations page's calls (docs/adr/0043-operations-page.md). */
export async function operationsRoutes(app: FastifyInstance, deps: { service: OperationsService }) {
  route(app, api.operationsStatus, async () => deps.service.status());
  route(app, api.serverErrors, async (request) => deps.service.errors(request.query));
  route(app, api.deadJobs, async () => deps.service.deadJobs());
  recordRoute(app, api.retryDeadJob, deps.service.retryDeadJob);
}
