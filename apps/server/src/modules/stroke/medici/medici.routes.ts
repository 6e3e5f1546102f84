import { strokeMessages } from '@halo/contract/stroke';
import { strokeMediciRoutes as r } from '@halo/contract/stroke/medici';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route.ts';
import { requestViewer, type StrokeScope } from '../stroke.scope.ts';
import type { MediciService } from './medici.service.ts';

export async function mediciRoutes(
  app: FastifyInstance,
  deps: { scope: StrokeScope; medici: MediciService },
) {
  const { medici } = deps;
  const viewer = requestViewer(deps.scope);
  route(app, r.medici, async (request) => medici.medici(await viewer(request)));
  route(app, r.medico, async (request) => medici.medico(await viewer(request), request.params.id));
  route(app, r.creaMedico, async (request, reply) => {
    const body = await medici.creaMedico(await viewer(request), request.body);
    return reply.code(201).send(body);
  });
  route(app, r.aggiornaMedico, async (request) => medici.aggiornaMedico(await viewer(request), request.body));
  route(app, r.eliminaMedico, async (request) => {
    await medici.eliminaMedico(await viewer(request), request.params.id);
    return { message: strokeMessages.medicoDeleted };
  });
}
