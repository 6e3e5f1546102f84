import type { ServerModule } from '../server-module.ts';
import { provideStructuresFhir } from './fhir/fhir.providers.ts';
import { structuresRoutes } from './structures.routes.ts';
import { seedStructures } from './structures.seed.ts';

/** The hospital facilities of the Ministry's list, with the places and ASL of the regional module. */
export const structuresModule: ServerModule = {
  name: 'structures',
  async register(app, deps) {
    const service = deps.services.structures;
    await structuresRoutes(app, { service });
    provideStructuresFhir(deps.fhir, { db: deps.db, regional: deps.services.regional });
  },
  seed: seedStructures,
};
