import { strokeRoutes as r, strokeMessages, strokePublicRoutes } from '@halo/contract/stroke';
import { strokeDispositiviRoutes as d } from '@halo/contract/stroke/dispositivi';
import { strokeFattoriRoutes as f } from '@halo/contract/stroke/fattori';
import { calcolaPunteggi, strokeScoreRoutes } from '@halo/contract/stroke/scores';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/route.ts';
import { principalOf, writeContext } from '../../http/write-context.ts';
import type { DispositiviService } from './stroke.dispositivi.service.ts';
import type { FattoriService } from './stroke.fattori.service.ts';
import { fhirBundle } from './stroke.fhir.ts';
import type { InvitiService } from './stroke.inviti.service.ts';
import type { PersoneService } from './stroke.persone.service.ts';
import type { StrokeScope } from './stroke.scope.ts';

export async function strokeRoutes(
  app: FastifyInstance,
  deps: {
    scope: StrokeScope;
    inviti: InvitiService;
    persone: PersoneService;
    fattori: FattoriService;
    dispositivi: DispositiviService;
    /** The address the FHIR export names its resources under. */
    publicUrl: string;
  },
) {
  const { scope, inviti, persone, fattori, dispositivi } = deps;
  const viewer = (request: FastifyRequest) => scope.viewer(principalOf(request), writeContext(request));

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
  // A page of patients is kept per viewer until a change or the clock (stroke.pazienti.service.ts): serialised once.
  route(
    app,
    r.pazientiMedico,
    async (request) => persone.pazientiMedico(await viewer(request), request.query),
    { kept: true },
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

  route(app, d.dispositivi, async (request) =>
    dispositivi.dispositivi(await viewer(request), request.params.id),
  );
  route(app, d.registraDispositivo, async (request, reply) => {
    const body = await dispositivi.registra(await viewer(request), request.params.id, request.body);
    return reply.code(201).send(body);
  });
  route(app, d.nuovoToken, async (request) =>
    dispositivi.nuovoToken(await viewer(request), request.params.id, request.params.dispositivoId),
  );
  route(app, d.revocaToken, async (request) =>
    dispositivi.revocaToken(await viewer(request), request.params.id, request.params.dispositivoId),
  );
  route(app, d.ingest, async (request) =>
    dispositivi.ingest(request.headers['x-device-token'], request.body.misurazioni),
  );
  route(app, d.misurazioni, async (request) =>
    dispositivi.misurazioni(await viewer(request), request.params.id, request.query),
  );
  route(app, d.soglie, async (request) => dispositivi.soglie(await viewer(request), request.params.id));
  route(app, d.salvaSoglie, async (request) => dispositivi.salvaSoglie(await viewer(request), request.body));
  route(app, d.allertePaziente, async (request) =>
    dispositivi.allertePaziente(await viewer(request), request.params.id, request.query.aperte),
  );
  route(app, d.allerteMedico, async (request) =>
    dispositivi.allerteMedico(await viewer(request), request.query.aperte),
  );
  route(app, d.allertaVista, async (request) => dispositivi.vista(await viewer(request), request.params.id));
  route(app, d.fhir, async (request) => {
    const who = await viewer(request);
    const id = request.params.id;
    const { as } = await scope.patient(who, id, 'export');
    who.recorded = new Set([id]);
    const [paziente, devices, measurements, predictions] = await Promise.all([
      persone.paziente(who, id, as === 'caregiver'),
      dispositivi.dispositivi(who, id),
      dispositivi.misurazioni(who, id, { limite: 10_000 }),
      fattori.storicoPredizione(who, id),
    ]);
    const caregivers = as === 'caregiver' ? [] : await persone.caregiverPaziente(who, id);
    const bundle = fhirBundle({
      paziente,
      caregivers,
      dispositivi: devices,
      misurazioni: measurements,
      predizioni: predictions,
      at: new Date(),
      base: `${deps.publicUrl}/fhir`,
    });
    // A Bundle is a JSON object; the contract declares only its resourceType.
    return { ...bundle };
  });

  route(app, f.storicoIctus, async (request) =>
    fattori.storicoIctus(await viewer(request), request.query.id),
  );
  route(app, f.storicoPredizione, async (request) =>
    fattori.storicoPredizione(await viewer(request), request.query.id),
  );
}
