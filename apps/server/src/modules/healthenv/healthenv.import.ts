import type { ImportEsito, importSchema } from '@halo/contract/healthenv-analisi';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { WriteContext } from '../../http/write-context.ts';
import type { AuditLog } from '../audit/audit.service.ts';

export interface ImportDeps {
  db: Db;
  audit: Pick<AuditLog, 'recordWrite'>;
  clock?: () => Date;
}

/** Bulk import of measurement records from CSV (issue 17): being built. */
export function createImportService(_deps: ImportDeps) {
  return {
    async importa(_ctx: WriteContext, _input: z.output<typeof importSchema>): Promise<ImportEsito> {
      throw new Error('not implemented yet');
    },
  };
}
