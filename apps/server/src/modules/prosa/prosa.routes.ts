import { prosaRoutes as contract } from '@halo/contract/prosa';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { deleteRoute, route } from '../../http/route.ts';
import { writeContext } from '../../http/write-context.ts';
import type { ProsaService } from './prosa.service.ts';

/** The answer of a route that creates: 201 with what was made (a refusal keeps its own status). */
export async function created<T>(reply: FastifyReply, answer: Promise<T>): Promise<T> {
  const body = await answer;
  reply.status(201);
  return body;
}

/** The routes the features share: themes, operator types and levels, and the organisation of the authorities. */
export async function prosaRoutes(app: FastifyInstance, deps: { service: ProsaService }) {
  const { service } = deps;

  route(app, contract.tematiche, async () => service.tematiche());
  route(app, contract.subtematiche, async (request) => service.subtematiche(request.query.idPadre));
  route(app, contract.aziendaPubblica, async (request) => service.aziendaPerCodice(request.params.codiceAsl));
  route(app, contract.tipologieOperatore, async () => service.tipologie());
  route(app, contract.livelli, async () => service.livelli());

  route(app, contract.aziende, async (request) => service.listAziende(request.query));
  route(app, contract.azienda, async (request) => service.azienda(request.params.id));
  deleteRoute(app, contract.candidati, service.candidati);
  route(app, contract.aggiungiAzienda, async (request, reply) => {
    reply.status(201);
    return service.aggiungiAzienda(request.body.codiceAsl, writeContext(request));
  });
  deleteRoute(app, contract.rimuoviAzienda, service.rimuoviAzienda);

  route(app, contract.aggiungiDipartimento, async (request, reply) => {
    reply.status(201);
    return service.aggiungi(
      'dipartimento',
      request.body.aslId,
      request.body.dipartimentoId,
      writeContext(request),
    );
  });
  route(app, contract.rimuoviDipartimento, async (request) =>
    service.rimuovi('dipartimento', request.params.id, writeContext(request)),
  );
  route(app, contract.aggiungiDistretto, async (request, reply) => {
    reply.status(201);
    return service.aggiungi('distretto', request.body.aslId, request.body.distrettoId, writeContext(request));
  });
  route(app, contract.rimuoviDistretto, async (request) =>
    service.rimuovi('distretto', request.params.id, writeContext(request)),
  );
  route(app, contract.struttureAderenti, async (request) => service.strutture(request.query.asl));
  route(app, contract.aggiungiStruttura, async (request, reply) => {
    reply.status(201);
    return service.aggiungi('struttura', request.body.aslId, request.body.strutturaId, writeContext(request));
  });
  route(app, contract.rimuoviStruttura, async (request) =>
    service.rimuovi('struttura', request.params.id, writeContext(request)),
  );
}
