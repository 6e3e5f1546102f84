import { strokeAccessiRoutes as r } from '@halo/contract/stroke/accessi';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route.ts';
import { requestViewer, type StrokeScope } from '../stroke.scope.ts';
import type { AccessiService } from './accessi.service.ts';

export async function accessiRoutes(
  app: FastifyInstance,
  deps: { scope: StrokeScope; accessi: AccessiService },
) {
  const viewer = requestViewer(deps.scope);
  route(app, r.accessi, async (request) =>
    deps.accessi.accessi(await viewer(request), request.params.id, request.query),
  );
}
