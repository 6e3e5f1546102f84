import { healthenvMessages as hm, INQUINANTI, type Inquinante } from '@halo/contract/healthenv';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/**
 * A daily value covers a calendar day in local standard time, UTC+01:00 all year (the EEA's and ARPA's
 * convention, and the seed file's): so every day has 24 hours, also on the days clocks change.
 */
export const dayStart = (data: string) => new Date(`${data}T00:00:00+01:00`);
/** The day (UTC+01:00) an instant falls in. */
export const dayOf = (instant: Date | number) =>
  new Date((typeof instant === 'number' ? instant : instant.getTime()) + HOUR).toISOString().slice(0, 10);

/** What a record's checks need to know of its sensor. */
export interface RuleSensor {
  inquinante: string;
  unita: string;
  attivoDal: string | null;
  attivoAl: string | null;
}

export interface RecordToCheck {
  inizio: Date;
  fine: Date;
  valore: number;
  unita?: string | undefined;
}

/** A problem of one record, by the field it concerns: the caller names the field its own way. */
export interface RecordProblem {
  field: 'unita' | 'valore' | 'tempo';
  message: string;
}

/**
 * The checks a record passes against its sensor, the same for a single record and for every row of an import
 * (docs/adr/0026): the sensor's unit, the pollutant's plausible ceiling, a period already over, the sensor's
 * active period. Negative values and missing-value codes are refused before (schema or row parsing).
 */
export function recordProblems(sensor: RuleSensor, record: RecordToCheck, now: Date): RecordProblem[] {
  const problems: RecordProblem[] = [];
  if (record.unita !== undefined && record.unita !== sensor.unita) {
    problems.push({ field: 'unita', message: `${hm.unita} (${sensor.unita})` });
  }
  const ceiling = INQUINANTI[sensor.inquinante as Inquinante]?.massimo;
  if (ceiling !== undefined && record.valore > ceiling) {
    problems.push({
      field: 'valore',
      message: `${hm.impossibile} (${sensor.inquinante}: oltre ${ceiling} ${sensor.unita})`,
    });
  }
  if (record.fine.getTime() > now.getTime()) {
    problems.push({ field: 'tempo', message: hm.futuro });
  }
  const firstDay = dayOf(record.inizio);
  const lastDay = dayOf(record.fine.getTime() - 1);
  if ((sensor.attivoDal && lastDay < sensor.attivoDal) || (sensor.attivoAl && firstDay > sensor.attivoAl)) {
    problems.push({
      field: 'tempo',
      message: `${hm.inattivo} (dal ${sensor.attivoDal ?? '…'} al ${sensor.attivoAl ?? '…'})`,
    });
  }
  return problems;
}
