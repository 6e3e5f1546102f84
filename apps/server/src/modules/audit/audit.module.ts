import type { ServerModule } from '../server-module.ts';
import { auditLogRoutes } from './audit.routes.ts';
import type { AuditLog } from './audit.service.ts';

/** The audit log (core): every module records its writes; administrators read them. */
export const auditModule: ServerModule<{ audit: AuditLog }> = {
  name: 'audit',
  register: auditLogRoutes,
};
