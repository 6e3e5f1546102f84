import { prosaPreferitiRoutes as favourites } from '@halo/contract/prosa/preferiti';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route.ts';
import { principalOf } from '../../../http/write-context.ts';
import { created } from '../prosa.routes.ts';
import type { PreferitiService } from './preferiti.service.ts';

export async function preferitiRoutes(app: FastifyInstance, deps: { preferiti: PreferitiService }) {
  const { preferiti } = deps;

  route(app, favourites.preferiti, async (request) => preferiti.list(principalOf(request)));
  route(app, favourites.aggiungiPreferito, async (request, reply) =>
    created(reply, preferiti.add(principalOf(request), request.body.tipo, request.body.id)),
  );
  route(app, favourites.togliPreferito, async (request) =>
    preferiti.remove(principalOf(request), request.params.tipo, request.params.id),
  );
}
