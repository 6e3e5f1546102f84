import { strokeDispositiviRoutes as d } from '@halo/contract/stroke/dispositivi';
import type { FastifyInstance } from 'fastify';
import { FHIR_PREFIX } from '../../../fhir/fhir.plugin.ts';
import { route } from '../../../http/route.ts';
import type { CaregiversService } from '../caregivers/caregivers.service.ts';
import type { FattoriService } from '../fattori/fattori.service.ts';
import type { PazientiService } from '../pazienti/pazienti.service.ts';
import { requestViewer, type StrokeScope, type StrokeViewer } from '../stroke.scope.ts';
import { fhirBundle } from './dispositivi.fhir.ts';
import type { DispositiviService } from './dispositivi.service.ts';

interface DispositiviRoutesDeps {
  scope: StrokeScope;
  dispositivi: DispositiviService;
  /** What the FHIR export gathers besides the devices and their measurements. */
  pazienti: PazientiService;
  caregivers: CaregiversService;
  fattori: FattoriService;
  /** The address the FHIR export names its resources under. */
  publicUrl: string;
}

export async function dispositiviRoutes(app: FastifyInstance, deps: DispositiviRoutesDeps) {
  const { dispositivi } = deps;
  const viewer = requestViewer(deps.scope);
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
  route(app, d.fhir, async (request) => exportFhir(deps, await viewer(request), request.params.id));
}

/** A patient's FHIR Bundle: the card, the caregivers (not for a caregiver), devices, measurements, predictions. */
async function exportFhir(deps: DispositiviRoutesDeps, who: StrokeViewer, id: number) {
  const { as } = await deps.scope.patient(who, id, 'export');
  who.recorded = new Set([id]);
  const [paziente, devices, measurements, predictions] = await Promise.all([
    deps.pazienti.paziente(who, id, as === 'caregiver'),
    deps.dispositivi.dispositivi(who, id),
    deps.dispositivi.misurazioni(who, id, { limite: 10_000 }),
    deps.fattori.storicoPredizione(who, id),
  ]);
  const caregivers = as === 'caregiver' ? [] : await deps.caregivers.caregiverPaziente(who, id);
  const bundle = fhirBundle({
    paziente,
    caregivers,
    dispositivi: devices,
    misurazioni: measurements,
    predizioni: predictions,
    at: new Date(),
    base: `${deps.publicUrl}${FHIR_PREFIX}`,
  });
  // A Bundle is a JSON object; the contract declares only its resourceType.
  return { ...bundle };
}
