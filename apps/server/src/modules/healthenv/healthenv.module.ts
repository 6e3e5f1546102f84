// The contract's schemas in the order the OpenAPI document has always listed them (it lists them in the order
// their modules load, and the features' imports below are sorted by name): one feature after the other.
import '@halo/contract/healthenv/postazioni';
import '@halo/contract/healthenv/monitoraggi';
import '@halo/contract/healthenv/soglie';
import '@halo/contract/healthenv/postazione';
import '@halo/contract/healthenv/indice';
import '@halo/contract/healthenv/rapporto';
import '@halo/contract/healthenv/mappa';
import '@halo/contract/healthenv/allerte';
import '@halo/contract/healthenv/import';

import type { Db } from '../../db/database.ts';
import type { ServerModule } from '../server-module.ts';
import { createAllerteRepository } from './allerte/allerte.repository.ts';
import { allerteRoutes } from './allerte/allerte.routes.ts';
import { createAllerteService, EVALUATE_JOB, NOTICE_JOB, SILENCE_JOB } from './allerte/allerte.service.ts';
import { seedHealthenv } from './healthenv.seed.ts';
import { importRoutes } from './import/import.routes.ts';
import { createImportService } from './import/import.service.ts';
import { indiceRoutes } from './indice/indice.routes.ts';
import { createIndiceService } from './indice/indice.service.ts';
import { mappaRoutes } from './mappa/mappa.routes.ts';
import { monitoraggiRoutes } from './monitoraggi/monitoraggi.routes.ts';
import { createMonitoraggiService } from './monitoraggi/monitoraggi.service.ts';
import { postazioneRoutes } from './postazione/postazione.routes.ts';
import { createPostazioneService } from './postazione/postazione.service.ts';
import { postazioniRoutes } from './postazioni/postazioni.routes.ts';
import { createPostazioniService } from './postazioni/postazioni.service.ts';
import { rapportoRoutes } from './rapporto/rapporto.routes.ts';
import { createRapportoService } from './rapporto/rapporto.service.ts';
import { soglieRoutes } from './soglie/soglie.routes.ts';
import { createSoglieService } from './soglie/soglie.service.ts';

const HOUR = 3_600_000;

/**
 * Health-environment monitoring (issue 17, docs/adr/0026, 0027), one folder per feature: stations (postazioni),
 * records (monitoraggi), a station's analyses (postazione), the air-quality index (indice), the annual report
 * (rapporto), the map, thresholds (soglie), alerts (allerte) and the bulk import. Roles of the healthenv client
 * decide (manifest), not group flags.
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
    const { db, audit } = deps;
    const postazioni = createPostazioniService({ db, audit, regional: deps.services.regional });
    const monitoraggi = createMonitoraggiService({ db, audit, onRecords });
    const imports = createImportService({ db, audit, onRecords });
    const alerts = createAllerteService({
      db,
      jobs: deps.jobs,
      identity: deps.identity,
      mailer: deps.mailer,
      publicUrl: deps.config.publicUrl,
      events: deps.events,
    });
    // In this order: the OpenAPI document lists the calls as they are registered.
    await postazioniRoutes(app, { postazioni });
    await monitoraggiRoutes(app, { monitoraggi });
    await postazioneRoutes(app, { postazione: createPostazioneService({ db }) });
    await indiceRoutes(app, { indice: createIndiceService({ db }) });
    await rapportoRoutes(app, { rapporto: createRapportoService({ db }) });
    await mappaRoutes(app, { tiles: deps.config.healthenvTiles });
    await soglieRoutes(app, { soglie: createSoglieService({ db, audit }) });
    await allerteRoutes(app, { alerts });
    await importRoutes(app, { imports, counters: deps.counters });
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
    if (technician) await createAllerteRepository(db).subscribe(technician);
  },
};
