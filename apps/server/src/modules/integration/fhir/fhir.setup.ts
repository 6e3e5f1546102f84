import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../server-module.ts';
import { createFhirAdapter, type FhirAdapter } from './fhir.adapter.ts';
import { fhirAdapterRoutes } from './fhir.routes.ts';
import { createFhirService } from './fhir.service.ts';
import { startFhirWorker } from './fhir.worker.ts';

/** The adapter each running server built, by its HTTP server (the same object in every plugin scope). */
const adapters = new WeakMap<object, FhirAdapter>();

/**
 * The FHIR adapter of a running server: tests send its messages due with `fhirAdapterOf(app).deliverDue({ now })`,
 * as they do the events' with `app.events.deliverDue`, since a test server runs no worker.
 */
export function fhirAdapterOf(app: FastifyInstance): FhirAdapter {
  const adapter = adapters.get(app.server);
  if (!adapter) throw new Error('no FHIR adapter in this server');
  return adapter;
}

/**
 * The FHIR adapter's part of the integration module (docs/adr/0048): its routes and, unless EVENTS_INTERVAL is 0
 * (tests), its worker, which stops before the server closes its database (`preClose` runs before every `onClose`).
 */
export async function registerFhirAdapter(app: FastifyInstance, deps: ModuleDeps) {
  const adapter = createFhirAdapter({ db: deps.db, fhir: deps.fhir });
  adapters.set(app.server, adapter);
  const service = createFhirService({
    db: deps.db,
    audit: deps.audit,
    client: adapter.client,
    publicUrl: deps.config.publicUrl,
    production: deps.config.env === 'production',
  });
  await fhirAdapterRoutes(app, { service });
  if (deps.config.eventsInterval > 0) {
    const worker = startFhirWorker(adapter, deps.config.eventsInterval * 1000, app.log);
    app.addHook('preClose', async () => worker.stop());
  }
}
