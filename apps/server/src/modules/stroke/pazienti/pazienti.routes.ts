import { strokePazientiRoutes as r } from '@halo/contract/stroke/pazienti';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route.ts';
import { requestViewer, type StrokeScope } from '../stroke.scope.ts';
import type { PazientiService } from './pazienti.service.ts';

export async function pazientiRoutes(
  app: FastifyInstance,
  deps: { scope: StrokeScope; pazienti: PazientiService },
) {
  const { pazienti } = deps;
  const viewer = requestViewer(deps.scope);
  route(app, r.invitaPaziente, async (request, reply) => {
    const body = await pazienti.invitaPaziente(await viewer(request), request.body);
    return reply.code(201).send(body);
  });
  // A page of patients is kept per viewer until a change or the clock (pazienti.service.ts): serialised once.
  route(
    app,
    r.pazientiMedico,
    async (request) => pazienti.pazientiMedico(await viewer(request), request.query),
    { kept: true },
  );
  route(app, r.paziente, async (request) => pazienti.paziente(await viewer(request), request.params.id));
  route(app, r.aggiornaPaziente, async (request) =>
    pazienti.aggiornaPaziente(await viewer(request), request.body),
  );
  route(app, r.pazienteCaregiver, async (request) =>
    pazienti.paziente(await viewer(request), request.params.id, true),
  );
}
