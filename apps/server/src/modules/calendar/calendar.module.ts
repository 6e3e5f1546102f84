import { createRegionalService } from '../regional/regional.service.ts';
import type { ServerModule } from '../server-module.ts';
import { structuresServiceOn } from '../structures/structures.service.ts';
import { bookingMail } from './calendar.mail.ts';
import { calendarRoutes } from './calendar.routes.ts';
import { seedCalendar } from './calendar.seed.ts';
import { CALENDAR_JOBS, createCalendarService } from './calendar.service.ts';

/** Calendars, availability and bookings: the shared service people and other applications book through. */
export const calendarModule: ServerModule = {
  name: 'calendar',
  async register(app, deps) {
    const regional = createRegionalService({ db: deps.db, audit: deps.audit });
    const publicUrl = deps.config.publicUrl;
    const service = createCalendarService({
      db: deps.db,
      audit: deps.audit,
      permissions: deps.permissions,
      identity: deps.identity,
      regional,
      structures: structuresServiceOn(deps.db, regional),
      jobs: deps.jobs,
      publicUrl,
      // Mail goes out after the booking committed; a mail that fails does not undo the booking (nor is it logged
      // with its address or contents).
      async notify(event) {
        const message = bookingMail({ ...event, publicUrl });
        if (!message) return;
        try {
          await deps.mailer.send(message);
        } catch (error) {
          app.log.warn(
            { err: error instanceof Error ? error.name : 'errore', kind: message.kind },
            'booking mail not sent',
          );
        }
      },
    });
    deps.jobs.register(CALENDAR_JOBS.reminder, (payload) => service.remind(payload));
    deps.jobs.register(CALENDAR_JOBS.offerLapse, (payload, job) => service.expireOffer(payload, job.now));
    await calendarRoutes(app, { service });
  },
  seed: seedCalendar,
};
