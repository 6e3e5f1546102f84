import { healthenvRoutes as r } from '@halo/contract/healthenv';
import { healthenvAnalisiRoutes as a } from '@halo/contract/healthenv/analisi';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { principalOf, writeContext } from '../../http/write-context.ts';
import type { DomainCounters } from '../server-module.ts';
import type { AllerteService } from './healthenv.allerte.service.ts';
import type { AnalisiService } from './healthenv.analisi.service.ts';
import type { ImportService } from './healthenv.import.service.ts';
import type { HealthenvService } from './healthenv.service.ts';

/** A CSV of 100,000 records is about 7 MB; the import takes up to 16 MB of text, as JSON. */
const IMPORT_BODY_LIMIT = 20 * 1024 * 1024;

interface HealthenvRoutesDeps {
  service: HealthenvService;
  analisi: AnalisiService;
  alerts: AllerteService;
  imports: ImportService;
  counters: Pick<DomainCounters, 'imported'>;
}

/** The calls of the health-environment application (SPEC.md §7, docs/adr/0026, 0027). */
export async function healthenvRoutes(app: FastifyInstance, deps: HealthenvRoutesDeps) {
  const { service, analisi, alerts, imports } = deps;

  route(app, r.postazioni, async (request) => service.postazioni(request.query));
  route(app, r.postazione, async (request) => service.postazione(request.params.id));
  route(app, r.aggiungiPostazione, async (request, reply) => {
    const body = await service.aggiungiPostazione(writeContext(request), request.body);
    return reply.code(201).send(body);
  });
  route(app, r.modificaPostazione, async (request) =>
    service.modificaPostazione(writeContext(request), request.params.id, request.body),
  );
  route(app, r.eliminaPostazione, async (request) =>
    service.eliminaPostazione(writeContext(request), request.params.id, request.query.archivia ?? false),
  );
  route(app, r.aggiungiMonitoraggio, async (request, reply) => {
    const saved = await service.aggiungiMonitoraggio(writeContext(request), request.body);
    return reply.code(saved.created ? 201 : 200).send(saved.body);
  });
  route(app, a.superamentiPostazione, async (request) =>
    analisi.superamenti(request.params.id, request.query.anno),
  );
  // A chart's series depends on the address, the records and the hour (the periods elapsed so far): kept per
  // address and hour until a record, a sensor, a station or a threshold changes on any replica (ADR 0032).
  route(app, a.seriePostazione, async (request) => analisi.serie(request.params.id, request.query), {
    reference: {
      tables: ['healthenv.postazioni', 'healthenv.sensori', 'healthenv.monitoraggi', 'healthenv.soglie'],
      vary: () => String(Math.floor(Date.now() / 3_600_000)),
    },
  });
  route(app, a.indice, async () => analisi.indice());
  route(app, a.rapporto, async (request) => analisi.rapporto(request.query.anno));
  route(app, a.mappa, async () => analisi.mappa());
  route(app, a.soglieAria, async () => analisi.soglie());
  route(app, a.aggiornaSoglieAria, async (request) =>
    analisi.aggiornaSoglie(writeContext(request), request.body),
  );
  route(app, a.allerte, async (request) => alerts.elenco(request.query));
  route(app, a.iscrizione, async (request) => alerts.iscritto(principalOf(request).userId));
  route(app, a.aggiornaIscrizione, async (request) =>
    alerts.iscrivi(principalOf(request).userId, request.body.iscritto),
  );
  route(
    app,
    a.importa,
    async (request) => {
      try {
        const result = await imports.importa(writeContext(request), request.body);
        deps.counters.imported('done');
        return result;
      } catch (error) {
        deps.counters.imported('refused');
        throw error;
      }
    },
    { bodyLimit: IMPORT_BODY_LIMIT },
  );
}
