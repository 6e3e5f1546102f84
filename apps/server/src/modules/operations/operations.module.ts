import type { FastifyError, FastifyInstance } from 'fastify';
import type { ServerModule } from '../server-module.ts';
import type { OperationsRepository } from './operations.repository.ts';
import { operationsRoutes } from './operations.routes.ts';
import { type OperationsService, replicaName } from './operations.service.ts';

const kError = Symbol('halo.serverError');

/** `FastifyError` → `FastifyError`, with its code when it has one (`BAD_GATEWAY`, `ECONNREFUSED`): no message. */
function errorName(error: unknown): string {
  const { name, code } = error as { name?: unknown; code?: unknown };
  const className = typeof name === 'string' && name ? name : 'Error';
  return typeof code === 'string' && code ? `${className} (${code})` : className;
}

/**
 * Records every 5xx answer to an error thrown while serving, by request id, route template and error class, after
 * the answer has gone (a failure to write it is logged and changes nothing for the request). Hooks of the root
 * instance: app.ts calls it, so they see every route.
 */
export function recordServerErrors(app: FastifyInstance, repository: OperationsRepository): void {
  app.addHook('onError', (request, _reply, error: FastifyError, done) => {
    (request as unknown as Record<symbol, string>)[kError] = errorName(error);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const error = (request as unknown as Record<symbol, string | undefined>)[kError];
    if (error && reply.statusCode >= 500) {
      repository
        .recordError({
          requestId: request.id,
          method: request.method,
          route: request.is404 ? null : (request.routeOptions.url ?? null),
          status: reply.statusCode,
          error,
          replica: replicaName,
        })
        .catch((failure: unknown) => request.log.warn({ err: failure }, 'server error not recorded'));
    }
    done();
  });
}

/** The operations page (issue 32, docs/adr/0043-operations-page.md). */
export const operationsModule: ServerModule<{ service: OperationsService }> = {
  name: 'operations',
  async register(app, deps) {
    await operationsRoutes(app, { service: deps.service });
  },
};
