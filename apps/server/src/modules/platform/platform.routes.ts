import type { Readiness } from '@halo/contract';
import {
  clientConfigRoute,
  platformRoutes as contract,
  healthRoutes,
  meRoute,
  myPermissionsRoute,
} from '@halo/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { route } from '../../http/route.ts';
import { principalOf } from '../../http/write-context.ts';
import { accessKeyOf } from '../../plugins/access-key.ts';
import type { PlatformService } from './platform.service.ts';
import { VISIBILITY_TABLES } from './platform.visibility.ts';

export const version = '0.1.0';

export async function platformRoutes(
  app: FastifyInstance,
  deps: { database: Database; config: Config; service: PlatformService; readiness: () => Promise<Readiness> },
) {
  route(app, healthRoutes.health, async (_request, reply) => {
    const up = await deps.database.ping();
    reply.header('cache-control', 'no-store');
    reply.status(up ? 200 : 503);
    return { status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down', version } as const;
  });

  // Probes (docs/adr/0037-probes-and-shutdown.md): liveness asks nothing of anything else, so a database outage
  // restarts no replica; readiness says whether this one should get requests.
  route(app, healthRoutes.live, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' } as const;
  });
  route(app, healthRoutes.ready, async (_request, reply) => {
    const readiness = await deps.readiness();
    reply.header('cache-control', 'no-store');
    reply.status(readiness.status === 'ready' ? 200 : 503);
    return readiness;
  });

  route(app, clientConfigRoute, async () => ({
    oidc: { issuer: deps.config.oidc.issuer, clientId: deps.config.oidc.clientId },
    session: deps.config.session,
    demo: deps.config.demo,
  }));

  route(app, meRoute, async (request) => principalOf(request));

  const { service } = deps;
  // The navigation answers depend only on the user's roles and groups: serialised once per access key and kept
  // until what they are read from changes, on any replica (docs/adr/0032-read-caches.md).
  const perAccess = (tables: readonly string[]) => ({
    reference: { tables, vary: (request: FastifyRequest) => accessKeyOf(principalOf(request)) },
  });
  route(app, myPermissionsRoute, async (request) => service.permissionsOf(principalOf(request)), {
    ...perAccess(['authz.sections', 'authz.group_permissions']),
  });

  route(app, contract.publicRouting, async () => service.publicRoutes(), {
    reference: { tables: ['platform.applications', 'platform.routes', 'platform.sub_routes'] },
  });
  route(
    app,
    contract.appRouting,
    async (request) => service.routesFor(principalOf(request), request.query.idApp),
    perAccess(VISIBILITY_TABLES),
  );
  route(
    app,
    contract.myApps,
    async (request) => service.applicationsFor(principalOf(request)),
    perAccess(VISIBILITY_TABLES),
  );
  route(
    app,
    contract.appByToken,
    async (request) => service.applicationsByToken(principalOf(request)),
    perAccess([...VISIBILITY_TABLES, 'platform.settings']),
  );
  route(app, contract.appByName, async (request) => service.applicationByName(request.query.nomeApp));
  route(app, contract.appById, async (request) => service.applicationById(request.params.id));
}
