import { prosaProgettiRoutes as projects } from '@halo/contract/prosa/progetti';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route.ts';
import { principalOf, writeContext } from '../../../http/write-context.ts';
import { created } from '../prosa.routes.ts';
import { ORGANISATION_TABLES } from '../prosa.service.ts';
import type { ProgettiService } from './progetti.service.ts';

export async function progettiRoutes(app: FastifyInstance, deps: { progetti: ProgettiService }) {
  const { progetti } = deps;

  route(app, projects.progetti, async (request) => progetti.search(principalOf(request), request.query));
  route(
    app,
    projects.progettiPerPercorso,
    async (request) => progetti.search(principalOf(request), request.query),
    {
      queryInPath: 'query',
    },
  );
  // The same for every anonymous reader: kept per address until a project or what it names changes (ADR 0032).
  route(app, projects.progettiPubblici, async (request) => progetti.search(null, { ...request.query }), {
    reference: {
      tables: ['prosa.progetti', 'prosa.interventi', 'prosa.tematiche', ...ORGANISATION_TABLES],
    },
  });
  route(app, projects.progetto, async (request) => progetti.get(principalOf(request), request.params.id));
  route(app, projects.aggiungiProgetto, async (request, reply) =>
    created(reply, progetti.create(principalOf(request), request.body, writeContext(request))),
  );
  route(app, projects.aggiornaProgetto, async (request) =>
    progetti.update(principalOf(request), request.body, writeContext(request)),
  );
  route(app, projects.statoProgetto, async (request) =>
    progetti.setStato(principalOf(request), request.body, writeContext(request)),
  );
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
