import { z } from 'zod';
import { adminMessages, adminSections } from './admin.ts';
import { defineRoute, defineRoutes } from './http.ts';
import { pageQuerySchema, pageSchema } from './paging.ts';
import { requires } from './permissions.ts';

/** The audit log (DESIGN.md §4, SPEC.md §7 `GET /api/v1/logs`): who changed what, when. Ids only, no personal data. */

export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    at: z.iso.datetime(),
    actorId: z.string().nullable(),
    actorUsername: z.string().nullable(),
    entity: z.string().meta({ description: 'Tipo di dato (gruppo, applicazione, rotta, regione …)' }),
    entityId: z.string().nullable(),
    action: z
      .string()
      .meta({ description: 'create, update, delete, read (una lettura) o un’azione (perm-add, import …)' }),
    details: z.record(z.string(), z.unknown()),
    requestId: z.string().nullable(),
  })
  .meta({ id: 'AuditEntry' });

export type AuditEntryView = z.infer<typeof auditEntrySchema>;

/** The log's filters, for a page of it and for its export. */
const logsFilters = {
  user: z.string().trim().min(1).max(100).optional().meta({ description: "Nome utente o id dell'autore" }),
  entity: z.string().trim().min(1).max(60).optional(),
  entityId: z.string().trim().min(1).max(100).optional(),
  action: z.string().trim().min(1).max(60).optional(),
  kind: z.enum(['changes', 'reads']).optional().meta({
    description:
      'changes: solo le modifiche (ogni azione tranne la lettura); reads: solo le letture; assente: entrambe',
  }),
  from: z.iso.datetime({ offset: true }).optional().meta({ description: 'Dall’istante (ISO 8601)' }),
  to: z.iso.datetime({ offset: true }).optional().meta({ description: 'All’istante (ISO 8601), escluso' }),
};

function periodInOrder(query: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (query.from && query.to && Date.parse(query.to) <= Date.parse(query.from)) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: adminMessages.periodo });
  }
}

export const logsQuerySchema = pageQuerySchema(['at', 'entity', 'action', 'actorUsername'])
  .extend(logsFilters)
  .superRefine(periodInOrder);

export const logsExportQuerySchema = z.object(logsFilters).superRefine(periodInOrder);

export const auditPageSchema = pageSchema(auditEntrySchema, 'AuditPage');

export const auditRoutes = defineRoutes({
  logs: defineRoute({
    method: 'GET',
    url: '/api/v1/logs',
    access: requires(adminSections.log, 'LIST'),
    summary:
      'Registro delle operazioni, filtrabile per utente, entità, azione, tipo (modifiche o letture) e periodo, paginato',
    tags: ['logs'],
    querystring: logsQuerySchema,
    response: { 200: auditPageSchema },
  }),
  /** The whole filtered log as a CSV file (issue 32): for a retention policy's archive or an inspection. */
  logsCsv: defineRoute({
    method: 'GET',
    url: '/api/v1/logs/export',
    access: requires(adminSections.log, 'LIST'),
    summary: 'Il registro delle operazioni filtrato, tutto, come file CSV (text/csv, dal più recente)',
    tags: ['logs'],
    querystring: logsExportQuerySchema,
    response: { 200: z.string().meta({ description: 'text/csv' }) },
  }),
});
