import type { Principal } from '@halo/contract';
import type { Db } from '../../db/database.ts';
import { auditEntries } from './audit.tables.ts';

export interface AuditEntry {
  actor: Pick<Principal, 'userId' | 'username'> | null;
  entity: string;
  entityId?: string | number | null;
  action: 'create' | 'update' | 'delete' | (string & {});
  /** Ids and flags only (before/after ids, changed field names): never personal or clinical values. */
  details?: Record<string, unknown>;
  requestId?: string;
}

/** Every module calls this on every write (DESIGN.md §4); pass the transaction so the row commits with the change. */
export function createAuditLog(deps: { db: Db }) {
  return {
    async record(entry: AuditEntry, tx: Db = deps.db): Promise<void> {
      await tx.insert(auditEntries).values({
        actorId: entry.actor?.userId ?? null,
        actorUsername: entry.actor?.username ?? null,
        entity: entry.entity,
        entityId: entry.entityId == null ? null : String(entry.entityId),
        action: entry.action,
        details: entry.details ?? {},
        requestId: entry.requestId ?? null,
      });
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
