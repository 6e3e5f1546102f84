import { prosaRichiesteRoutes as requests } from '@halo/contract/prosa/richieste';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route.ts';
import { principalOf, writeContext } from '../../../http/write-context.ts';
import { created } from '../prosa.routes.ts';
import type { RichiesteService } from './richieste.service.ts';

export async function richiesteRoutes(app: FastifyInstance, deps: { richieste: RichiesteService }) {
  const { richieste } = deps;

  route(app, requests.richieste, async (request) => richieste.search(principalOf(request), request.query));
  route(app, requests.conteggiRichieste, async (request) =>
    richieste.conteggi(principalOf(request), request.query),
  );
  route(app, requests.richiesta, async (request) => richieste.get(principalOf(request), request.params.id));
  route(app, requests.inviaRichiesta, async (request, reply) =>
    created(reply, richieste.create(principalOf(request), request.body, writeContext(request))),
  );
  route(app, requests.aggiornaRichiesta, async (request) =>
    richieste.update(principalOf(request), request.body, writeContext(request)),
  );
}
