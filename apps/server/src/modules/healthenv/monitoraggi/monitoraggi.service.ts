import { healthenvMessages as hm, type Inquinante } from '@halo/contract/healthenv';
import type { Monitoraggio, MonitoraggioCreate } from '@halo/contract/healthenv/monitoraggi';
import type { Db } from '../../../db/database.ts';
import { required } from '../../../db/rows.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { ConflictError, ValidationError } from '../../../errors.ts';
import type { WriteContext } from '../../../http/write-context.ts';
import type { AuditLog } from '../../audit/audit.service.ts';
import { DAY, dayOf, dayStart, HOUR, recordProblems } from '../healthenv.rules.ts';
import { createMonitoraggiRepository, type RecordRow, type SensorRow } from './monitoraggi.repository.ts';

export interface MonitoraggiDeps {
  db: Db;
  audit: Pick<AuditLog, 'recordWrite'>;
  clock?: () => Date;
  /** Called in the transaction that stored records of these stations (the alerts look at them afterwards). */
  onRecords?: (stationIds: readonly number[], tx: Db) => Promise<void>;
}

function recordView(row: RecordRow, sensor: SensorRow): Monitoraggio {
  return {
    id: row.id,
    sensoreId: row.sensoreId,
    postazioneId: sensor.postazioneId,
    inquinante: sensor.inquinante as Inquinante,
    periodo: row.periodo as Monitoraggio['periodo'],
    inizio: row.inizio.toISOString(),
    fine: row.fine.toISOString(),
    data: row.periodo === 'giorno' ? dayOf(row.inizio) : null,
    valore: row.valore,
    unita: sensor.unita as Monitoraggio['unita'],
    validita: row.validita as Monitoraggio['validita'],
    fonte: row.fonte,
    segnalazione: row.segnalazione,
  };
}

/** One measurement record of a sensor, written by hand (docs/adr/0026). */
export function createMonitoraggiService(deps: MonitoraggiDeps) {
  const { db } = deps;
  const repo = createMonitoraggiRepository(db);
  const now = deps.clock ?? (() => new Date());

  return {
    /**
     * POST /api/healthenv/monitoraggio/add: one record. The schema refuses negative values and missing-value codes;
     * here the sensor decides the rest (its unit, its active period, the pollutant's plausible ceiling). A record
     * already there for the same sensor and start is a 409, or is replaced when `sostituisci` is true.
     */
    async aggiungiMonitoraggio(
      ctx: WriteContext,
      input: MonitoraggioCreate,
    ): Promise<{ created: boolean; body: Monitoraggio }> {
      const found = await repo.findSensor(input.sensoreId);
      if (!found) {
        throw new ValidationError(
          [{ path: 'body.sensoreId', message: hm.sensoreNotFound }],
          hm.sensoreNotFound,
        );
      }
      const { sensor } = found;
      if (found.archived) {
        throw new ConflictError(hm.postazioneArchiviata, [
          { path: 'body.sensoreId', message: hm.postazioneArchiviata },
        ]);
      }
      const timePath = input.periodo === 'giorno' ? 'body.data' : 'body.inizio';
      const inizio = input.periodo === 'giorno' ? dayStart(input.data) : new Date(input.inizio);
      const fine = new Date(inizio.getTime() + (input.periodo === 'giorno' ? DAY : HOUR));
      const problems = recordProblems(
        sensor,
        { inizio, fine, valore: input.valore, unita: input.unita },
        now(),
      ).map((p) => ({ path: p.field === 'tempo' ? timePath : `body.${p.field}`, message: p.message }));
      if (problems.length > 0) throw new ValidationError(problems);

      const values = {
        sensoreId: sensor.id,
        periodo: input.periodo,
        inizio,
        fine,
        valore: input.valore,
        validita: input.validita,
        fonte: input.fonte,
        segnalazione: null,
      };
      return inTransaction(db, async (tx) => {
        const inserted = await repo.insertRecord(values, tx);
        let row = inserted;
        if (!row) {
          if (!input.sostituisci) {
            throw new ConflictError(hm.duplicato, [{ path: timePath, message: hm.duplicato }]);
          }
          row = await repo.replaceRecord(values, now(), tx);
        }
        const saved = required(row, 'healthenv.monitoraggio');
        await deps.onRecords?.([sensor.postazioneId], tx);
        await deps.audit.recordWrite(
          ctx,
          {
            entity: 'healthenv.monitoraggi',
            entityId: saved.id,
            action: inserted ? 'create' : 'update',
            details: { sensoreId: sensor.id, inizio: inizio.toISOString() },
          },
          tx,
        );
        return { created: inserted !== undefined, body: recordView(saved, sensor) };
      });
    },
  };
}

export type MonitoraggiService = ReturnType<typeof createMonitoraggiService>;
