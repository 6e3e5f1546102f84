import { prosaEventiRoutes as events } from '@halo/contract/prosa/eventi';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route.ts';
import { principalOf, writeContext } from '../../../http/write-context.ts';
import { created } from '../prosa.routes.ts';
import type { EventiService } from './eventi.service.ts';

export async function eventiRoutes(app: FastifyInstance, deps: { eventi: EventiService }) {
  const { eventi } = deps;

  route(app, events.eventiProsa, async (request) => eventi.search(principalOf(request), request.query));
  route(app, events.eventiProsaPubblici, async (request) => eventi.search(null, request.query));
  route(app, events.eventoProsa, async (request) => eventi.get(principalOf(request), request.params.id));
  route(app, events.aggiungiEventoProsa, async (request, reply) =>
    created(reply, eventi.create(principalOf(request), request.body, writeContext(request))),
  );
  route(app, events.aggiornaEventoProsa, async (request) =>
    eventi.update(principalOf(request), request.body, writeContext(request)),
  );
  route(app, events.eliminaEventoProsa, async (request) =>
    eventi.remove(
      principalOf(request),
      request.params.id,
      request.query.annullaPrenotazioni,
      writeContext(request),
    ),
  );
}
