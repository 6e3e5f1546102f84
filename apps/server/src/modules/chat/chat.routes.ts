import { chatRoutes as contract } from '@halo/contract/chat';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { principalOf, writeContext } from '../../http/write-context.ts';
import type { ChatService } from './chat.service.ts';
import type { ChatStreams } from './chat.stream.ts';

/**
 * The chat's API (docs/adr/0049-chat.md): every route wants a signed-in caller, and the relationships decide the
 * rest (a conversation outside them is not found; one whose relationship is gone is refused).
 */
export async function chatRoutes(app: FastifyInstance, deps: { service: ChatService; streams: ChatStreams }) {
  const { service, streams } = deps;
  route(app, contract.chatConversazioni, async (request) => service.conversazioni(principalOf(request)));
  route(app, contract.chatStato, async (request) => service.stato(principalOf(request)));
  route(app, contract.chatContatti, async (request) =>
    service.contatti(principalOf(request), request.query.q || undefined),
  );
  route(app, contract.chatApri, async (request, reply) => {
    const { conversazione, created } = await service.apri(
      principalOf(request),
      request.body.contatto,
      writeContext(request),
    );
    reply.status(created ? 201 : 200);
    return conversazione;
  });
  route(app, contract.chatConversazione, async (request) =>
    service.conversazione(principalOf(request), request.params.id),
  );
  route(app, contract.chatMessaggi, async (request) =>
    service.messaggi(principalOf(request), request.params.id, request.query),
  );
  route(app, contract.chatInvia, async (request, reply) => {
    const { messaggio, created } = await service.invia(
      principalOf(request),
      request.params.id,
      request.body,
      writeContext(request),
    );
    reply.status(created ? 201 : 200);
    return messaggio;
  });
  route(app, contract.chatLetto, async (request) =>
    service.letto(principalOf(request), request.params.id, request.body.fino),
  );
  route(app, contract.chatEsporta, async (request, reply) => {
    const file = await service.esporta(principalOf(request), request.params.id, request.query.formato);
    return (
      reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        // Bytes: Fastify sends them as they are, without the response schema's serializer.
        .send(Buffer.from(file.body, 'utf8'))
    );
  });
  route(app, contract.chatEventi, async (request, reply) => {
    await streams.open(request, reply, principalOf(request), request.query.dopo);
    return reply;
  });
}
