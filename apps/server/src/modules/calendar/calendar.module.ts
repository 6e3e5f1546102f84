import type { ServerModule } from '../server-module.ts';
import { CALENDAR_JOBS } from './calendar.parts.ts';
import { calendarRoutes } from './calendar.routes.ts';
import { seedCalendar } from './calendar.seed.ts';

/** Calendars, availability and bookings: the shared service people and other applications book through. */
export const calendarModule: ServerModule = {
  name: 'calendar',
  async register(app, deps) {
    const service = deps.services.calendar;
    await deps.jobs.register(CALENDAR_JOBS.reminder, (payload) => service.remind(payload));
    await deps.jobs.register(CALENDAR_JOBS.offerLapse, (payload, job) =>
      service.expireOffer(payload, job.now),
    );
    await calendarRoutes(app, { service });
  },
  seed: seedCalendar,
};
