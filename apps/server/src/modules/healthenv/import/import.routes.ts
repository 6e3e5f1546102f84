import { healthenvImportRoutes as contract } from '@halo/contract/healthenv/import';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route.ts';
import { writeContext } from '../../../http/write-context.ts';
import type { DomainCounters } from '../../server-module.ts';
import type { ImportService } from './import.service.ts';

/** A CSV of 100,000 records is about 7 MB; the import takes up to 16 MB of text, as JSON. */
const IMPORT_BODY_LIMIT = 20 * 1024 * 1024;

export async function importRoutes(
  app: FastifyInstance,
  deps: { imports: ImportService; counters: Pick<DomainCounters, 'imported'> },
) {
  const { imports, counters } = deps;

  route(
    app,
    contract.importa,
    async (request) => {
      try {
        const result = await imports.importa(writeContext(request), request.body);
        counters.imported('done');
        return result;
      } catch (error) {
        counters.imported('refused');
        throw error;
      }
    },
    { bodyLimit: IMPORT_BODY_LIMIT },
  );
}
