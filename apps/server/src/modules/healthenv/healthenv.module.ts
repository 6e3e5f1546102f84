import { healthenvRoutes as r } from '@halo/contract/healthenv';
import { healthenvAnalisiRoutes as a } from '@halo/contract/healthenv-analisi';
import type { Db } from '../../db/database.ts';
import { route } from '../../http/route.ts';
import { principalOf, writeContext } from '../../http/write-context.ts';
import type { ServerModule } from '../server-module.ts';
import { createAllerteService, EVALUATE_JOB, NOTICE_JOB, SILENCE_JOB } from './healthenv.allerte.ts';
import { createAnalisiService } from './healthenv.analisi.ts';
import { createImportService } from './healthenv.import.ts';
import { seedHealthenv } from './healthenv.seed.ts';
import { createHealthenvService } from './healthenv.service.ts';
import { iscrizioni } from './healthenv.tables.ts';

/** A CSV of 100,000 records is about 7 MB; the import takes up to 16 MB of text, as JSON. */
const IMPORT_BODY_LIMIT = 20 * 1024 * 1024;
const HOUR = 3_600_000;

/**
 * Health-environment monitoring (issue 17, docs/adr/0026, 0027): stations, sensors and measurement records, the four
 * calls of SPEC.md §7, a station's detail, exceedances, series, the air-quality index, thresholds, alerts and the
 * bulk import. Roles of the healthenv client decide (manifest), not group flags.
 */
export const healthenvModule: ServerModule = {
  name: 'healthenv',
  async register(app, deps) {
    // Stored records are looked at by the alerts' job, queued in the same transaction.
    const onRecords = async (stationIds: readonly number[], tx: Db) => {
      const at = new Date();
      for (const id of new Set(stationIds)) {
        await deps.jobs.enqueue(
          {
            kind: EVALUATE_JOB,
            key: `${EVALUATE_JOB}:${id}:${at.getTime()}`,
            runAt: at,
            payload: { postazione: id },
          },
          tx,
        );
      }
    };
    const service = createHealthenvService({
      db: deps.db,
      audit: deps.audit,
      regional: deps.services.regional,
      onRecords,
    });
    const imports = createImportService({ db: deps.db, audit: deps.audit, onRecords });
    const alerts = createAllerteService({
      db: deps.db,
      jobs: deps.jobs,
      identity: deps.identity,
      mailer: deps.mailer,
      publicUrl: deps.config.publicUrl,
    });
    const analisi = createAnalisiService({
      db: deps.db,
      audit: deps.audit,
      tiles: deps.config.healthenvTiles,
    });

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
    await deps.jobs.register(EVALUATE_JOB, (payload) => alerts.valuta(Number(payload.postazione)));
    await deps.jobs.register(NOTICE_JOB, (payload) => alerts.notify(payload));
    // Every hour, the stations gone silent; the next round is queued by this one (one per hour: the key).
    const nextSilenceRound = async (after: Date) => {
      const runAt = new Date(Math.floor(after.getTime() / HOUR) * HOUR + HOUR);
      await deps.jobs.enqueue({ kind: SILENCE_JOB, key: `${SILENCE_JOB}:${runAt.toISOString()}`, runAt });
    };
    await deps.jobs.register(SILENCE_JOB, async (_payload, job) => {
      await alerts.silenzio();
      await nextSilenceRound(job.now);
    });
    await nextSilenceRound(new Date());
  },
  // Demo mode only: the seed is two regions' data of 2022, real but not a deployment's own (docs/adr/0026).
  async seed(db, options) {
    if (!options.demo) return;
    const seeded = await seedHealthenv(db);
    // On the first start, the demo technician subscribes to the alerts' mail (the outbox shows them); a later
    // start keeps their choice.
    const technician = seeded.postazioni > 0 ? await options.demoUserId('tecnico.ambiente') : undefined;
    if (technician) await db.insert(iscrizioni).values({ utente: technician }).onConflictDoNothing();
  },
};
