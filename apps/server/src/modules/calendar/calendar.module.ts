import type { FastifyBaseLogger } from 'fastify';
import { createRegionalService } from '../regional/regional.service.ts';
import type { ModuleDeps, ServerModule } from '../server-module.ts';
import { structuresServiceOn } from '../structures/structures.service.ts';
import { bookingMail } from './calendar.mail.ts';
import { calendarRoutes } from './calendar.routes.ts';
import { seedCalendar } from './calendar.seed.ts';
import { CALENDAR_JOBS, createCalendarService } from './calendar.service.ts';

/**
 * The calendar service on the server's parts, with the mails of bookings sent after commit (a mail that fails does
 * not undo the booking, nor is it logged with its address or contents). Other modules that keep events in
 * calendars (Pro.Sa.) build theirs with this too.
 */
export function calendarServiceOn(deps: ModuleDeps, log: Pick<FastifyBaseLogger, 'warn'>) {
  const regional = createRegionalService({ db: deps.db, audit: deps.audit });
  const publicUrl = deps.config.publicUrl;
  return createCalendarService({
    db: deps.db,
    cache: deps.cache,
    audit: deps.audit,
    permissions: deps.permissions,
    identity: deps.identity,
    regional,
    structures: structuresServiceOn(deps.db, regional),
    jobs: deps.jobs,
    publicUrl,
    onConflict: (reason) => deps.counters.bookingConflict(reason),
    async notify(event) {
      const message = bookingMail({ ...event, publicUrl });
      if (!message) return;
      try {
        await deps.mailer.send(message);
      } catch (error) {
        log.warn(
          { err: error instanceof Error ? error.name : 'errore', kind: message.kind },
          'booking mail not sent',
        );
      }
    },
  });
}

/** Calendars, availability and bookings: the shared service people and other applications book through. */
export const calendarModule: ServerModule = {
  name: 'calendar',
  async register(app, deps) {
    const service = calendarServiceOn(deps, app.log);
    await deps.jobs.register(CALENDAR_JOBS.reminder, (payload) => service.remind(payload));
    await deps.jobs.register(CALENDAR_JOBS.offerLapse, (payload, job) =>
      service.expireOffer(payload, job.now),
    );
    await calendarRoutes(app, { service });
  },
  seed: seedCalendar,
};
