import { calendarPrenotazioniRoutes as contract } from '@halo/contract/calendar/prenotazioni';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route.ts';
import { principalOf, writeContext } from '../../../http/write-context.ts';
import type { CalendarService } from '../calendar.service.ts';
import { ICS } from '../feed/feed.routes.ts';

export async function prenotazioniRoutes(app: FastifyInstance, { service }: { service: CalendarService }) {
  route(app, contract.statiEvento, async () => service.states());
  route(app, contract.eventi, async (request) => service.listBookings(principalOf(request), request.query));
  route(app, contract.prenota, async (request, reply) => {
    reply.status(201);
    return service.book(principalOf(request), request.body, writeContext(request));
  });
  route(app, contract.aggiornaEvento, async (request) =>
    service.updateBooking(principalOf(request), request.body, writeContext(request)),
  );
  route(app, contract.annullaEvento, async (request) =>
    service.cancelBooking(
      principalOf(request),
      request.params.id,
      request.query.motivo,
      writeContext(request),
    ),
  );
  route(app, contract.icsEvento, async (request, reply) => {
    const text = await service.bookingIcs(principalOf(request), request.params.id);
    return reply
      .type(ICS)
      .header('content-disposition', `attachment; filename="prenotazione-${request.params.id}.ics"`)
      .send(Buffer.from(text));
  });
}
