import { strokeFattoriRoutes as f } from '@halo/contract/stroke/fattori';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route.ts';
import { requestViewer, type StrokeScope } from '../stroke.scope.ts';
import type { FattoriService } from './fattori.service.ts';

interface FattoriRoutesDeps {
  scope: StrokeScope;
  fattori: FattoriService;
}

/** A patient's clinical and risk factors: read, and saved as SPEC.md §5 says (`id` present: update). */
export async function fattoriRoutes(app: FastifyInstance, deps: FattoriRoutesDeps) {
  const { fattori } = deps;
  const viewer = requestViewer(deps.scope);
  route(app, f.fattori, async (request) => fattori.fattori(await viewer(request), request.params.id));
  for (const def of [f.creaFattoriClinici, f.aggiornaFattoriClinici]) {
    route(app, def, async (request, reply) => {
      const saved = await fattori.salvaClinici(await viewer(request), request.body);
      return reply.code(saved.created ? 201 : 200).send(saved.body);
    });
  }
  for (const def of [f.creaFattoriRischio, f.aggiornaFattoriRischio]) {
    route(app, def, async (request, reply) => {
      const saved = await fattori.salvaRischio(await viewer(request), request.body);
      return reply.code(saved.created ? 201 : 200).send(saved.body);
    });
  }
}

/**
 * The score histories, registered after the devices' routes (stroke.module.ts): the OpenAPI document has always
 * listed them last.
 */
export async function storicoRoutes(app: FastifyInstance, deps: FattoriRoutesDeps) {
  const { fattori } = deps;
  const viewer = requestViewer(deps.scope);
  route(app, f.storicoIctus, async (request) =>
    fattori.storicoIctus(await viewer(request), request.query.id),
  );
  route(app, f.storicoPredizione, async (request) =>
    fattori.storicoPredizione(await viewer(request), request.query.id),
  );
}
