import type { Db } from '../../db/database.ts';
import type { WriteContext } from '../../http/write-context.ts';
import type { AuditLog } from '../audit/audit.service.ts';

/**
 * The audit row of an authorization write, named positionally (entity, id, action, details): the groups and
 * sections services record many, some inside a transaction (`txDb`).
 */
export function auditWriter(audit: AuditLog, db: Db) {
  return (
    ctx: WriteContext,
    entity: string,
    entityId: string,
    action: string,
    details: Record<string, unknown> = {},
    txDb: Db = db,
  ) => audit.recordWrite(ctx, { entity, entityId, action, details }, txDb);
}
