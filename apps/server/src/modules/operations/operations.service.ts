import { realpathSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import type { DeadJob, OperationsStatus, Page, ServerError } from '@halo/contract';
import type { Config } from '../../config.ts';
import { type Database, migrationCounts } from '../../db/database.ts';
import { NotFoundError } from '../../errors.ts';
import type { WriteContext } from '../../http/write-context.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { AuditLog } from '../audit/audit.service.ts';
import type { Mailer } from '../mail/mail.service.ts';
import type { OperationsRepository } from './operations.repository.ts';

/** The replica answering: its host and process, as the errors it records name it. */
export const replicaName = `${hostname()}:${process.pid}`;

/** A build's content hash from the folder it is served from (`…/.builds/<hash>/…`); null outside a build. */
export function buildHashOf(location: string): string | null {
  return /[\\/]\.builds[\\/]([0-9a-f]{8,})(?:[\\/]|$)/.exec(location)?.[1] ?? null;
}

function realpathOrSelf(location: string): string {
  try {
    return realpathSync(location);
  } catch {
    return location;
  }
}

export interface OperationsDeps {
  database: Database;
  config: Config;
  repository: OperationsRepository;
  mailer: Mailer;
  jobs: Pick<JobQueue, 'stats' | 'dead' | 'deadJob' | 'retryDead'>;
  /** A dead job retried is an administrator's write: recorded. */
  audit: Pick<AuditLog, 'record'>;
  /** The identity provider's keys are loaded (readiness's check). */
  identityReady: () => Promise<boolean>;
  draining: () => boolean;
  spaRoot: string;
  version: string;
  startedAt: Date;
  /** Where the server's code runs from (the bundle's module, or the sources'). */
  serverLocation: string;
  now?: () => Date;
}

/** The operations page's figures (docs/adr/0043-operations-page.md). */
export function createOperationsService(deps: OperationsDeps) {
  const now = deps.now ?? (() => new Date());

  async function databaseStatus(): Promise<OperationsStatus['database']> {
    const started = performance.now();
    const reachable = await deps.database.ping();
    const latencyMs = reachable ? Math.round((performance.now() - started) * 10) / 10 : null;
    const [migrations, sizeBytes] = await Promise.all([
      migrationCounts(deps.database.db),
      reachable ? deps.repository.sizeBytes().catch(() => null) : Promise.resolve(null),
    ]);
    return {
      kind: deps.database.kind,
      reachable,
      latencyMs,
      migrationsApplied: migrations.applied ?? 0,
      migrationsExpected: migrations.expected,
      sizeBytes,
    };
  }

  return {
    async status(): Promise<OperationsStatus> {
      const at = now();
      const [database, keysLoaded, mail, jobs] = await Promise.all([
        databaseStatus(),
        deps.identityReady().catch(() => false),
        deps.mailer.verify(),
        deps.jobs.stats(),
      ]);
      return {
        version: deps.version,
        node: process.version,
        replica: replicaName,
        startedAt: deps.startedAt.toISOString(),
        uptimeSeconds: Math.max(0, Math.floor((at.getTime() - deps.startedAt.getTime()) / 1000)),
        builds: {
          server: buildHashOf(deps.serverLocation),
          spa: buildHashOf(realpathOrSelf(path.resolve(deps.spaRoot))),
        },
        database,
        identityProvider: {
          kind: deps.config.embeddedIdp ? 'embedded' : 'keycloak',
          issuer: deps.config.oidc.issuer,
          keysLoaded,
        },
        mail: {
          transport: deps.mailer.mode,
          host: deps.config.smtp?.host ?? null,
          ...mail,
        },
        jobs,
        draining: deps.draining(),
      };
    },

    errors(query: { page: number; size: number; sort?: string }): Promise<Page<ServerError>> {
      return deps.repository.errors(query);
    },

    async deadJobs(): Promise<{ items: DeadJob[] }> {
      return { items: await deps.jobs.dead() };
    },

    /** Queues a dead job again in its own queue; 404 when it is not (or no longer) dead. */
    async retryDeadJob(id: string, ctx: WriteContext): Promise<DeadJob> {
      const job = await deps.jobs.deadJob(id);
      if (!job || !(await deps.jobs.retryDead(id))) {
        throw new NotFoundError('Lavoro abbandonato non trovato: forse è già stato ripreso.');
      }
      await deps.audit.record({
        actor: ctx.actor,
        entity: 'operazioni.lavoro',
        entityId: id,
        action: 'retry',
        details: { kind: job.kind, attempts: job.attempts },
        requestId: ctx.requestId,
      });
      return job;
    },
  };
}

export type OperationsService = ReturnType<typeof createOperationsService>;
