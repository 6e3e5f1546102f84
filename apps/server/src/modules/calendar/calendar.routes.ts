import { calendarRoutes as contract } from '@halo/contract/calendar';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { principalOf, writeContext } from '../../http/write-context.ts';
import type { CalendarService } from './calendar.service.ts';

export async function calendarRoutes(app: FastifyInstance, deps: { service: CalendarService }) {
  const { service } = deps;

  route(app, contract.configurazione, async () => service.conf());
  route(app, contract.tipiConfigurazione, async () => service.confTypes());
  route(app, contract.tipi, async () => service.types());
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

  const ICS = 'text/calendar; charset=utf-8';
  route(app, contract.icsEvento, async (request, reply) => {
    const text = await service.bookingIcs(principalOf(request), request.params.id);
    return reply
      .type(ICS)
      .header('content-disposition', `attachment; filename="prenotazione-${request.params.id}.ics"`)
      .send(Buffer.from(text));
  });
  route(app, contract.feed, async (request) => service.feedStatus(principalOf(request)));
  route(app, contract.creaFeed, async (request, reply) => {
    reply.status(201);
    return service.createFeed(principalOf(request));
  });
  route(app, contract.revocaFeed, async (request) => service.revokeFeed(principalOf(request)));
  // Public: the address is the credential (unguessable, revocable). Calendar applications poll it.
  route(
    app,
    contract.leggiFeed,
    async (request, reply) => {
      const text = await service.feedIcs(request.params.token);
      return reply.type(ICS).header('cache-control', 'private, max-age=300').send(Buffer.from(text));
    },
    { rateLimit: { max: 120, timeWindow: '1 minute' } },
  );

  route(app, contract.calendari, async (request) =>
    service.listCalendars(principalOf(request), request.query),
  );
  route(app, contract.aslCalendari, async (request) => service.calendarAsls(principalOf(request)));
  route(app, contract.primoDisponibile, async (request) =>
    service.firstAvailable(principalOf(request), request.params.id, request.query),
  );
  // A window of availability is kept per person until a booking or the clock changes it (calendar.calendars.service.ts):
  // serialised and compressed once, with an entity tag the browser revalidates.
  route(
    app,
    contract.calendario,
    async (request) => service.getCalendar(principalOf(request), request.params.id, request.query),
    { kept: true },
  );
  route(app, contract.creaCalendario, async (request, reply) => {
    reply.status(201);
    return service.createCalendar(request.body, writeContext(request));
  });
  route(app, contract.aggiornaCalendario, async (request) =>
    service.updateCalendar(request.body, writeContext(request)),
  );
  route(app, contract.eliminaCalendario, async (request) =>
    service.deleteCalendar(request.params.id, request.query.annullaPrenotazioni, writeContext(request)),
  );
}
