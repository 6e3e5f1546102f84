import { healthenvSoglieRoutes as contract } from '@halo/contract/healthenv/soglie';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route.ts';
import { writeContext } from '../../../http/write-context.ts';
import type { SoglieService } from './soglie.service.ts';

export async function soglieRoutes(app: FastifyInstance, deps: { soglie: SoglieService }) {
  const { soglie } = deps;

  route(app, contract.soglieAria, async () => soglie.soglie());
  route(app, contract.aggiornaSoglieAria, async (request) =>
    soglie.aggiornaSoglie(writeContext(request), request.body),
  );
}
