import { auditRoutes } from '@halo/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import type { AuditLog } from './audit.service.ts';

/** SPEC.md §7 `GET /api/v1/logs`. */
export async function auditLogRoutes(app: FastifyInstance, deps: { audit: AuditLog }) {
  route(app, auditRoutes.logs, async (request) => deps.audit.list(request.query));
}
