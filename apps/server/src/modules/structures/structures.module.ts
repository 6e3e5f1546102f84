import { createRegionalService } from '../regional/regional.service.ts';
import type { ServerModule } from '../server-module.ts';
import { createStructuresRepository } from './structures.repository.ts';
import { structuresRoutes } from './structures.routes.ts';
import { seedStructures } from './structures.seed.ts';
import { createStructuresService } from './structures.service.ts';

/** The hospital facilities of the Ministry's list, with the places and ASL of the regional module. */
export const structuresModule: ServerModule = {
  name: 'structures',
  async register(app, deps) {
    const service = createStructuresService({
      repository: createStructuresRepository(deps.db),
      regional: createRegionalService({ db: deps.db, audit: deps.audit }),
    });
    await structuresRoutes(app, { service });
  },
  seed: seedStructures,
};
