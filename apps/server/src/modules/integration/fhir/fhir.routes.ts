import { integrationFhirRoutes as contract } from '@halo/contract/integration-fhir';
import type { FastifyInstance } from 'fastify';
import { createRoute, deleteRoute, recordRoute, recordWriteRoute, route } from '../../../http/route.ts';
import { writeContext } from '../../../http/write-context.ts';
import type { FhirService } from './fhir.service.ts';

/** The FHIR adapter's connections, their log, keys and checks, and Halo's JWKS (docs/adr/0048). */
export async function fhirAdapterRoutes(app: FastifyInstance, { service }: { service: FhirService }) {
  route(app, contract.connessioni, async (request) => service.list(request.query));
  route(app, contract.connessione, async (request) => service.get(request.params.id));
  createRoute(app, contract.creaConnessione, service.create);
  recordWriteRoute(app, contract.aggiornaConnessione, service.update);
  deleteRoute(app, contract.eliminaConnessione, service.remove);
  recordRoute(app, contract.nuoveChiavi, service.rotateKeys);
  recordRoute(app, contract.provaConnessione, service.test);
  route(app, contract.messaggi, async (request) => service.messages(request.params.id, request.query));
  route(app, contract.reinviaMessaggio, async (request) =>
    service.resend(request.params.id, request.params.messaggioId, writeContext(request)),
  );
  route(app, contract.jwks, async () => service.jwks());
}
