import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { WriteContext } from '../../http/write-context.ts';
import type { AuditLog } from '../audit/audit.service.ts';
import { createPlatformAdminRepository, type PlatformAdminRepository } from './platform.admin.repository.ts';
import { translatePlatformError } from './platform.errors.ts';

/**
 * How the platform administration writes: in one transaction with its audit row, what the database refuses
 * turned into a 409 (platform.errors.ts).
 */
export function createPlatformWrites(deps: { db: Db; audit: AuditLog }) {
  const { db, audit } = deps;

  function write<T>(fn: (tx: PlatformAdminRepository, txDb: Db) => Promise<T>): Promise<T> {
    return inTransaction(db, (txDb) => fn(createPlatformAdminRepository(txDb), txDb), translatePlatformError);
  }

  function record(
    ctx: WriteContext,
    entity: string,
    entityId: string | number,
    action: string,
    details: Record<string, unknown>,
    txDb: Db = db,
  ) {
    return audit.recordWrite(ctx, { entity, entityId, action, details }, txDb);
  }

  return {
    write,
    record,

    /**
     * An optimistic update (ADR 0004, `updateVersioned`: 409 when the row is not at `version` any more), audited
     * with the version it moved from and to, in the same transaction.
     */
    updateAudited(
      ctx: WriteContext,
      entity: string,
      id: number,
      version: number,
      update: (tx: PlatformAdminRepository) => Promise<void>,
    ): Promise<void> {
      return write(async (tx, txDb) => {
        await update(tx);
        await record(
          ctx,
          entity,
          id,
          'update',
          { before: { version }, after: { version: version + 1 } },
          txDb,
        );
      });
    },
  };
}
