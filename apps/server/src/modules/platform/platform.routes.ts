import {
  clientConfigRoute,
  platformRoutes as contract,
  healthRoutes,
  meRoute,
  myPermissionsRoute,
} from '@halo/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { route } from '../../http/route.ts';
import { principalOf } from '../../http/write-context.ts';
import type { PlatformService } from './platform.service.ts';

export const version = '0.1.0';

export async function platformRoutes(
  app: FastifyInstance,
  deps: { database: Database; config: Config; service: PlatformService },
) {
  route(app, healthRoutes.health, async (_request, reply) => {
    const up = await deps.database.ping();
    reply.header('cache-control', 'no-store');
    reply.status(up ? 200 : 503);
    return { status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down', version } as const;
  });

  route(app, clientConfigRoute, async () => ({
    oidc: { issuer: deps.config.oidc.issuer, clientId: deps.config.oidc.clientId },
    session: deps.config.session,
    demo: deps.config.demo,
  }));

  route(app, meRoute, async (request) => principalOf(request));

  const { service } = deps;
  route(app, myPermissionsRoute, async (request) => service.permissionsOf(principalOf(request)));

  route(app, contract.publicRouting, async () => service.publicRoutes());
  route(app, contract.appRouting, async (request) =>
    service.routesFor(principalOf(request), request.query.idApp),
  );
  route(app, contract.myApps, async (request) => service.applicationsFor(principalOf(request)));
  route(app, contract.appByToken, async (request) => service.applicationsByToken(principalOf(request)));
  route(app, contract.appByName, async (request) => service.applicationByName(request.query.nomeApp));
  route(app, contract.appById, async (request) => service.applicationById(request.params.id));
}
