import type { ServerModule } from '../server-module.ts';
import { CALENDAR_JOBS } from './calendar.parts.ts';
import { seedCalendar } from './calendar.seed.ts';
import { calendariRoutes } from './calendari/calendari.routes.ts';
import { codiciRoutes } from './codici/codici.routes.ts';
import { feedRoutes } from './feed/feed.routes.ts';
import { provideCalendarFhir } from './fhir/fhir.providers.ts';
import { prenotazioniRoutes } from './prenotazioni/prenotazioni.routes.ts';

/** Calendars, availability and bookings: the shared service people and other applications book through. */
export const calendarModule: ServerModule = {
  name: 'calendar',
  async register(app, deps) {
    const service = deps.services.calendar;
    await deps.jobs.register(CALENDAR_JOBS.reminder, (payload) => service.remind(payload));
    await deps.jobs.register(CALENDAR_JOBS.offerLapse, (payload, job) =>
      service.expireOffer(payload, job.now),
    );
    // In this order, the order of the OpenAPI document's paths.
    await codiciRoutes(app, { service });
    await prenotazioniRoutes(app, { service });
    await feedRoutes(app, { service });
    await calendariRoutes(app, { service });
    provideCalendarFhir(deps.fhir, { db: deps.db, calendar: service, structures: deps.services.structures });
  },
  seed: seedCalendar,
};
