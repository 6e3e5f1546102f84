import { strokeCaregiversRoutes as r } from '@halo/contract/stroke/caregivers';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route.ts';
import { requestViewer, type StrokeScope } from '../stroke.scope.ts';
import type { CaregiversService } from './caregivers.service.ts';

export async function caregiversRoutes(
  app: FastifyInstance,
  deps: { scope: StrokeScope; caregivers: CaregiversService },
) {
  const { caregivers } = deps;
  const viewer = requestViewer(deps.scope);
  route(app, r.caregiverPaziente, async (request) =>
    caregivers.caregiverPaziente(await viewer(request), request.params.id),
  );
  route(app, r.invitaCaregiver, async (request, reply) => {
    const body = await caregivers.invitaCaregiver(await viewer(request), request.body);
    return reply.code(201).send(body);
  });
  route(app, r.revocaCaregiver, async (request) =>
    caregivers.revocaCaregiver(await viewer(request), request.params.id, request.params.caregiverId),
  );
}
