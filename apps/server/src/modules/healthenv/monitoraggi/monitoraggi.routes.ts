import { healthenvMonitoraggiRoutes as contract } from '@halo/contract/healthenv/monitoraggi';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route.ts';
import { writeContext } from '../../../http/write-context.ts';
import type { MonitoraggiService } from './monitoraggi.service.ts';

export async function monitoraggiRoutes(app: FastifyInstance, deps: { monitoraggi: MonitoraggiService }) {
  const { monitoraggi } = deps;

  route(app, contract.aggiungiMonitoraggio, async (request, reply) => {
    const saved = await monitoraggi.aggiungiMonitoraggio(writeContext(request), request.body);
    return reply.code(saved.created ? 201 : 200).send(saved.body);
  });
}
