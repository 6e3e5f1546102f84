import { strokeMessages, strokePublicRoutes, strokeRoutes } from '@halo/contract/stroke';
import { strokeFattoriRoutes } from '@halo/contract/stroke-fattori';
import { calcolaPunteggi, strokeScoreRoutes } from '@halo/contract/stroke-scores';
import type { FastifyRequest } from 'fastify';
import { route } from '../../http/route.ts';
import { principalOf, writeContext } from '../../http/write-context.ts';
import type { ServerModule } from '../server-module.ts';
import { seedStroke } from './stroke.demo.ts';
import { createFattoriService } from './stroke.fattori.ts';
import { createInvitiService, EXPIRED_INVITATION_JOB } from './stroke.inviti.ts';
import { createPersoneService } from './stroke.persone.ts';
import { createStrokeScope } from './stroke.scope.ts';

/**
 * Stroke care (issue 16): doctors, patients, caregivers and their invitations (docs/adr/0023), clinical and risk
 * factors with the append-only score histories (docs/adr/0024), and the score calculator (docs/adr/0022).
 * Nothing personal or clinical is logged; every read of a patient is recorded in the audit log.
 */
export const strokeModule: ServerModule = {
  name: 'stroke',
  async register(app, deps) {
    const scope = createStrokeScope({ db: deps.db, audit: deps.audit });
    const inviti = createInvitiService({
      db: deps.db,
      audit: deps.audit,
      identity: deps.identity,
      mailer: deps.mailer,
      jobs: deps.jobs,
      publicUrl: deps.config.publicUrl,
      inviteDays: deps.config.strokeInviteDays,
    });
    deps.jobs.register(EXPIRED_INVITATION_JOB, (payload) => inviti.expire(payload));
    const persone = createPersoneService({
      db: deps.db,
      audit: deps.audit,
      identity: deps.identity,
      scope,
      inviti,
    });
    const fattori = createFattoriService({ db: deps.db, scope });
    const viewer = (request: FastifyRequest) => scope.viewer(principalOf(request), writeContext(request));
    const r = strokeRoutes;

    route(app, strokeScoreRoutes.calcolaPunteggi, async (request) => calcolaPunteggi(request.body));

    route(app, strokePublicRoutes.callbackMedico, async (request) =>
      inviti.confirm('medico', request.params.code, writeContext(request)),
    );
    route(app, strokePublicRoutes.callbackPaziente, async (request) =>
      inviti.confirm('paziente', request.params.code, writeContext(request)),
    );
    route(app, strokePublicRoutes.callbackCaregiver, async (request) =>
      inviti.confirm('caregiver', request.params.code, writeContext(request)),
    );

    route(app, r.profilo, async (request) => persone.profilo(await viewer(request)));
    route(app, r.medici, async (request) => persone.medici(await viewer(request)));
    route(app, r.medico, async (request) => persone.medico(await viewer(request), request.params.id));
    route(app, r.creaMedico, async (request, reply) => {
      const body = await persone.creaMedico(await viewer(request), request.body);
      return reply.code(201).send(body);
    });
    route(app, r.aggiornaMedico, async (request) =>
      persone.aggiornaMedico(await viewer(request), request.body),
    );
    route(app, r.eliminaMedico, async (request) => {
      await persone.eliminaMedico(await viewer(request), request.params.id);
      return { message: strokeMessages.medicoDeleted };
    });
    route(app, r.invitiMedico, async (request) =>
      persone.invitiMedico(await viewer(request), request.params.id),
    );
    route(app, r.reinvia, async (request) => inviti.resend(await viewer(request), request.params.id));
    route(app, r.invitaPaziente, async (request, reply) => {
      const body = await persone.invitaPaziente(await viewer(request), request.body);
      return reply.code(201).send(body);
    });
    route(app, r.pazientiMedico, async (request) =>
      persone.pazientiMedico(await viewer(request), request.query),
    );
    route(app, r.paziente, async (request) => persone.paziente(await viewer(request), request.params.id));
    route(app, r.aggiornaPaziente, async (request) =>
      persone.aggiornaPaziente(await viewer(request), request.body),
    );
    route(app, r.pazienteCaregiver, async (request) =>
      persone.paziente(await viewer(request), request.params.id, true),
    );
    route(app, r.caregiverPaziente, async (request) =>
      persone.caregiverPaziente(await viewer(request), request.params.id),
    );
    route(app, r.invitaCaregiver, async (request, reply) => {
      const body = await persone.invitaCaregiver(await viewer(request), request.body);
      return reply.code(201).send(body);
    });
    route(app, r.revocaCaregiver, async (request) =>
      persone.revocaCaregiver(await viewer(request), request.params.id, request.params.caregiverId),
    );
    route(app, r.accessi, async (request) =>
      persone.accessi(await viewer(request), request.params.id, request.query),
    );

    const f = strokeFattoriRoutes;
    route(app, f.fattori, async (request) => fattori.fattori(await viewer(request), request.params.id));
    for (const def of [f.creaFattoriClinici, f.aggiornaFattoriClinici]) {
      route(app, def, async (request, reply) => {
        const saved = await fattori.salvaClinici(await viewer(request), request.body);
        return reply.code(saved.created ? 201 : 200).send(saved.body);
      });
    }
    for (const def of [f.creaFattoriRischio, f.aggiornaFattoriRischio]) {
      route(app, def, async (request, reply) => {
        const saved = await fattori.salvaRischio(await viewer(request), request.body);
        return reply.code(saved.created ? 201 : 200).send(saved.body);
      });
    }
    route(app, f.storicoIctus, async (request) =>
      fattori.storicoIctus(await viewer(request), request.query.id),
    );
    route(app, f.storicoPredizione, async (request) =>
      fattori.storicoPredizione(await viewer(request), request.query.id),
    );
  },
  seed: seedStroke,
};
