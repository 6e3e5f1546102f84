import { prosaEventiRoutes as events } from '@halo/contract/prosa/eventi';
import type { FastifyInstance } from 'fastify';
import {
  callerCreateRoute,
  callerQueryRoute,
  callerReadRoute,
  callerWriteRoute,
  route,
} from '../../../http/route.ts';
import { principalOf, writeContext } from '../../../http/write-context.ts';
import type { EventiService } from './eventi.service.ts';

export async function eventiRoutes(app: FastifyInstance, deps: { eventi: EventiService }) {
  const { eventi } = deps;

  callerQueryRoute(app, events.eventiProsa, eventi.search);
  route(app, events.eventiProsaPubblici, async (request) => eventi.search(null, request.query));
  callerReadRoute(app, events.eventoProsa, eventi.get);
  callerCreateRoute(app, events.aggiungiEventoProsa, eventi.create);
  callerWriteRoute(app, events.aggiornaEventoProsa, eventi.update);
  route(app, events.eliminaEventoProsa, async (request) =>
    eventi.remove(
      principalOf(request),
      request.params.id,
      request.query.annullaPrenotazioni,
      writeContext(request),
    ),
  );
}
