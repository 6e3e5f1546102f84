import type { BookingState } from '@halo/contract/calendar';
import type { Prenotazione } from '@halo/contract/calendar/prenotazioni';
import type { Db } from '../../db/database.ts';
import type { ReadCache } from '../../db/read-cache.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { PermissionResolver } from '../../plugins/access-control.ts';
import type { AuditLog } from '../audit/audit.service.ts';
import type { IdentityAdmin } from '../authorization/identity/identity.port.ts';
import type { EventsService } from '../events/events.service.ts';
import type { RegionalService } from '../regional/regional.service.ts';
import type { StructuresService } from '../structures/structures.service.ts';
import {
  type CalendarRepository,
  type CalendarRow,
  createCalendarRepository,
} from './calendar.repository.ts';

/*
 * What the pieces of the calendar service (calendar.service.ts) share: the parts it is built on, the events it tells
 * of, the jobs it plans. Every piece takes these, and imports only the pieces built before it there (no cycles).
 */

/** What happened to a booking, for the mails and reminders (the notifier runs after the transaction commits). */
export interface BookingEvent {
  kind: 'prenotata' | 'in-attesa' | 'modificata' | 'annullata' | 'posto-offerto' | 'promemoria';
  booking: Prenotazione;
  calendar: Pick<CalendarRow, 'id' | 'nome' | 'fusoOrario' | 'ownerLabel'>;
}

export interface CalendarDeps {
  db: Db;
  /** Keeps calendars in memory until one changes (docs/adr/0032); read from the database at every call otherwise. */
  cache?: ReadCache;
  audit: AuditLog;
  permissions: PermissionResolver;
  regional: RegionalService;
  structures: StructuresService;
  identity: IdentityAdmin;
  /** Now, for the rules that depend on it (tests move it). */
  clock?: () => Date;
  notify?: (event: BookingEvent) => Promise<void>;
  /** Reminders and lapsing offers are jobs (docs/adr/0014); without a queue none is planned. */
  jobs?: Pick<JobQueue, 'enqueue' | 'enqueueFrom'>;
  /** The address of the platform, for the private feeds' addresses and the .ics files. */
  publicUrl: string;
  /** Told of every booking refused for a full slot or an overlap (the metrics count them). */
  onConflict?: (reason: 'slot-full' | 'overlap') => void;
  /** The outbox: bookings made and cancelled are told to the subscriptions (docs/adr/0047). */
  events?: Pick<EventsService, 'emit' | 'emitFrom'>;
}

/** The kinds of job the calendar plans, and what their payloads carry. */
export const CALENDAR_JOBS = {
  /** The reminder of a booking: `{ prenotazione, inizio }` (the start it was planned for, in ms). */
  reminder: 'calendar.promemoria',
  /** A seat offered from the waiting list lapses: `{ prenotazione, scade }` (the offer's end, in ms). */
  offerLapse: 'calendar.offerta-scaduta',
} as const;

/** The state of a place on a waiting list (a seat offered to it included). */
export const WAITING: BookingState = 'in-attesa';

/** The parts every piece of the calendar service works with: its deps, its SQL, the clock and the notifier. */
export interface CalendarParts {
  deps: CalendarDeps;
  repo: CalendarRepository;
  /** Now, for the rules that depend on it (`deps.clock`, or the machine's). */
  now: () => Date;
  /** Told of what happened to a booking after the transaction commits (`deps.notify`, or nobody). */
  notify: (event: BookingEvent) => Promise<void>;
}

export function calendarParts(deps: CalendarDeps): CalendarParts {
  const repo: CalendarRepository = createCalendarRepository(deps.db);
  const now = deps.clock ?? (() => new Date());
  const notify = deps.notify ?? (async () => undefined);
  return { deps, repo, now, notify };
}
