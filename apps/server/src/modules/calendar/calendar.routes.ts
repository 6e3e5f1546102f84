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

  route(app, contract.calendari, async (request) =>
    service.listCalendars(principalOf(request), request.query),
  );
  route(app, contract.calendario, async (request) =>
    service.getCalendar(principalOf(request), request.params.id, request.query),
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
