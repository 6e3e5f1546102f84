import type { ServerModule } from '../server-module.ts';
import { provideRegionalFhir } from './fhir/fhir.providers.ts';
import { regionalRoutes } from './regional.routes.ts';
import { seedRegional } from './regional.seed.ts';

/** Reference data of the regional health service (issue 5): places, health authorities and their structure. */
export const regionalModule: ServerModule = {
  name: 'regional',
  async register(app, deps) {
    await regionalRoutes(app, { service: deps.services.regional });
    provideRegionalFhir(deps.fhir, { db: deps.db });
  },
  seed: seedRegional,
};
