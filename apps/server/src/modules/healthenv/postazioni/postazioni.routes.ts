import { healthenvPostazioniRoutes as contract } from '@halo/contract/healthenv/postazioni';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route.ts';
import { writeContext } from '../../../http/write-context.ts';
import type { PostazioniService } from './postazioni.service.ts';

export async function postazioniRoutes(app: FastifyInstance, deps: { postazioni: PostazioniService }) {
  const { postazioni } = deps;

  route(app, contract.postazioni, async (request) => postazioni.postazioni(request.query));
  route(app, contract.postazione, async (request) => postazioni.postazione(request.params.id));
  route(app, contract.aggiungiPostazione, async (request, reply) => {
    const body = await postazioni.aggiungiPostazione(writeContext(request), request.body);
    return reply.code(201).send(body);
  });
  route(app, contract.modificaPostazione, async (request) =>
    postazioni.modificaPostazione(writeContext(request), request.params.id, request.body),
  );
  route(app, contract.eliminaPostazione, async (request) =>
    postazioni.eliminaPostazione(writeContext(request), request.params.id, request.query.archivia ?? false),
  );
}
