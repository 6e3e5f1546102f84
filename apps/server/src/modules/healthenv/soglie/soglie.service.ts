import {
  SOGLIE_PREDEFINITE,
  type Soglie,
  type SoglieUpdate,
  healthenvSoglieMessages as sm,
} from '@halo/contract/healthenv/soglie';
import type { Db } from '../../../db/database.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { ConflictError } from '../../../errors.ts';
import type { WriteContext } from '../../../http/write-context.ts';
import type { AuditLog } from '../../audit/audit.service.ts';
import { createSoglieRepository } from './soglie.repository.ts';

export interface SoglieDeps {
  db: Db;
  audit: Pick<AuditLog, 'recordWrite'>;
  clock?: () => Date;
}

/** The thresholds in force: the saved ones, or the contract's defaults until an administrator saves. */
export async function readSoglie(db: Db): Promise<Soglie> {
  const row = await createSoglieRepository(db).soglie();
  if (!row) return { ...SOGLIE_PREDEFINITE, version: 1, aggiornate: null };
  return {
    ...SOGLIE_PREDEFINITE,
    ...(row.valore as Omit<Soglie, 'version' | 'aggiornate'>),
    version: row.version,
    aggiornate: row.aggiornateIl.toISOString(),
  };
}

/** The thresholds every analysis uses (docs/adr/0027): read by everyone, saved by administrators. */
export function createSoglieService(deps: SoglieDeps) {
  const { db } = deps;
  const repo = createSoglieRepository(db);
  const now = deps.clock ?? (() => new Date());

  return {
    soglie: () => readSoglie(db),

    async aggiornaSoglie(ctx: WriteContext, input: SoglieUpdate): Promise<Soglie> {
      const { version, ...valore } = input;
      const conflict = () => new ConflictError(sm.versione, [{ path: 'body.version', message: sm.versione }]);
      await inTransaction(db, async (tx) => {
        const current = await repo.soglieVersion(tx);
        if ((current ?? 1) !== version) throw conflict();
        const values = {
          valore,
          version: version + 1,
          aggiornateIl: now(),
          aggiornateDa: ctx.actor?.username ?? null,
        };
        const saved =
          current === undefined
            ? await repo.insertSoglie(values, tx)
            : await repo.updateSoglie(version, values, tx);
        if (!saved) throw conflict();
        await deps.audit.recordWrite(
          ctx,
          { entity: 'healthenv.soglie', entityId: 1, action: 'update', details: { version: version + 1 } },
          tx,
        );
      });
      return readSoglie(db);
    },
  };
}

export type SoglieService = ReturnType<typeof createSoglieService>;
