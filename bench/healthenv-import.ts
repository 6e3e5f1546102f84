import { signIn } from '../apps/server/test/oidc-client.ts';
import { benchmark, measure, record, table as resultTable, runFacts, type Server } from './harness.ts';

/**
 * The bulk import of measurement records (issue 17: ≥ 20,000 rows/s on PGlite for 100,000 rows, checks included):
 * 100,000 hourly values of seeded sensors over 2023–2024, a period the seed does not hold, posted as one CSV three
 * times — a preview, the import, the same file again replacing every value. Then the read the station's chart
 * makes of a year of hourly PM10 (issue 17: p99 ≤ 50 ms), alone on one connection. Same harness as the other benchmarks:
 * the app in a child process on a fresh PGlite (or `BENCH_DATABASE_URL`), the requests from this one.
 */

const COMMAND = 'npm run bench -- healthenv-import';
const PASSWORD = 'halo-demo';
const ROWS = 100_000;
const SENSORS = 6;
const GOAL_ROWS_PER_S = 20_000;
const HOUR = 3_600_000;
/** 2023-01-01 00:00 in UTC+01:00, the ARPA files' time. */
const FROM = Date.UTC(2022, 11, 31, 23);

const ON_POSTGRES = Boolean(process.env.BENCH_DATABASE_URL);

function serverEnv(base: string) {
  const postgres = process.env.BENCH_DATABASE_URL;
  return {
    NODE_ENV: 'test',
    DEMO: 'true',
    PUBLIC_URL: base,
    ACCESS_TOKEN_TTL: '3600',
    ...(postgres && { DATABASE_URL: postgres }),
  };
}

async function call(base: string, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

interface Sensor {
  codice: string;
  inquinante: string;
  unita: string;
  attivoDal: string | null;
  attivoAl: string | null;
}

/** Analysers of seeded stations active over the whole period: one PM10 first (the chart's read), then NO2, O3, CO. */
async function hourlySensors(base: string, token: string) {
  const { body } = await call(base, token, 'GET', '/api/healthenv/postazioni/all');
  const stations = body as unknown as { id: number; codice: string; sensori: Sensor[] }[];
  const active = (kinds: string[]) =>
    stations.flatMap((p) =>
      p.sensori
        .filter((s) => kinds.includes(s.inquinante))
        .filter((s) => s.attivoAl === null && (s.attivoDal ?? '') < '2023-01-01')
        .map((s) => ({ ...s, postazione: p.codice, postazioneId: p.id })),
    );
  const found = [...active(['PM10']).slice(0, 1), ...active(['NO2', 'O3', 'CO'])];
  if (found.length < SENSORS || found[0]?.inquinante !== 'PM10')
    throw new Error(`only ${found.length} sensors`);
  return found.slice(0, SENSORS);
}

/**
 * Plausible hourly means: a daily cycle (NO2 and CO peak with the traffic, O3 in the afternoon), a seasonal one and
 * noise from a fixed-seed generator, so every run posts the same file; one value in a hundred is invalid.
 */
function generateCsv(sensors: (Sensor & { postazione: string })[]) {
  let seed = 17;
  const noise = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31 - 0.5;
  };
  const lines = ['station_id,sensor_id,pollutant,datetime,value,unit,validity,qc_flag,source'];
  for (let hour = 0; lines.length <= ROWS; hour++) {
    const start = FROM + hour * HOUR;
    const local = new Date(start + HOUR);
    const h = local.getUTCHours();
    const winter = Math.cos(((local.getUTCMonth() + 0.5) / 12) * 2 * Math.PI);
    const stamp = `${local.toISOString().slice(0, 19)}+01:00`;
    for (const s of sensors) {
      if (lines.length > ROWS) break;
      const traffic = Math.exp(-((h - 8) ** 2) / 6) + 0.8 * Math.exp(-((h - 19) ** 2) / 8);
      const value =
        s.inquinante === 'O3'
          ? Math.max(2, 60 - 35 * winter + 45 * Math.sin(((h - 9) / 24) * 2 * Math.PI) + 12 * noise())
          : s.inquinante === 'CO'
            ? Math.max(0.1, 0.5 + 0.3 * winter + 0.6 * traffic + 0.1 * noise())
            : s.inquinante === 'PM10'
              ? Math.max(2, 28 + 18 * winter + 12 * traffic + 8 * noise())
              : Math.max(3, 35 + 15 * winter + 30 * traffic + 10 * noise());
      const validity = noise() > 0.49 ? 'NV' : 'VA';
      lines.push(
        `${s.postazione},${s.codice},${s.inquinante},${stamp},${value.toFixed(s.inquinante === 'CO' ? 2 : 1)},${s.unita},${validity},,arpa_lombardia`,
      );
    }
  }
  return lines.join('\n');
}

