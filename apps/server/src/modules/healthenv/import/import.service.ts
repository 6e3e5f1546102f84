import {
  CODICI_VALORE_MANCANTE,
  healthenvMessages as hm,
  type Inquinante,
  type validitaMonitoraggio,
} from '@halo/contract/healthenv';
import {
  healthenvImportMessages as am,
  type ErroreRiga,
  type ImportEsito,
  type importSchema,
} from '@halo/contract/healthenv/import';
import type { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { ConflictError, type ErrorDetail, ValidationError } from '../../../errors.ts';
import type { WriteContext } from '../../../http/write-context.ts';
import type { AuditLog } from '../../audit/audit.service.ts';
import { DAY, dayStart, HOUR, recordProblems } from '../healthenv.rules.ts';
import { createImportRepository } from './import.repository.ts';

export interface ImportDeps {
  db: Db;
  audit: Pick<AuditLog, 'recordWrite'>;
  clock?: () => Date;
  /** Called in the import's transaction with the stations it wrote to (the alerts look at them afterwards). */
  onRecords?: (stationIds: readonly number[], tx: Db) => Promise<void>;
}

type ImportInput = z.output<typeof importSchema>;
type Validita = (typeof validitaMonitoraggio)[number];

const MAX_ROWS = 200_000;
/** Rows per statement: one JSON parameter of about 1 MB (docs/adr/0026, the seed's technique). */
const CHUNK = 10_000;
const LISTED_ERRORS = 1000;
/** Errors a refused import names in its 400's details; the preview lists up to `LISTED_ERRORS`. */
const DETAILED_ERRORS = 100;
const SAMPLE = 20;

/**
 * Row problems the record rules do not already word (healthenv.ts, healthenv.rules.ts). The preview shows them to
 * the operator on the import screen: they speak of the file's columns and the screen's options, not of the API.
 */
export const importMessages = {
  campi: (found: number, expected: number) => `La riga ha ${found} campi, l’intestazione ${expected}.`,
  virgolette: 'Riga non leggibile: virgolette non chiuse o testo dopo le virgolette di chiusura.',
  sensoreMancante: 'Indicare il codice del sensore.',
  postazioneMancante: 'Indicare il codice della postazione.',
  postazioneInesistente: (codice: string) => `La postazione ${codice} non esiste.`,
  postazione: (indicata: string, sua: string) =>
    `Il sensore non appartiene alla postazione ${indicata}: è della postazione ${sua}.`,
  duplicato: `${hm.duplicato} Per sostituirlo scegliere «Sostituisci i valori già presenti» e controllare di nuovo.`,
  inquinante: (inquinante: string) => `Il sensore misura ${inquinante}.`,
  tempoMancante: 'Indicare il giorno (date) o l’inizio dell’ora (datetime).',
  tempoDoppio: 'Indicare il giorno (date) oppure l’inizio dell’ora (datetime), non entrambi.',
  data: 'Giorno non valido (AAAA-MM-GG).',
  istante: 'Inizio non valido (ISO 8601 con fuso, es. 2024-03-31T02:00:00+02:00).',
  scoccare: 'Un valore orario inizia allo scoccare dell’ora.',
  valore: 'Valore non valido.',
  validita: 'Validità: VA, NV o PR (oppure valid, invalid, provisional).',
  fonte: 'Fonte troppo lunga (al massimo 100 caratteri).',
  ripetuta: (riga: number) => `Stesso sensore e istante della riga ${riga}.`,
} as const;
const rm = importMessages;

const REQUIRED_COLUMNS = ['station_id', 'sensor_id', 'pollutant', 'value'] as const;

const VALIDITA = new Map<string, Validita>([
  ['va', 'valid'],
  ['valid', 'valid'],
  ['v', 'valid'],
  ['nv', 'invalid'],
  ['invalid', 'invalid'],
  ['n', 'invalid'],
  ['pr', 'provisional'],
  ['provisional', 'provisional'],
  ['p', 'provisional'],
]);

// ---------------------------------------------------------------------------------------------------------------
// CSV

export interface CsvRecord {
  /** The file line the record starts on (1 = the header). */
  line: number;
  cells: string[];
  /** An unclosed quote, or text between a closing quote and the separator. */
  malformed: boolean;
}

const QUOTE = 34;
const LF = 10;
const CR = 13;

const linesIn = (text: string) => {
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  return n;
};

/**
 * RFC 4180 records: fields separated by `separator`, records by CRLF, LF or CR; a field in double quotes may hold
 * separators, line breaks and `""` for a quote. Written here rather than taken from a library: this much is all an
 * import needs, and a scan by character codes keeps 100,000 rows within a few tens of milliseconds.
 */
export function parseCsv(text: string, separator: ',' | ';'): CsvRecord[] {
  const sep = separator.charCodeAt(0);
  const n = text.length;
  const records: CsvRecord[] = [];
  const plainEnd = (from: number) => {
    let j = from;
    while (j < n) {
      const c = text.charCodeAt(j);
      if (c === sep || c === LF || c === CR) break;
      j++;
    }
    return j;
  };
  let i = 0;
  let line = 1;
  while (i < n) {
    const record: CsvRecord = { line, cells: [], malformed: false };
    for (;;) {
      let cell = '';
      if (text.charCodeAt(i) === QUOTE) {
        let from = i + 1;
        for (;;) {
          const quote = text.indexOf('"', from);
          const part = text.slice(from, quote === -1 ? n : quote);
          cell += part;
          line += linesIn(part);
          if (quote === -1) {
            record.malformed = true;
            i = n;
            break;
          }
          if (text.charCodeAt(quote + 1) === QUOTE) {
            cell += '"';
            from = quote + 2;
            continue;
          }
          i = quote + 1;
          break;
        }
        const end = plainEnd(i);
        if (end > i) {
          record.malformed = true;
          cell += text.slice(i, end);
          i = end;
        }
      } else {
        const end = plainEnd(i);
        cell = text.slice(i, end);
        i = end;
      }
      record.cells.push(cell);
      if (i < n && text.charCodeAt(i) === sep) {
        i++;
        continue;
      }
      break;
    }
    if (text.charCodeAt(i) === CR) i++;
    if (text.charCodeAt(i) === LF) i++;
    line++;
    records.push(record);
  }
  return records;
}

/** The separator the header uses: `;` when it has more of them than commas (Excel in Italy), else `,`. */
function separatorOf(text: string): ',' | ';' {
  const end = text.search(/[\r\n]/);
  const header = end === -1 ? text : text.slice(0, end);
  const count = (c: string) => header.split(c).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

const csvError = (message: string) => new ValidationError([{ path: 'body.csv', message }], message);

/** The header's columns by name and the data records (blank lines left out), or a 400 on `body.csv`. */
function readFile(csv: string) {
  const text = csv.charCodeAt(0) === 0xfeff ? csv.slice(1) : csv;
  const separator = separatorOf(text);
  const [header, ...all] = parseCsv(text, separator);
  const names = (header?.cells ?? []).map((name) => name.trim().toLowerCase());
  const column = (name: string) => {
    const at = names.indexOf(name);
    return at === -1 ? undefined : at;
  };
  const columns = {
    station_id: column('station_id'),
    sensor_id: column('sensor_id'),
    pollutant: column('pollutant'),
    date: column('date'),
    datetime: column('datetime'),
    value: column('value'),
    unit: column('unit'),
    validity: column('validity'),
    qc_flag: column('qc_flag'),
    source: column('source'),
  };
  if (
    header?.malformed ||
    REQUIRED_COLUMNS.some((name) => columns[name] === undefined) ||
    (columns.date === undefined && columns.datetime === undefined)
  ) {
    throw csvError(am.importIntestazione);
  }
  // Excel leaves rows of bare separators after the data; they are not rows to refuse.
  const records = all.filter((r) => r.malformed || r.cells.some((cell) => cell.trim() !== ''));
  if (records.length === 0) throw csvError(am.importVuoto);
  if (records.length > MAX_ROWS) throw csvError(am.importTroppeRighe);
  return { separator, width: names.length, columns, records };
}

// ---------------------------------------------------------------------------------------------------------------
// Values

const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:[Zz]|([+-])(\d{2})(?::?(\d{2}))?)$/;

// Date.UTC reads years 0–99 as 1900–1999: no measurement is that old anyway.
const isDay = (y: number, m: number, d: number) =>
  y >= 1000 && m >= 1 && m <= 12 && d >= 1 && d <= new Date(Date.UTC(y, m, 0)).getUTCDate();

/** The start of the day `YYYY-MM-DD` (UTC+01:00, dayStart), or NaN. */
function parseDay(text: string): number {
  const m = DATE.exec(text);
  if (!m || !isDay(Number(m[1]), Number(m[2]), Number(m[3]))) return Number.NaN;
  return dayStart(text).getTime();
}

/**
 * An instant, ISO 8601 with its offset (`Z`, `+02:00`, `+0200`, `+02`; a space for the `T` as PostgreSQL writes
 * it), or NaN. By hand, because Date.parse takes 30 February and 24:00 without a word.
 */
function parseInstant(text: string): number {
  const m = INSTANT.exec(text);
  if (!m) return Number.NaN;
  const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4], m[5], m[6]].map((p) => Number(p ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const offsetH = Number(m[9] ?? 0);
  const offsetM = Number(m[10] ?? 0);
  if (!isDay(y, mo, d) || h > 23 || mi > 59 || s > 59 || offsetH > 23 || offsetM > 59) return Number.NaN;
  const fraction = Number(`0.${m[7] ?? '0'}`) * 1000;
  const offset = (m[8] === '-' ? -1 : 1) * (offsetH * 60 + offsetM) * 60_000;
  return Date.UTC(y, mo - 1, d, h, mi, s) + fraction - offset;
}

// ---------------------------------------------------------------------------------------------------------------
// Rows

interface KnownSensor {
  id: number;
  codice: string;
  inquinante: string;
  unita: string;
  attivoDal: string | null;
  attivoAl: string | null;
  postazioneId: number;
  postazione: string;
  archiviata: boolean;
}

/** A row whose sensor and start are known: it can be a duplicate, and is written when `ok`. */
interface Row {
  riga: number;
  sensor: KnownSensor;
  periodo: 'ora' | 'giorno';
  inizio: number;
  timeColumn: 'date' | 'datetime';
  valore: number;
  validita: Validita;
  fonte: string;
  segnalazione: string | null;
  ok: boolean;
  exists: boolean;
}

/** Each row checked as a single record is (monitoraggi/monitoraggi.service.ts `aggiungiMonitoraggio`), in memory. */
function checkRows(
  file: ReturnType<typeof readFile>,
  sensorsByCode: Map<string, KnownSensor>,
  stations: ReadonlySet<string>,
  input: ImportInput,
  now: Date,
) {
  const { columns: c, width, separator } = file;
  const errors: ErroreRiga[] = [];
  const rows: Row[] = [];
  const firstOf = new Map<string, number>();
  const cell = (cells: string[], at: number | undefined) =>
    at === undefined ? '' : (cells[at] ?? '').trim();

  for (const record of file.records) {
    const riga = record.line;
    const problems: ErroreRiga[] = [];
    const problem = (colonna: string | null, messaggio: string) =>
      problems.push({ riga, colonna, messaggio });
    if (record.malformed) {
      errors.push({ riga, colonna: null, messaggio: rm.virgolette });
      continue;
    }
    const { cells } = record;
    if (cells.length !== width) {
      errors.push({ riga, colonna: null, messaggio: rm.campi(cells.length, width) });
      continue;
    }

    const station = cell(cells, c.station_id);
    const stationKnown = stations.has(station);
    if (station === '') problem('station_id', rm.postazioneMancante);
    else if (!stationKnown) problem('station_id', rm.postazioneInesistente(station));
    const code = cell(cells, c.sensor_id);
    const sensor = sensorsByCode.get(code);
    if (!sensor) problem('sensor_id', code === '' ? rm.sensoreMancante : hm.sensoreNotFound);
    else {
      if (station !== sensor.postazione) {
        if (stationKnown) problem('station_id', rm.postazione(station, sensor.postazione));
      } else if (sensor.archiviata) {
        problem('station_id', hm.postazioneArchiviata);
      }
      if (cell(cells, c.pollutant) !== sensor.inquinante) {
        problem('pollutant', rm.inquinante(sensor.inquinante));
      }
    }

    const day = cell(cells, c.date);
    const instant = cell(cells, c.datetime);
    const timeColumn = instant !== '' || c.date === undefined ? 'datetime' : 'date';
    const periodo = timeColumn === 'datetime' ? 'ora' : 'giorno';
    let inizio = Number.NaN;
    if (day !== '' && instant !== '') problem('datetime', rm.tempoDoppio);
    else if (day === '' && instant === '') problem(timeColumn, rm.tempoMancante);
    else if (periodo === 'giorno') {
      inizio = parseDay(day);
      if (Number.isNaN(inizio)) problem('date', rm.data);
    } else {
      inizio = parseInstant(instant);
      if (Number.isNaN(inizio)) problem('datetime', rm.istante);
      else if (inizio % HOUR !== 0) {
        problem('datetime', rm.scoccare);
        inizio = Number.NaN;
      }
    }

    const text = cell(cells, c.value);
    const number = separator === ';' ? text.replace(',', '.') : text;
    const valore = NUMBER.test(number) ? Number(number) : Number.NaN;
    if (Number.isNaN(valore)) problem('value', rm.valore);
    else if ((CODICI_VALORE_MANCANTE as readonly number[]).includes(valore)) {
      problem('value', hm.codiceMancante);
    } else if (valore < 0) problem('value', hm.negativo);

    const unit = cell(cells, c.unit).replaceAll('\u03bc', 'µ');
    if (sensor && !Number.isNaN(inizio)) {
      const fine = inizio + (periodo === 'ora' ? HOUR : DAY);
      const found = recordProblems(
        sensor,
        {
          inizio: new Date(inizio),
          fine: new Date(fine),
          valore: Number.isNaN(valore) || valore < 0 ? 0 : valore,
          unita: unit === '' ? undefined : unit,
        },
        now,
      );
      for (const p of found) {
        problem(p.field === 'tempo' ? timeColumn : p.field === 'unita' ? 'unit' : 'value', p.message);
      }
    }

    const validityText = cell(cells, c.validity);
    const validita =
      validityText === '' ? input.validitaPredefinita : VALIDITA.get(validityText.toLowerCase());
    if (!validita) problem('validity', rm.validita);
    const fonte = cell(cells, c.source) || input.fonte;
    if (fonte.length > 100) problem('source', rm.fonte);

    if (sensor && !Number.isNaN(inizio)) {
      const key = `${sensor.id}|${inizio}`;
      const first = firstOf.get(key);
      if (first !== undefined) problem(timeColumn, rm.ripetuta(first));
      else firstOf.set(key, riga);
      rows.push({
        riga,
        sensor,
        periodo,
        inizio,
        timeColumn,
        valore,
        validita: validita ?? 'provisional',
        fonte,
        segnalazione: cell(cells, c.qc_flag) || null,
        ok: problems.length === 0,
        exists: false,
      });
    }
    errors.push(...problems);
  }
  return { errors, rows };
}

const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, k) => items.slice(k * CHUNK, (k + 1) * CHUNK));

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Bulk import of measurement records from CSV (issue 17, docs/adr/0026): every row passes the checks of a single
 * record, errors come back by file line and column, and only a file without errors is written, in one
 * transaction, with the seed's JSON-recordset insert.
 */
