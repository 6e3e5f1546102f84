import { calendarCalendariRoutes as contract } from '@halo/contract/calendar/calendari';
import type { FastifyInstance } from 'fastify';
import { createRoute, route, writeRoute } from '../../../http/route.ts';
import { principalOf, writeContext } from '../../../http/write-context.ts';
import type { CalendarService } from '../calendar.service.ts';

export async function calendariRoutes(app: FastifyInstance, { service }: { service: CalendarService }) {
  route(app, contract.calendari, async (request) =>
    service.listCalendars(principalOf(request), request.query),
  );
  route(app, contract.aslCalendari, async (request) => service.calendarAsls(principalOf(request)));
  route(app, contract.primoDisponibile, async (request) =>
    service.firstAvailable(principalOf(request), request.params.id, request.query),
  );
  // A window of availability is kept per person until a booking or the clock changes it (calendari.service.ts):
  // serialised and compressed once, with an entity tag the browser revalidates.
  route(
    app,
    contract.calendario,
    async (request) => service.getCalendar(principalOf(request), request.params.id, request.query),
    { kept: true },
  );
  createRoute(app, contract.creaCalendario, service.createCalendar);
  writeRoute(app, contract.aggiornaCalendario, service.updateCalendar);
  route(app, contract.eliminaCalendario, async (request) =>
    service.deleteCalendar(request.params.id, request.query.annullaPrenotazioni, writeContext(request)),
  );
}
