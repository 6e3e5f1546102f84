import { randomBytes } from 'node:crypto';
import { systemContext } from '../../http/write-context.ts';
import type { ServerModule } from '../server-module.ts';
import { campagneRoutes } from './campagne/campagne.routes.ts';
import { createCampagneService } from './campagne/campagne.service.ts';
import { eventiRoutes } from './eventi/eventi.routes.ts';
import { createEventiService } from './eventi/eventi.service.ts';
import { createFeedService } from './feed/feed.service.ts';
import { preferitiRoutes } from './preferiti/preferiti.routes.ts';
import { createPreferitiService } from './preferiti/preferiti.service.ts';
import { profilesRoutes } from './profiles/profiles.routes.ts';
import { createProfilesService } from './profiles/profiles.service.ts';
import { progettiRoutes } from './progetti/progetti.routes.ts';
import { createProgettiService } from './progetti/progetti.service.ts';
import { DEMO_EVENTS_JOB } from './prosa.demo-attivita.ts';
import { prosaRoutes } from './prosa.routes.ts';
import { seedProsa } from './prosa.seed.ts';
import { createProsaService } from './prosa.service.ts';
import { registrationRoutes } from './registration/registration.routes.ts';
import { createRegistrationService, EXPIRED_REGISTRATION_JOB } from './registration/registration.service.ts';
import { createReportService } from './report/report.service.ts';
import { richiesteRoutes } from './richieste/richieste.routes.ts';
import { createRichiesteService, REQUEST_NOTICE_JOB } from './richieste/richieste.service.ts';

// Loaded after the others, as when one file held every route: the OpenAPI document lists the contract's schemas
// in the order their modules load, and these three bring the feed's, the report's and the suggestions'.

import { feedRoutes } from './feed/feed.routes.ts';
import type { MailingDeps } from './prosa.workflow.ts';
import { reportRoutes } from './report/report.routes.ts';
import { suggerimentiRoutes } from './suggerimenti/suggerimenti.routes.ts';
import { ANSWER_NOTICE_JOB, createSuggerimentiService } from './suggerimenti/suggerimenti.service.ts';

/** Pro.Sa., the prevention portal: themes and the organisation of the authorities that joined it. */
export const prosaModule: ServerModule = {
  name: 'prosa',
  async register(app, deps) {
    const { regional, structures } = deps.services;
    // The organisation and the profiles point at each other: a removal asks the profiles who still uses it.
    const service = createProsaService({
      db: deps.db,
      cache: deps.cache,
      audit: deps.audit,
      regional,
      structures,
      people: {
        usingPart: (kind, id) => profiles.usingPart(kind, id),
        ofAzienda: (id) => profiles.ofAzienda(id),
        mayOrganise: (ctx, id) => profiles.mayOrganise(ctx, id),
      },
    });
    const profiles = createProfilesService({
      db: deps.db,
      audit: deps.audit,
      identity: deps.identity,
      prosa: service,
      adesioni: (subject) => campagne.attive(subject),
      events: deps.events,
    });
    const campagne = createCampagneService({ db: deps.db, audit: deps.audit, prosa: service });
    const registrations = createRegistrationService({
      db: deps.db,
      audit: deps.audit,
      identity: deps.identity,
      mailer: deps.mailer,
      regional,
      publicUrl: deps.config.publicUrl,
      challengeSecret: deps.config.registrationChallengeSecret ?? randomBytes(32).toString('base64url'),
      jobs: deps.jobs,
      events: deps.events,
    });
    await deps.jobs.register(EXPIRED_REGISTRATION_JOB, (payload, job) =>
      registrations.expire(payload, job.now, systemContext),
    );
    // Requests and suggestions mail each change, by a job, to whom it concerns.
    const mailing: MailingDeps = {
      db: deps.db,
      audit: deps.audit,
      prosa: service,
      identity: deps.identity,
      mailer: deps.mailer,
      jobs: deps.jobs,
      publicUrl: deps.config.publicUrl,
    };
    const richieste = createRichiesteService({ ...mailing, events: deps.events });
    await deps.jobs.register(REQUEST_NOTICE_JOB, (payload) => richieste.notify(payload));
    const suggerimenti = createSuggerimentiService(mailing);
    await deps.jobs.register(ANSWER_NOTICE_JOB, (payload) => suggerimenti.notify(payload));
    const preferiti = createPreferitiService({ db: deps.db, prosa: service });
    const eventi = createEventiService({
      db: deps.db,
      audit: deps.audit,
      prosa: service,
      calendar: deps.services.calendar,
    });
    await deps.jobs.register(DEMO_EVENTS_JOB, async () => {
      await eventi.seedDemo(systemContext);
    });
    const feed = createFeedService({ db: deps.db, campagne, eventi });
    const report = createReportService({ db: deps.db, prosa: service });
    const progetti = createProgettiService({ db: deps.db, audit: deps.audit, prosa: service });
    // In this order: the shared routes, then each feature's (the OpenAPI document lists them as registered).
    await prosaRoutes(app, { service });
    await profilesRoutes(app, { profiles });
    await registrationRoutes(app, { registrations });
    await progettiRoutes(app, { progetti });
    await campagneRoutes(app, { campagne });
    await richiesteRoutes(app, { richieste });
    await suggerimentiRoutes(app, { suggerimenti });
    await preferitiRoutes(app, { preferiti });
    await eventiRoutes(app, { eventi });
    await feedRoutes(app, { feed });
    await reportRoutes(app, { report });
  },
  seed: seedProsa,
};
