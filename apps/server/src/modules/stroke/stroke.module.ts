import type { ServerModule } from '../server-module.ts';
import { seedStroke } from './stroke.demo.ts';
import { ALERT_NOTICE_JOB, createDispositiviService } from './stroke.dispositivi.service.ts';
import { createFattoriService } from './stroke.fattori.service.ts';
import { createInvitiService, EXPIRED_INVITATION_JOB } from './stroke.inviti.service.ts';
import { createPersoneService } from './stroke.persone.service.ts';
import { strokeRoutes } from './stroke.routes.ts';
import { createStrokeScope } from './stroke.scope.ts';

/**
 * Stroke care (issue 16): doctors, patients, caregivers and their invitations (docs/adr/0023), clinical and risk
 * factors with the append-only score histories (docs/adr/0024), and the score calculator (docs/adr/0022).
 * Nothing personal or clinical is logged; every read of a patient is recorded in the audit log.
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
    });
    await deps.jobs.register(EXPIRED_INVITATION_JOB, (payload) => inviti.expire(payload));
    const persone = createPersoneService({
      db: deps.db,
      cache: deps.cache,
      audit: deps.audit,
      identity: deps.identity,
      scope,
      inviti,
    });
    const fattori = createFattoriService({ db: deps.db, scope });
    const dispositivi = createDispositiviService({
      db: deps.db,
      scope,
      mailer: deps.mailer,
      jobs: deps.jobs,
      publicUrl: deps.config.publicUrl,
    });
    await deps.jobs.register(ALERT_NOTICE_JOB, (payload) => dispositivi.notify(payload));
    await strokeRoutes(app, {
      scope,
      inviti,
      persone,
      fattori,
      dispositivi,
      publicUrl: deps.config.publicUrl,
    });
  },
  seed: seedStroke,
};
