import { randomBytes } from 'node:crypto';
import { systemContext } from '../../http/write-context.ts';
import type { ServerModule } from '../server-module.ts';
import { createCampagneService } from './prosa.campagne.service.ts';
import { DEMO_EVENTS_JOB } from './prosa.demo-attivita.ts';
import { createEventiService } from './prosa.eventi.service.ts';
import { createFeedService } from './prosa.feed.service.ts';
import { createPreferitiService } from './prosa.preferiti.service.ts';
import { createProfilesService } from './prosa.profiles.service.ts';
import { createProgettiService } from './prosa.progetti.service.ts';
import { createRegistrationService, EXPIRED_REGISTRATION_JOB } from './prosa.registration.service.ts';
import { createReportService } from './prosa.report.service.ts';
import { createRichiesteService, REQUEST_NOTICE_JOB } from './prosa.richieste.service.ts';
import { prosaRoutes } from './prosa.routes.ts';
import { seedProsa } from './prosa.seed.ts';
import { createProsaService } from './prosa.service.ts';
import { ANSWER_NOTICE_JOB, createSuggerimentiService } from './prosa.suggerimenti.service.ts';

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
    });
    await deps.jobs.register(EXPIRED_REGISTRATION_JOB, (payload, job) =>
      registrations.expire(payload, job.now, systemContext),
    );
    const richieste = createRichiesteService({
      db: deps.db,
      audit: deps.audit,
      prosa: service,
      identity: deps.identity,
      mailer: deps.mailer,
      jobs: deps.jobs,
      publicUrl: deps.config.publicUrl,
    });
    await deps.jobs.register(REQUEST_NOTICE_JOB, (payload) => richieste.notify(payload));
    const suggerimenti = createSuggerimentiService({
      db: deps.db,
      audit: deps.audit,
      prosa: service,
      identity: deps.identity,
      mailer: deps.mailer,
      jobs: deps.jobs,
      publicUrl: deps.config.publicUrl,
    });
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
    await prosaRoutes(app, {
      service,
      profiles,
      registrations,
      progetti,
      campagne,
      richieste,
      suggerimenti,
      preferiti,
      eventi,
      feed,
      report,
    });
  },
  seed: seedProsa,
};
