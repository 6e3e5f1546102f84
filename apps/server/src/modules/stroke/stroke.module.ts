import type { ServerModule } from '../server-module.ts';
import { accessiRoutes } from './accessi/accessi.routes.ts';
import { createAccessiService } from './accessi/accessi.service.ts';
import { caregiversRoutes } from './caregivers/caregivers.routes.ts';
import { dispositiviRoutes } from './dispositivi/dispositivi.routes.ts';
import { ALERT_NOTICE_JOB, createDispositiviService } from './dispositivi/dispositivi.service.ts';
import { fattoriRoutes, storicoRoutes } from './fattori/fattori.routes.ts';
import { createFattoriService } from './fattori/fattori.service.ts';
import { provideStrokeFhir } from './fhir/fhir.providers.ts';
import { invitiPublicRoutes, invitiRoutes } from './inviti/inviti.routes.ts';
import { createInvitiService, EXPIRED_INVITATION_JOB } from './inviti/inviti.service.ts';
import { mediciRoutes } from './medici/medici.routes.ts';
import { pazientiRoutes } from './pazienti/pazienti.routes.ts';
import { profiloRoutes } from './profilo/profilo.routes.ts';
import { createProfiloService } from './profilo/profilo.service.ts';
import { scoresRoutes } from './scores/scores.routes.ts';
import { seedStroke } from './stroke.demo.ts';
import { createPersone } from './stroke.persone.ts';
import { createStrokeScope } from './stroke.scope.ts';

/**
 * Stroke care (issue 16): doctors, patients, caregivers and their invitations (docs/adr/0023), clinical and risk
 * factors with the append-only score histories (docs/adr/0024), and the score calculator (docs/adr/0022).
 * Nothing personal or clinical is logged; every read of a patient is recorded in the audit log. Each feature is a
 * folder (docs/adding-an-application.md §6); what they share is here: the scope, the people, the tables.
 */
export const strokeModule: ServerModule = {
  name: 'stroke',
  async register(app, deps) {
    const scope = createStrokeScope({ db: deps.db, audit: deps.audit, cache: deps.cache });
    const inviti = createInvitiService({
      db: deps.db,
      audit: deps.audit,
      identity: deps.identity,
      mailer: deps.mailer,
      jobs: deps.jobs,
      publicUrl: deps.config.publicUrl,
      inviteDays: deps.config.strokeInviteDays,
      events: deps.events,
    });
    await deps.jobs.register(EXPIRED_INVITATION_JOB, (payload) => inviti.expire(payload));
    const { repo, medici, pazienti, caregivers } = createPersone({
      db: deps.db,
      cache: deps.cache,
      audit: deps.audit,
      identity: deps.identity,
      scope,
      inviti,
      events: deps.events,
    });
    const profilo = createProfiloService({ repo, inviti, medici, pazienti });
    const accessi = createAccessiService({ scope, audit: deps.audit, repo });
    const fattori = createFattoriService({ db: deps.db, scope, events: deps.events });
    const dispositivi = createDispositiviService({
      db: deps.db,
      scope,
      mailer: deps.mailer,
      jobs: deps.jobs,
      publicUrl: deps.config.publicUrl,
    });
    await deps.jobs.register(ALERT_NOTICE_JOB, (payload) => dispositivi.notify(payload));

    // In this order: the OpenAPI document lists the routes as they are registered, and has always listed them so.
    await scoresRoutes(app);
    await invitiPublicRoutes(app, { inviti });
    await profiloRoutes(app, { scope, profilo });
    await mediciRoutes(app, { scope, medici });
    await invitiRoutes(app, { scope, inviti, medici });
    await pazientiRoutes(app, { scope, pazienti });
    await caregiversRoutes(app, { scope, caregivers });
    await accessiRoutes(app, { scope, accessi });
    await fattoriRoutes(app, { scope, fattori });
    const publicUrl = deps.config.publicUrl;
    await dispositiviRoutes(app, { scope, dispositivi, pazienti, caregivers, fattori, publicUrl });
    await storicoRoutes(app, { scope, fattori });
    provideStrokeFhir(deps.fhir, { db: deps.db, scope });
  },
  seed: seedStroke,
};