export function createImportService(deps: ImportDeps) {
  const { db } = deps;
  const repo = createImportRepository(db);
  const now = deps.clock ?? (() => new Date());

  /** The sensors the file names, with their station: one query, whatever the size of the file. */
  async function sensorsNamed(file: ReturnType<typeof readFile>): Promise<Map<string, KnownSensor>> {
    const at = file.columns.sensor_id ?? 0;
    const codes = [...new Set(file.records.map((r) => (r.cells[at] ?? '').trim()))].filter((c) => c !== '');
    if (codes.length === 0) return new Map();
    const found = await repo.sensorsByCode(codes);
    return new Map(
      found.map(({ archiviataIl, ...s }) => [s.codice, { ...s, archiviata: archiviataIl !== null }]),
    );
  }

  /** The codes of the stations the file names that exist (archived ones too): one query. */
  async function stationsNamed(file: ReturnType<typeof readFile>): Promise<Set<string>> {
    const at = file.columns.station_id ?? 0;
    const codes = [...new Set(file.records.map((r) => (r.cells[at] ?? '').trim()))].filter((c) => c !== '');
    if (codes.length === 0) return new Set();
    return new Set(await repo.stationCodes(codes));
  }

  /**
   * Marks the rows whose sensor and start the database already holds. First one index probe per sensor for any
   * record in the file's period of that sensor (for new data, usually none: nothing more to ask), then, for the
   * sensors that have some, one probe of the (sensore_id, inizio) index per row, one statement per chunk.
   */
  async function markExisting(rows: Row[]) {
    const periods = new Map<number, { s: number; lo: number; hi: number }>();
    for (const r of rows) {
      const p = periods.get(r.sensor.id);
      if (!p) periods.set(r.sensor.id, { s: r.sensor.id, lo: r.inizio, hi: r.inizio });
      else if (r.inizio < p.lo) p.lo = r.inizio;
      else if (r.inizio > p.hi) p.hi = r.inizio;
    }
    if (periods.size === 0) return;
    const ranges = [...periods.values()].map((p) => ({ s: p.s, lo: iso(p.lo), hi: iso(p.hi) }));
    const busy = new Set(await repo.sensorsWithRecords(ranges));
    for (const chunk of chunks(rows.filter((r) => busy.has(r.sensor.id)))) {
      const probe = chunk.map((r, i) => ({ i, s: r.sensor.id, t: iso(r.inizio) }));
      for (const i of await repo.existing(probe)) {
        const row = chunk[i];
        if (row) row.exists = true;
      }
    }
  }

  return {
    async importa(ctx: WriteContext, input: ImportInput): Promise<ImportEsito> {
      const file = readFile(input.csv);
      const checked = checkRows(file, await sensorsNamed(file), await stationsNamed(file), input, now());
      await markExisting(checked.rows);
      const errors = checked.errors;
      for (const row of checked.rows) {
        if (!row.exists || input.sostituisci) continue;
        errors.push({ riga: row.riga, colonna: row.timeColumn, messaggio: rm.duplicato });
        row.ok = false;
      }
      // Stable: within a row, the problems keep the order they were found in.
      errors.sort((a, b) => a.riga - b.riga);
      const valid = checked.rows.filter((r) => r.ok);
      let da = Number.POSITIVE_INFINITY;
      let a = Number.NEGATIVE_INFINITY;
      for (const r of valid) {
        if (r.inizio < da) da = r.inizio;
        if (r.inizio > a) a = r.inizio;
      }
      const sostituite = valid.filter((r) => r.exists).length;
      const esito: ImportEsito = {
        importato: false,
        righe: file.records.length,
        nuove: valid.length - sostituite,
        sostituite,
        errori: errors.slice(0, LISTED_ERRORS),
        erroriTotali: errors.length,
        postazioni: new Set(valid.map((r) => r.sensor.postazioneId)).size,
        da: valid.length > 0 ? iso(da) : null,
        a: valid.length > 0 ? iso(a) : null,
        esempio: valid.slice(0, SAMPLE).map((r) => ({
          riga: r.riga,
          postazione: r.sensor.postazione,
          sensore: r.sensor.codice,
          inquinante: r.sensor.inquinante as Inquinante,
          periodo: r.periodo,
          inizio: iso(r.inizio),
          valore: r.valore,
          validita: r.validita,
        })),
      };
      if (input.anteprima) return esito;
      if (errors.length > 0) {
        const details: ErrorDetail[] = errors.slice(0, DETAILED_ERRORS).map((e) => ({
          path: e.colonna === null ? `body.csv.${e.riga}` : `body.csv.${e.riga}.${e.colonna}`,
          message: e.messaggio,
        }));
        throw new ValidationError(details, am.importErrori);
      }

      const at = now().toISOString();
      // Without sostituisci a row already there is a conflict: checked above, and again here against a write that
      // came in between (DO NOTHING, then the count).
      const written = await inTransaction(db, async (tx) => {
        let nuove = 0;
        let tutte = 0;
        for (const chunk of chunks(valid)) {
          const records = chunk.map((r) => ({
            s: r.sensor.id,
            p: r.periodo,
            t: iso(r.inizio),
            v: r.valore,
            q: r.validita,
            f: r.fonte,
            g: r.segnalazione,
          }));
          const result = await repo.insertRecords(records, at, input.sostituisci, tx);
          nuove += result.nuove;
          tutte += result.tutte;
        }
        if (tutte < valid.length) {
          throw new ConflictError(rm.duplicato, [{ path: 'body.csv', message: rm.duplicato }]);
        }
        const totals = { righe: file.records.length, nuove, sostituite: tutte - nuove };
        await deps.onRecords?.([...new Set(valid.map((r) => r.sensor.postazioneId))], tx);
        // The records have no single id: the entry names the period they cover (ISO 8601 interval).
        await deps.audit.recordWrite(
          ctx,
          {
            entity: 'healthenv.monitoraggi',
            entityId: `${esito.da}/${esito.a}`,
            action: 'import',
            details: totals,
          },
          tx,
        );
        return totals;
      });
      return { ...esito, ...written, importato: true };
    },
  };
}

export type ImportService = ReturnType<typeof createImportService>;
