import type { ServerModule } from '../server-module.ts';
import { registerFhirAdapter } from './fhir/fhir.setup.ts';
import { integrationRoutes } from './integration.routes.ts';
import { seedIntegration } from './integration.seed.ts';
import { createIntegrationService } from './integration.service.ts';

/**
 * Process integration (issue 34): the subscriptions to Halo's events and their deliveries, managed by an
 * administrator (the outbox and the subscriptions are the events module's, reached through `deps.events`), and the
 * FHIR adapter (`fhir/`, docs/adr/0048), which pushes resources to other systems' FHIR servers from tables of its
 * own, schema `integration`.
 */
export const integrationModule: ServerModule = {
  name: 'integration',
  async register(app, deps) {
    const service = createIntegrationService({
      db: deps.db,
      events: deps.events,
      audit: deps.audit,
      production: deps.config.env === 'production',
    });
    await integrationRoutes(app, { service });
    await registerFhirAdapter(app, deps);
  },
  seed: seedIntegration,
};
