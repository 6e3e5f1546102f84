import { createRegionalService } from '../regional/regional.service.ts';
import type { ServerModule } from '../server-module.ts';
import { structuresServiceOn } from '../structures/structures.service.ts';
import { calendarRoutes } from './calendar.routes.ts';
import { seedCalendar } from './calendar.seed.ts';
import { createCalendarService } from './calendar.service.ts';

/** Calendars, availability and bookings: the shared service people and other applications book through. */
export const calendarModule: ServerModule = {
  name: 'calendar',
  async register(app, deps) {
    const regional = createRegionalService({ db: deps.db, audit: deps.audit });
    const service = createCalendarService({
      db: deps.db,
      audit: deps.audit,
      permissions: deps.permissions,
      identity: deps.identity,
      regional,
      structures: structuresServiceOn(deps.db, regional),
    });
    await calendarRoutes(app, { service });
  },
  seed: seedCalendar,
};
