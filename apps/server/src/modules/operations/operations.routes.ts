import { operationsRoutes as api } from '@halo/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { writeContext } from '../../http/write-context.ts';
import type { OperationsService } from './operations.service.ts';

/** The operations page's calls (docs/adr/0043-operations-page.md). */
export async function operationsRoutes(app: FastifyInstance, deps: { service: OperationsService }) {
  route(app, api.operationsStatus, async () => deps.service.status());
  route(app, api.serverErrors, async (request) => deps.service.errors(request.query));
  route(app, api.deadJobs, async () => deps.service.deadJobs());
  route(app, api.retryDeadJob, async (request) =>
    deps.service.retryDeadJob(request.params.id, writeContext(request)),
  );
}
