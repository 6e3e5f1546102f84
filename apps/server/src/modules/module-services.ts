import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import type { AuditLog } from './audit/audit.service.ts';
import { createCalendarService } from './calendar/calendar.service.ts';
import { bookingMail } from './calendar/prenotazioni/prenotazioni.mail.ts';
import { createProsaRelationships } from './prosa/prosa.relationships.ts';
import { createRegionalService, type RegionalService } from './regional/regional.service.ts';
import type { ModuleDeps, ModuleServices } from './server-module.ts';
import { createStrokeRelationships } from './stroke/stroke.relationships.ts';
import { type StructuresService, structuresServiceOn } from './structures/structures.service.ts';

/*
 * The services application modules share (issue 33, docs/adr/0045): each built once, here, when first asked for,
 * and handed to every module as `deps.services`. A module uses another only through these; none constructs
 * another's service (the boundary rules refuse an import of another module's `*.module.ts`).
 */

/** The reference services (places, ASL, facilities) over a database: what seeds read too. */
export function referenceServices(db: Db, audit: AuditLog): Pick<ModuleServices, 'regional' | 'structures'> {
  const regional = createRegionalService({ db, audit });
  return { regional, structures: structuresServiceOn(db, regional) };
}

/** Every shared service of the running server, built on first use. */
export function createModuleServices(
  deps: Omit<ModuleDeps, 'services'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
): ModuleServices {
  let reference: Pick<ModuleServices, 'regional' | 'structures'> | undefined;
  let calendar: ModuleServices['calendar'] | undefined;
  let strokeRelationships: ModuleServices['strokeRelationships'] | undefined;
  let prosaRelationships: ModuleServices['prosaRelationships'] | undefined;
  const referenceOnce = () => {
    reference ??= referenceServices(deps.db, deps.audit);
    return reference;
  };
  return {
    get regional() {
      return referenceOnce().regional;
    },
    get structures() {
      return referenceOnce().structures;
    },
    get calendar() {
      const { regional, structures } = referenceOnce();
      calendar ??= calendarServiceOn(deps, log, regional, structures);
      return calendar;
    },
    get strokeRelationships() {
      strokeRelationships ??= createStrokeRelationships({ db: deps.db, cache: deps.cache });
      return strokeRelationships;
    },
    get prosaRelationships() {
      prosaRelationships ??= createProsaRelationships({
        db: deps.db,
        identity: deps.identity,
        regional: referenceOnce().regional,
        cache: deps.cache,
      });
      return prosaRelationships;
    },
  };
}

/**
 * The calendar service on the server's parts, with the mails of bookings sent after commit (a mail that fails does
 * not undo the booking, nor is it logged with its address or contents). Other modules that keep events in
 * calendars (Pro.Sa.) use this one.
 */
function calendarServiceOn(
  deps: Omit<ModuleDeps, 'services'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
  regional: RegionalService,
  structures: StructuresService,
) {
  const publicUrl = deps.config.publicUrl;
  return createCalendarService({
    db: deps.db,
    cache: deps.cache,
    audit: deps.audit,
    permissions: deps.permissions,
    identity: deps.identity,
    regional,
    structures,
    jobs: deps.jobs,
    events: deps.events,
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
