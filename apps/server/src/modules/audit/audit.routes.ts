import { Readable } from 'node:stream';
import { auditRoutes } from '@halo/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import type { AuditLog } from './audit.service.ts';

/** SPEC.md §7 `GET /api/v1/logs`, and its export as CSV (issue 32). */
export async function auditLogRoutes(app: FastifyInstance, deps: { audit: AuditLog }) {
  route(app, auditRoutes.logs, async (request) => deps.audit.list(request.query));
  route(app, auditRoutes.logsCsv, async (request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="registro-${new Date().toISOString().slice(0, 10)}.csv"`,
      )
      .header('cache-control', 'no-store')
      // A stream: Fastify sends it as it comes, without the response schema's serializer.
      .send(Readable.from(deps.audit.exportCsv(request.query))),
  );
}
