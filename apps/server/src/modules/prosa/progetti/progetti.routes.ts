import { prosaProgettiRoutes as projects } from '@halo/contract/prosa/progetti';
import type { FastifyInstance } from 'fastify';
import {
  callerCreateRoute,
  callerQueryRoute,
  callerReadRoute,
  callerWriteRoute,
  route,
} from '../../../http/route.ts';
import { principalOf, writeContext } from '../../../http/write-context.ts';
import { created } from '../prosa.routes.ts';
import { ORGANISATION_TABLES } from '../prosa.service.ts';
import type { ProgettiService } from './progetti.service.ts';

export async function progettiRoutes(app: FastifyInstance, deps: { progetti: ProgettiService }) {
  const { progetti } = deps;

  callerQueryRoute(app, projects.progetti, progetti.search);
  callerQueryRoute(app, projects.progettiPerPercorso, progetti.search, {
    queryInPath: 'query',
  });
  // The same for every anonymous reader: kept per address until a project or what it names changes (ADR 0032).
  route(app, projects.progettiPubblici, async (request) => progetti.search(null, { ...request.query }), {
    reference: {
      tables: ['prosa.progetti', 'prosa.interventi', 'prosa.tematiche', ...ORGANISATION_TABLES],
    },
  });
  callerReadRoute(app, projects.progetto, progetti.get);
  callerCreateRoute(app, projects.aggiungiProgetto, progetti.create);
  callerWriteRoute(app, projects.aggiornaProgetto, progetti.update);
  callerWriteRoute(app, projects.statoProgetto, progetti.setStato);
  route(app, projects.aggiungiIntervento, async (request, reply) =>
    created(
      reply,
      progetti.addIntervento(principalOf(request), request.params.id, request.body, writeContext(request)),
    ),
  );
  route(app, projects.rimuoviIntervento, async (request) =>
    progetti.removeIntervento(
      principalOf(request),
      request.params.id,
      request.params.interventoId,
      writeContext(request),
    ),
  );
}
