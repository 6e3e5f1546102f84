import { integrationFhirRoutes as contract } from '@halo/contract/integration-fhir';
import type { FastifyInstance } from 'fastify';
import { createRoute, deleteRoute, route } from '../../../http/route.ts';
import { writeContext } from '../../../http/write-context.ts';
import type { FhirService } from './fhir.service.ts';

/** The FHIR adapter's connections, their log, keys and checks, and Halo's JWKS (docs/adr/0048). */
export async function fhirAdapterRoutes(app: FastifyInstance, { service }: { service: FhirService }) {
  route(app, contract.connessioni, async (request) => service.list(request.query));
  route(app, contract.connessione, async (request) => service.get(request.params.id));
  createRoute(app, contract.creaConnessione, service.create);
  route(app, contract.aggiornaConnessione, async (request) =>
    service.update(request.params.id, request.body, writeContext(request)),
  );
  deleteRoute(app, contract.eliminaConnessione, service.remove);
  route(app, contract.nuoveChiavi, async (request) =>
    service.rotateKeys(request.params.id, writeContext(request)),
  );
  route(app, contract.provaConnessione, async (request) =>
    service.test(request.params.id, writeContext(request)),
  );
  route(app, contract.messaggi, async (request) => service.messages(request.params.id, request.query));
  route(app, contract.reinviaMessaggio, async (request) =>
    service.resend(request.params.id, request.params.messaggioId, writeContext(request)),
  );
  route(app, contract.jwks, async () => service.jwks());
}
