import { z } from 'zod';
import { ADMIN_APPLICATION } from './admin.ts';
import { defineRoute, defineRoutes } from './http.ts';
import { pageQuerySchema, pageSchema } from './paging.ts';
import { requiresRole } from './permissions.ts';

/**
 * The operations page (issue 32, docs/adr/0043-operations-page.md): how the platform is doing at a glance, for its
 * administrators (superadmin and the administration's `admin`). The status is the replica's that answers (its
 * version, uptime, the checks it makes); the server errors are every replica's, kept in the database. Nothing of
 * a person: an error is its request id, route template, status and class.
 */

const API = '/api/v1/halo/operations';
const tags = ['platform'] as const;
const administrators = requiresRole(ADMIN_APPLICATION, ['admin']);

export const operationsStatusSchema = z
  .object({
    version: z.string(),
    node: z.string(),
    /** Hostname and process of the replica that answered. */
    replica: z.string(),
    startedAt: z.iso.datetime(),
    uptimeSeconds: z.number().int().min(0),
    /** The builds the replica serves: the server's bundle and the SPA, by their content hash (null: from sources). */
    builds: z.object({ server: z.string().nullable(), spa: z.string().nullable() }),
    database: z.object({
      kind: z.enum(['pglite', 'postgres']),
      reachable: z.boolean(),
      latencyMs: z.number().min(0).nullable(),
      migrationsApplied: z.number().int().min(0),
      migrationsExpected: z.number().int().min(0),
      sizeBytes: z.number().int().min(0).nullable(),
    }),
    identityProvider: z.object({
      kind: z.enum(['embedded', 'keycloak']),
      issuer: z.string(),
      keysLoaded: z.boolean(),
    }),
    mail: z.object({
      transport: z.enum(['smtp', 'outbox']),
      host: z.string().nullable(),
      /** SMTP only: whether the server accepted a connection just now (null: not asked, the outbox). */
      reachable: z.boolean().nullable(),
      /** Why it did not, without addresses. */
      problem: z.string().nullable(),
    }),
    jobs: z.object({
      waiting: z.number().int().min(0).meta({ description: 'Da eseguire più tardi' }),
      due: z.number().int().min(0).meta({ description: 'Da eseguire ora (in ritardo se restano)' }),
      running: z.number().int().min(0).meta({ description: 'In esecuzione ora, su qualsiasi replica' }),
      retrying: z
        .number()
        .int()
        .min(0)
        .meta({ description: 'Fallite almeno una volta, in attesa di un nuovo tentativo' }),
      givenUp: z
        .number()
        .int()
        .min(0)
        .meta({ description: 'Abbandonate dopo i tentativi previsti, da riprovare (deadJobs)' }),
      oldestDueAt: z.iso.datetime().nullable(),
    }),
    draining: z.boolean(),
  })
  .meta({ id: 'OperationsStatus' });

export type OperationsStatus = z.infer<typeof operationsStatusSchema>;

export const serverErrorSchema = z
  .object({
    id: z.number().int(),
    at: z.iso.datetime(),
    requestId: z.string(),
    method: z.string(),
    /** The route's template (`/api/v1/…/:id`); null for a path no route matched. */
    route: z.string().nullable(),
    status: z.number().int(),
    /** The error's class and code (`BAD_GATEWAY`, `ECONNREFUSED`…), never its message. */
    error: z.string(),
    replica: z.string(),
  })
  .meta({ id: 'ServerError' });

export type ServerError = z.infer<typeof serverErrorSchema>;

export const serverErrorPageSchema = pageSchema(serverErrorSchema, 'ServerErrorPage');

/** A job given up after its attempts (the dead-letter queue): what it was, how often it was tried, its last error. */
export const deadJobSchema = z
  .object({
    id: z.uuid(),
    /** The job's kind (`mail.send`, `calendar.promemoria`…): no payload, which may name a person. */
    kind: z.string(),
    attempts: z.number().int().min(1),
    /** The last attempt's error: class and message as the handler threw it, never a payload. */
    error: z.string().nullable(),
    /** When it was given up. */
    at: z.iso.datetime(),
  })
  .meta({ id: 'DeadJob' });

export type DeadJob = z.infer<typeof deadJobSchema>;

export const deadJobListSchema = z.object({ items: z.array(deadJobSchema) }).meta({ id: 'DeadJobList' });

export const operationsRoutes = defineRoutes({
  operationsStatus: defineRoute({
    method: 'GET',
    url: API,
    access: administrators,
    summary: 'Stato della piattaforma: versione, database, identity provider, posta, code di lavoro',
    tags,
    response: { 200: operationsStatusSchema },
    errors: [403],
  }),
  serverErrors: defineRoute({
    method: 'GET',
    url: `${API}/errors`,
    access: administrators,
    summary: 'Gli ultimi errori del server di tutte le repliche, per id della richiesta',
    tags,
    querystring: pageQuerySchema(['at']),
    response: { 200: serverErrorPageSchema },
    errors: [403],
  }),
  deadJobs: defineRoute({
    method: 'GET',
    url: `${API}/jobs/dead`,
    access: administrators,
    summary: 'I lavori abbandonati dopo i tentativi previsti (gli ultimi 50), con il loro ultimo errore',
    tags,
    response: { 200: deadJobListSchema },
    errors: [403],
  }),
  retryDeadJob: defineRoute({
    method: 'POST',
    url: `${API}/jobs/dead/:id/retry`,
    access: administrators,
    summary: 'Rimette in coda un lavoro abbandonato, come nuovo (registrato nel registro delle operazioni)',
    tags,
    params: z.object({ id: z.uuid() }),
    response: { 200: deadJobSchema },
    errors: [403, 404],
  }),
});
