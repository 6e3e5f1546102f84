import { prosaProfileRoutes as people } from '@halo/contract/prosa/profiles';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route.ts';
import { principalOf, writeContext } from '../../../http/write-context.ts';
import { created } from '../prosa.routes.ts';
import type { ProfilesService } from './profiles.service.ts';

export async function profilesRoutes(app: FastifyInstance, deps: { profiles: ProfilesService }) {
  const { profiles } = deps;

  route(app, people.operatore, async (request) =>
    profiles.operatore(principalOf(request), request.params.id),
  );
  route(app, people.responsabile, async (request) =>
    profiles.responsabile(principalOf(request), request.params.id),
  );
  route(app, people.ente, async (request) => profiles.ente(principalOf(request), request.params.id));
  route(app, people.cittadino, async (request) =>
    profiles.cittadino(principalOf(request), request.params.id),
  );
  route(app, people.preferenzeCittadino, async (request) =>
    profiles.preferenze(principalOf(request), request.body, writeContext(request)),
  );
  route(app, people.operatori, async (request) => profiles.listOperatori(request.query));
  route(app, people.creaOperatore, async (request, reply) =>
    created(reply, profiles.creaOperatore(request.body, writeContext(request))),
  );
  route(app, people.aggiornaOperatore, async (request) =>
    profiles.aggiornaOperatore(request.body, writeContext(request)),
  );
}
