import { calendarCalendariRoutes as contract } from '@halo/contract/calendar/calendari';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route.ts';
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
