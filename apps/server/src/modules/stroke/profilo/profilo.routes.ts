import { strokeProfiloRoutes as r } from '@halo/contract/stroke/profilo';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route.ts';
import { requestViewer, type StrokeScope } from '../stroke.scope.ts';
import type { ProfiloService } from './profilo.service.ts';

export async function profiloRoutes(
  app: FastifyInstance,
  deps: { scope: StrokeScope; profilo: ProfiloService },
) {
  const viewer = requestViewer(deps.scope);
  route(app, r.profilo, async (request) => deps.profilo.profilo(await viewer(request)));
}