async function timed(base: string, token: string, body: Record<string, unknown>) {
  const began = performance.now();
  const answer = await call(base, token, 'POST', '/api/healthenv/monitoraggi/import', body);
  const seconds = (performance.now() - began) / 1000;
  if (answer.status !== 200 || answer.body.erroriTotali !== 0) {
    throw new Error(`import answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 500)}`);
  }
  return { seconds, rate: Math.round(ROWS / seconds), body: answer.body };
}

async function main({ base, startup }: Server) {
  const token = (await signIn(base, 'superadmin', PASSWORD)).tokens.access_token ?? '';
  const sensors = await hourlySensors(base, token);
  const csv = generateCsv(sensors);
  const megabytes = (Buffer.byteLength(csv) / 2 ** 20).toFixed(1);

  const runs = [
    { name: 'preview (`anteprima: true`): every check, nothing written', body: { csv, anteprima: true } },
    { name: 'import: checks, then 100,000 new records in one transaction', body: { csv } },
    {
      name: 'the same file again with `sostituisci: true`: 100,000 replaced',
      body: { csv, sostituisci: true },
    },
  ];
  const results = [];
  for (const run of runs) {
    const result = await timed(base, token, run.body);
    console.log(`${run.name}: ${result.rate} rows/s (${result.seconds.toFixed(2)} s)`);
    results.push({ ...run, ...result });
  }
  const [, imported, replaced] = results;
  if (imported?.body.nuove !== ROWS || replaced?.body.sostituite !== ROWS) {
    throw new Error(`wrong counts: ${imported?.body.nuove} new, ${replaced?.body.sostituite} replaced`);
  }

  // The station's chart of a year of hourly PM10: 8,760 points with their validity.
  const pm10 = sensors[0];
  const series = await measure(base, {
    name: `a year of hourly PM10 (\`serie?periodo=ora\`, ${pm10?.codice}, 2023: 8,760 points)`,
    path: `/api/healthenv/postazioni/${pm10?.postazioneId}/serie?inquinante=PM10&da=2023-01-01&a=2023-12-31&periodo=ora`,
    headers: { authorization: `Bearer ${token}` },
    connections: 1,
  });
  if (series.row.failed > 0) throw new Error('the series read failed');

  const table = [
    '| Request | Rows/s | Seconds |',
    '|---|---:|---:|',
    ...results.map((r) => `| ${r.name} | ${r.rate} | ${r.seconds.toFixed(2)} |`),
  ].join('\n');
  console.log(`\n${table}`);
  const output = [
    `## Health environment: bulk import of measurement records${ON_POSTGRES ? ' on PostgreSQL' : ''}`,
    '',
    ...runFacts(COMMAND, import.meta.filename),
    `- Setup: ${ON_POSTGRES ? 'the server on PostgreSQL (BENCH_DATABASE_URL, an empty database on the same machine) instead of PGlite; ' : ''}the demo data (DEMO=true, NODE_ENV=test, ${startup} ms from spawn to listening, the 42,020 seeded records included). One CSV of ${ROWS.toLocaleString('en')} hourly values (${megabytes} MB) of ${SENSORS} seeded analysers (one PM10, then NO2, O3 and CO) (${sensors.map((s) => s.codice).join(', ')}) over 2023–2024, posted by \`superadmin\` to \`POST /api/healthenv/monitoraggi/import\` three times in a row over plain \`fetch\`; each time is the whole request, upload and answer included. Goal: ${GOAL_ROWS_PER_S.toLocaleString('en')} rows/s on PGlite.`,
    '',
    table,
    '',
    resultTable([series.row]),
    '',
    `The chart's read alone on one connection (goal: p99 ≤ 50 ms): the year's hourly records of the station's PM10 sensor through the \`(sensore_id, inizio)\` index as one text, placed in the answer's columns (8,760 values, the provisional ones' indices) and summarised in TypeScript, the answer checked by its zod schema and compressed.`,
    '',
    'Each row passes the checks of a single record (sensor, station, pollutant and unit, the time, the value, the validity), all in memory: the sensors the file names are read once. The database is asked which rows it already holds: first whether each sensor has any record in the file’s period of it (one statement, one index probe per sensor: for new data, as in the first two requests, that is all), then, for the sensors that have some (the third request), one statement per 10,000 rows probing the `(sensore_id, inizio)` index row by row, and the rows go in with one `INSERT … SELECT … FROM json_to_recordset($1::json)` per 10,000 rows, all in one transaction (docs/adr/0026).',
  ].join('\n');
  record(ON_POSTGRES ? 'healthenv-import-postgres' : 'healthenv-import', output);
}

await benchmark({ script: import.meta.filename, env: serverEnv, run: main });
