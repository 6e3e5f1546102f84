import { createRegionalService } from '../regional/regional.service.ts';
import type { ServerModule } from '../server-module.ts';
import { structuresServiceOn } from '../structures/structures.service.ts';
import { prosaRoutes } from './prosa.routes.ts';
import { seedProsa } from './prosa.seed.ts';
import { createProsaService } from './prosa.service.ts';

/** Pro.Sa., the prevention portal: themes and the organisation of the authorities that joined it. */
export const prosaModule: ServerModule = {
  name: 'prosa',
  async register(app, deps) {
    const regional = createRegionalService({ db: deps.db, audit: deps.audit });
    const service = createProsaService({
      db: deps.db,
      audit: deps.audit,
      regional,
      structures: structuresServiceOn(deps.db, regional),
    });
    await prosaRoutes(app, { service });
  },
  seed: seedProsa,
};
