import { healthenvRoutes as r } from '@halo/contract/healthenv';
import { route } from '../../http/route.ts';
import { writeContext } from '../../http/write-context.ts';
import { createRegionalService } from '../regional/regional.service.ts';
import type { ServerModule } from '../server-module.ts';
import { seedHealthenv } from './healthenv.seed.ts';
import { createHealthenvService } from './healthenv.service.ts';

/**
 * Health-environment monitoring (issue 17, docs/adr/0026): stations, sensors and measurement records, the four
 * calls of SPEC.md §7 and a station's detail. Roles of the healthenv client decide (manifest), not group flags.
 */
export const healthenvModule: ServerModule = {
  name: 'healthenv',
  async register(app, deps) {
    const service = createHealthenvService({
      db: deps.db,
      audit: deps.audit,
      regional: createRegionalService({ db: deps.db, audit: deps.audit }),
    });

    route(app, r.postazioni, async (request) => service.postazioni(request.query));
    route(app, r.postazione, async (request) => service.postazione(request.params.id));
    route(app, r.aggiungiPostazione, async (request, reply) => {
      const body = await service.aggiungiPostazione(writeContext(request), request.body);
      return reply.code(201).send(body);
    });
    route(app, r.eliminaPostazione, async (request) =>
      service.eliminaPostazione(writeContext(request), request.params.id, request.query.archivia ?? false),
    );
    route(app, r.aggiungiMonitoraggio, async (request, reply) => {
      const saved = await service.aggiungiMonitoraggio(writeContext(request), request.body);
      return reply.code(saved.created ? 201 : 200).send(saved.body);
    });
  },
  // Demo mode only: the seed is two regions' data of 2022, real but not a deployment's own (docs/adr/0026).
  async seed(db, options) {
    if (options.demo) await seedHealthenv(db);
  },
};
