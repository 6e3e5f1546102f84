import { strokeInvitiRoutes as r, strokePublicRoutes } from '@halo/contract/stroke/inviti';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route.ts';
import { writeContext } from '../../../http/write-context.ts';
import type { MediciService } from '../medici/medici.service.ts';
import { requestViewer, type StrokeScope } from '../stroke.scope.ts';
import type { InvitiService } from './inviti.service.ts';

/** The public links that confirm an invitation, one per kind of person (registered first, stroke.module.ts). */
export async function invitiPublicRoutes(app: FastifyInstance, deps: { inviti: InvitiService }) {
  const { inviti } = deps;
  route(app, strokePublicRoutes.callbackMedico, async (request) =>
    inviti.confirm('medico', request.params.code, writeContext(request)),
  );
  route(app, strokePublicRoutes.callbackPaziente, async (request) =>
    inviti.confirm('paziente', request.params.code, writeContext(request)),
  );
  route(app, strokePublicRoutes.callbackCaregiver, async (request) =>
    inviti.confirm('caregiver', request.params.code, writeContext(request)),
  );
}

/** A doctor's invitations, and sending one again. */
export async function invitiRoutes(
  app: FastifyInstance,
  deps: { scope: StrokeScope; inviti: InvitiService; medici: MediciService },
) {
  const { inviti, medici } = deps;
  const viewer = requestViewer(deps.scope);
  route(app, r.invitiMedico, async (request) =>
    medici.invitiMedico(await viewer(request), request.params.id),
  );
  route(app, r.reinvia, async (request) => inviti.resend(await viewer(request), request.params.id));
}
