import { readFileSync } from 'node:fs';
import path from 'node:path';
import { INQUINANTI, type Inquinante } from '@halo/contract/healthenv';
import { serverRoot } from '../../paths.ts';

/**
 * The seed files under ./data: 55 stations of ARPA Lombardia and ARPA Puglia (via the EEA), their sensors and the
 * daily means of 2022 (provenance, licences and columns in data/SOURCES.md).
 */

const dataFolder = path.join(serverRoot, 'src/modules/healthenv/data');

/** The CSVs of ./data hold no quoted field (SOURCES.md): a plain split is exact, and fast on 42,020 rows. */
function readCsv(file: string): Record<string, string>[] {
  const text = readFileSync(path.join(dataFolder, file), 'utf8').replace(/^\uFEFF/, '');
  if (text.includes('"')) throw new Error(`${file}: quoted fields are not expected`);
  const [header, ...lines] = text.split(/\r?\n/).filter((line) => line !== '');
  const names = (header ?? '').split(',');
  return lines.map((line) => {
    const cells = line.split(',');
    return Object.fromEntries(names.map((name, i) => [name, cells[i] ?? '']));
  });
}

const orNull = (value: string | undefined) => (value ? value : null);

function inquinante(code: string | undefined): Inquinante {
  if (!code || !(code in INQUINANTI)) throw new Error(`unknown pollutant ${code}`);
  return code as Inquinante;
}

export interface SeedStation {
  codice: string;
  nome: string;
  nomeCompleto: string;
  lat: number;
  lon: number;
  altitudine: number | null;
  comuneIstat: string;
  comuneNome: string;
  provincia: string;
  regione: string;
  tipo: string;
  zona: string;
  zonaQualitaAria: string | null;
  gestore: string;
  codiceGestore: string | null;
}

export function loadStations(): SeedStation[] {
  return readCsv('stations.csv').map((r) => ({
    codice: r.station_id ?? '',
    nome: r.name ?? '',
    nomeCompleto: r.display_name || (r.name ?? ''),
    lat: Number(r.lat),
    lon: Number(r.lon),
    altitudine: r.altitude_m ? Number(r.altitude_m) : null,
    comuneIstat: r.istat_comune ?? '',
    comuneNome: r.comune ?? '',
    provincia: r.province ?? '',
    regione: r.region ?? '',
    tipo: r.station_type ?? '',
    zona: r.area_type ?? '',
    zonaQualitaAria: orNull(r.aq_zone),
    gestore: r.source ?? '',
    codiceGestore: orNull(r.source_station_id),
  }));
}

export interface SeedSensor {
  codice: string;
  stazione: string;
  inquinante: Inquinante;
  unita: string;
  nomeFonte: string | null;
  attivoDal: string | null;
  attivoAl: string | null;
}

export function loadSensors(): SeedSensor[] {
  return readCsv('sensors.csv').map((r) => {
    const pollutant = inquinante(r.pollutant);
    if (r.unit !== INQUINANTI[pollutant].unita) throw new Error(`sensor ${r.sensor_id}: unit ${r.unit}`);
    return {
      codice: r.sensor_id ?? '',
      stazione: r.station_id ?? '',
      inquinante: pollutant,
      unita: r.unit,
      nomeFonte: orNull(r.source_name),
      attivoDal: orNull(r.start_date),
      attivoAl: orNull(r.end_date),
    };
  });
}

/** The rows of measurements-2022.csv: a start finding as many has nothing to read. */
export const SEED_RECORDS = 42_020;

export interface SeedMeasurement {
  sensore: string;
  /** The calendar day in local standard time (UTC+01:00, no DST), as the file writes it. */
  data: string;
  valore: number;
  /** `VA` (ARPA Lombardia, validated) or empty (the EEA block, verified reporting): both valid. */
  fonte: string;
  segnalazione: string | null;
}

export function loadMeasurements(): SeedMeasurement[] {
  const rows = readCsv('measurements-2022.csv');
  if (rows.length !== SEED_RECORDS) throw new Error(`measurements-2022.csv: ${rows.length} rows`);
  return rows.map((r) => ({
    sensore: r.sensor_id ?? '',
    data: r.date ?? '',
    valore: Number(r.value),
    fonte: r.source ?? '',
    segnalazione: orNull(r.qc_flag),
  }));
}
