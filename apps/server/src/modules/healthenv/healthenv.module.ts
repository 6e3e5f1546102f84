import type { Db } from '../../db/database.ts';
import type { ServerModule } from '../server-module.ts';
import { createAllerteRepository } from './healthenv.allerte.repository.ts';
import { createAllerteService, EVALUATE_JOB, NOTICE_JOB, SILENCE_JOB } from './healthenv.allerte.service.ts';
import { createAnalisiService } from './healthenv.analisi.service.ts';
import { createImportService } from './healthenv.import.service.ts';
import { healthenvRoutes } from './healthenv.routes.ts';
import { seedHealthenv } from './healthenv.seed.ts';
import { createHealthenvService } from './healthenv.service.ts';

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

    await healthenvRoutes(app, { service, analisi, alerts, imports, counters: deps.counters });
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
