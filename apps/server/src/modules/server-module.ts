import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/database.ts';
import type { ReadCache } from '../db/read-cache.ts';
import type { FhirRegistry } from '../fhir/provider.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { PermissionResolver } from '../plugins/access-control.ts';
import type { AuditLog } from './audit/audit.service.ts';
import type { GrantsService } from './authorization/grants.service.ts';
import type { IdentityAdmin } from './authorization/identity/identity.port.ts';
import type { CalendarService } from './calendar/calendar.service.ts';
import type { EventsService } from './events/events.service.ts';
import type { Mailer } from './mail/mail.service.ts';
import type { ProsaRelationships } from './prosa/prosa.relationships.ts';
import type { RegionalService } from './regional/regional.service.ts';
import type { StrokeRelationships } from './stroke/stroke.relationships.ts';
import type { StructuresService } from './structures/structures.service.ts';

/**
 * What every application module gets from the server: the same object for all of them, built once in app.ts.
 * A module reaches the rest of the server only through these (services and ports), never through another
 * module's repository or tables.
 */
export interface ModuleDeps {
  /** The database with its lock and health check; `db` is its query handle. */
  database: Database;
  db: Db;
  config: Config;
  /** The audit log: every write records a row, in the write's transaction (DESIGN.md §4). */
  audit: AuditLog;
  /** Users, groups and roles, in whichever identity provider the configuration chose. */
  identity: IdentityAdmin;
  mailer: Mailer;
  /** A principal's flags on sections (what the access-control hook enforces on every route). */
  permissions: PermissionResolver;
  /** Authorization's calls for an application's sections and the permissions groups hold on them. */
  grants: GrantsService;
  /** Work planned for later (reminders, lapsing offers): a module registers its kinds and enqueues in its writes. */
  jobs: JobQueue;
  /** Reads kept in memory until their tables change, on any replica (docs/adr/0032-read-caches.md). */
  cache: ReadCache;
  /** The domain events the metrics count (docs/adr/0038-metrics.md): cheap increments, read only when scraped. */
  counters: DomainCounters;
  /** The services modules share, each built once (modules/module-services.ts). */
  services: ModuleServices;
  /** Where a module registers what it serves through the FHIR R4 API (docs/adr/0046-fhir.md). */
  fhir: FhirRegistry;
  /** The outbox: a module writes its domain events in its changes' transactions (docs/adr/0047). */
  events: EventsService;
}

/** The services one application module offers the others. */
export interface ModuleServices {
  regional: RegionalService;
  structures: StructuresService;
  calendar: CalendarService;
  /** Who is in a care relationship with whom in stroke care (what the chat allows). */
  strokeRelationships: StrokeRelationships;
  /** Who writes to which ASL's Pro.Sa. office, and who answers for it (what the chat allows). */
  prosaRelationships: ProsaRelationships;
}

/** What the application modules tell the metrics. */
export interface DomainCounters {
  /** A booking refused because the slot is full or the person already has one then. */
  bookingConflict(reason: 'slot-full' | 'overlap'): void;
  /** An import of data (the health environment's measurements): accepted whole, or refused. */
  imported(outcome: 'done' | 'refused'): void;
}

/**
 * One module of the server (`src/modules/<name>/`, STYLE.md §1): `register` is a Fastify plugin that builds the
 * module's services from `deps` and registers its routes (each route of packages/contract, with its access
 * rule), in the module's own encapsulated scope. `seed` writes the module's first data into an empty database;
 * it must keep what users changed when it runs again.
 *
 * The core modules (platform, authorization, menu, audit, mail, identity) depend on each other and are wired
 * in app.ts with their own `deps`; the application modules all take ModuleDeps and are listed in modules.ts.
 */
export interface ServerModule<D extends object = ModuleDeps> {
  name: string;
  register: FastifyPluginAsync<D>;
  seed?: (db: Db, options: ModuleSeedOptions) => Promise<void>;
}

/** What a module's seed gets: demo mode, and authorization's first grant of one of its sections to a group. */
export interface ModuleSeedOptions {
  demo: boolean;
  grantOnce(groupName: string, section: string, mask: number): Promise<void>;
  /** The subject of a demo user of the embedded provider (undefined with another provider, or outside demo mode). */
  demoUserId(username: string): Promise<string | undefined>;
  /** The job queue: a kind queued inside a seed's transaction is declared before it. */
  jobs: Pick<JobQueue, 'declare' | 'enqueue'>;
  /** The reference services (places, ASL, facilities), for a seed that reads them. */
  services: Pick<ModuleServices, 'regional' | 'structures'>;
}
