import { prosaSuggerimentiRoutes as suggestions } from '@halo/contract/prosa/suggerimenti';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route.ts';
import { principalOf, writeContext } from '../../../http/write-context.ts';
import type { SuggerimentiService } from './suggerimenti.service.ts';

export async function suggerimentiRoutes(app: FastifyInstance, deps: { suggerimenti: SuggerimentiService }) {
  const { suggerimenti } = deps;

  route(app, suggestions.suggerimenti, async (request) =>
    suggerimenti.search(principalOf(request), request.query),
  );
  route(
    app,
    suggestions.suggerimentiPerPercorso,
    async (request) => suggerimenti.search(principalOf(request), request.query),
    { queryInPath: 'query' },
  );
  route(app, suggestions.suggerimento, async (request) =>
    suggerimenti.get(principalOf(request), request.params.id),
  );
  route(app, suggestions.inviaSuggerimento, async (request, reply) => {
    reply.status(201);
    return suggerimenti.create(principalOf(request), request.body, writeContext(request));
  });
  route(app, suggestions.rispondi, async (request) =>
    suggerimenti.rispondi(principalOf(request), request.body, writeContext(request)),
  );
}
