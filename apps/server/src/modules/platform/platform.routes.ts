import { clientConfigRoute, healthRoutes, meRoute } from '@halo/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { UnauthenticatedError } from '../../errors.ts';
import { route } from '../../http/route.ts';

export const version = '0.1.0';

export async function platformRoutes(app: FastifyInstance, deps: { database: Database; config: Config }) {
  route(app, healthRoutes.health, async (_request, reply) => {
    const up = await deps.database.ping();
    reply.header('cache-control', 'no-store');
    reply.status(up ? 200 : 503);
    return { status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down', version } as const;
  });

  route(app, clientConfigRoute, async () => ({
    oidc: { issuer: deps.config.oidc.issuer, clientId: deps.config.oidc.clientId },
    demo: deps.config.demo,
  }));

  route(app, meRoute, async (request) => {
    if (!request.principal) {
      throw new UnauthenticatedError();
    }
    return request.principal;
  });
}
