import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Request, Result } from 'autocannon';
import { postgresDatabase } from '../apps/server/test/databases.ts';
import { signIn, type Tokens, tokenRequest } from '../apps/server/test/oidc-client.ts';
import {
  type Column,
  childRole,
  measure,
  type Row,
  record,
  runFacts,
  type ServerProcess,
  seconds,
  startProcess,
  table,
  WARMUP_S,
} from './harness.ts';

/**
 * The read path near the ceiling (issue 30): what the server answers per second on its commonest reads — the
 * client configuration, the navigation of a signed-in citizen, public reference data, one hot read of each
 * application — as a share of what a bare Fastify route answers on the same Node, then all of them mixed at 100
 * connections, and the server's memory over a longer run of that mix. The server is the real one, started as
 * `npm start` starts it (scripts/start.ts, the server's bundle, configured by its environment alone) and again with
 * NODE_ENV=production; on PGlite, and on PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server
 * where a database may be created. Speed is reported against goals, never asserted: the run fails only on an
 * answer other than a 2xx or a connection error.
 */

const COMMAND = 'npm run bench -- read-path';
const SCRIPT = import.meta.filename;
const PASSWORD = 'halo-demo';
const MIX_CONNECTIONS = 100;
/** The mix (errors, p99), then the longer run of it whose memory is sampled; shortened only through the environment. */
const MIX_S = seconds('BENCH_MIX_S', 60);
const SOAK_S = seconds('BENCH_SOAK_S', 600);
const SAMPLE_S = 10;
/**
 * Each row and its reference are measured in turn this many times, ROUND_S seconds each after a ROUND_WARMUP_S
 * warm-up, and a row's share is the median of its rounds' shares: a minute in which the shared machine is slower
 * weighs on both figures of a round alike, and one unlucky round does not decide the share.
 */
const ROUNDS = 3;
const ROUND_S = seconds('BENCH_ROUND_S', 4);
const ROUND_WARMUP_S = seconds('BENCH_ROUND_WARMUP_S', 1);
/** Issue 30's goals. */
const GOAL = {
  /** `/api/config`, as a share of the bare route. */
  config: 0.5,
  /** Navigation reads, as a share of `/api/config`, and their p99. */
  navigation: 0.5,
  navigationP99: 15,
  /** Public reference reads, as a share of `/api/config`. */
  reference: 0.7,
  /** One hot read of each application: p99. */
  applicationP99: 20,
  /** The mix at 100 connections: p99; and its memory: RSS growth from the 2nd minute to the end. */
  mixP99: 100,
  growth: 0.1,
};
/** The PostgreSQL server on which each configuration gets a database of its own, created and dropped by the run. */
const POSTGRES = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;

type Kind = 'bare' | 'config' | 'navigation' | 'reference' | 'application';

interface Configuration {
  key: string;
  title: string;
  production: boolean;
}

const configurations: Configuration[] = [
  { key: 'read-path', title: 'as `npm start` starts it', production: false },
  { key: 'read-path-production', title: 'production (NODE_ENV=production)', production: true },
];

// -- signed-in users --------------------------------------------------------------------------------------------

/**
 * A demo user's tokens from the embedded provider's code flow, kept fresh with the refresh-token grant as the SPA
 * keeps them: the access token lives ACCESS_TOKEN_TTL (300 s by default), shorter than the run.
 */
interface Session {
  username: string;
  readonly token: string;
  /** Refreshes the access token unless it stays valid `seconds` more. */
  fresh(seconds: number): Promise<void>;
}

async function openSession(base: string, username: string): Promise<Session> {
  let tokens = await signedIn(base, username);
  let expiresAt = Date.now() + tokens.expires_in * 1000;
  return {
    username,
    get token() {
      return tokens.access_token;
    },
    async fresh(validFor: number) {
      if (expiresAt - Date.now() > validFor * 1000) {
        return;
      }
      const answer = await tokenRequest(base, {
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
      });
      const refreshed = (await answer.json()) as Partial<Tokens>;
      if (answer.status !== 200 || !refreshed.access_token) {
        throw new Error(
          `refreshing ${username}'s token answered ${answer.status}: ${JSON.stringify(refreshed)}`,
        );
      }
      tokens = { ...tokens, ...refreshed } as Tokens;
      expiresAt = Date.now() + tokens.expires_in * 1000;
    },
  };
}

async function signedIn(base: string, username: string): Promise<Tokens> {
  const { tokens } = await signIn(base, username, PASSWORD);
  if (!tokens.access_token || !tokens.refresh_token) {
    throw new Error(`no tokens for ${username}: ${JSON.stringify(tokens).slice(0, 300)}`);
  }
  return tokens;
}

/** Every `SAMPLE_S` seconds while a long run lasts, each token that would expire within 90 s is refreshed. */
function keepFresh(sessions: Session[]) {
  let failure: unknown = null;
  const timer = setInterval(() => {
    Promise.all(sessions.map((s) => s.fresh(90))).catch((error: unknown) => {
      failure ??= error;
    });
  }, SAMPLE_S * 1000);
  return () => {
    clearInterval(timer);
    if (failure) throw failure;
  };
}

// -- what is read -----------------------------------------------------------------------------------------------

interface Target {
  kind: Kind;
  name: string;
  path: string;
  /** Signed in as; public otherwise. */
  session?: Session;
  /** Said in the row's name before what the answer holds. */
  note?: string;
}

/** One plain request; anything but a 200 stops the run before the load starts. */
async function get(base: string, target: { path: string; session?: Session }) {
  const response = await fetch(`${base}${target.path}`, {
    headers: target.session ? { authorization: `Bearer ${target.session.token}` } : {},
  });
  if (response.status !== 200) {
    throw new Error(
      `GET ${target.path} answered ${response.status}: ${(await response.text()).slice(0, 300)}`,
    );
  }
  return (await response.json()) as unknown;
}

/** A local date in Rome, `days` from today (YYYY-MM-DD), as bench/calendar.ts asks for a month. */
function romeDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What an answer holds, for the row's name. */
function describe(target: Target, body: unknown): string {
  if (Array.isArray(body)) {
    return plural(body.length, 'item', 'items');
  }
  const value = body as Record<string, unknown>;
  if (Array.isArray(value.items)) {
    return `${value.items.length} of ${value.total}`;
  }
  if (target.path.includes('/serie')) {
    const serie = value as { valori?: unknown[] };
    return plural(serie.valori?.length ?? 0, 'period', 'periods');
  }
  const disponibilita = value.disponibilita as { slot?: unknown[] } | undefined;
  if (disponibilita?.slot) {
    return plural(disponibilita.slot.length, 'slot', 'slots');
  }
  if (target.path.endsWith('/me/permissions')) {
    return plural(Object.keys(value).length, 'section', 'sections');
  }
  return '';
}

/**
 * The rows of issue 30 on the demo data: the users sign in, the ids the paths need are looked up (Pro.Sa.'s
 * application, the demo vaccination clinic, the station of PM10 analyser 10273), and every path answers once.
 */
async function targetsOf(base: string) {
  const citizen = await openSession(base, 'cittadino');
  const doctor = await openSession(base, 'medico');
  const technician = await openSession(base, 'tecnico.ambiente');

  const applications = (await get(base, { path: '/api/v1/halo/app/bytoken', session: citizen })) as {
    id: number;
    clientId: string;
  }[];
  const prosa = applications.find((a) => a.clientId === 'prosa');
  if (!prosa) throw new Error('Pro.Sa. is not among the applications of cittadino');

  const calendars = (await get(base, { path: '/api/v1/calendar', session: citizen })) as {
    id: number;
    nome: string;
  }[];
  const clinic = calendars.find((c) => c.nome.startsWith('Vaccinazioni'));
  if (!clinic) throw new Error('the demo vaccination clinic is not bookable by cittadino');

  const stations = (await get(base, { path: '/api/healthenv/postazioni/all', session: technician })) as {
    id: number;
    codice: string;
    sensori: { codice: string }[];
  }[];
  const station = stations.find((s) => s.sensori.some((sensor) => sensor.codice === '10273'));
  if (!station) throw new Error('no station holds analyser 10273');

  // Rome's comuni, and the provinces and the ASL of its region (Lazio: the Ministry of Health's code, 120).
  const regional = '/api/v1/public/gestioneregionale';
  const regions = (await get(base, { path: `${regional}/regioni` })) as {
    codiceRegione: string;
    denominazioneRegione: string;
  }[];
  const lazio = regions.find((r) => r.denominazioneRegione === 'Lazio')?.codiceRegione;
  if (!lazio) throw new Error('no region named Lazio');

  const targets: Target[] = [
    { kind: 'config', name: '`/api/config` (public, no database)', path: '/api/config' },
    {
      kind: 'navigation',
      name: '`halo/app/bytoken`',
      path: '/api/v1/halo/app/bytoken',
      session: citizen,
    },
    {
      kind: 'navigation',
      name: '`halo/app/routing?idApp=<Pro.Sa.>`',
      path: `/api/v1/halo/app/routing?idApp=${prosa.id}`,
      session: citizen,
    },
    {
      kind: 'navigation',
      name: '`menu/filtred?idApp=<Pro.Sa.>`',
      path: `/api/v1/menu/filtred?idApp=${prosa.id}`,
      session: citizen,
    },
    {
      kind: 'navigation',
      name: '`halo/me/permissions`',
      path: '/api/v1/halo/me/permissions',
      session: citizen,
    },
    { kind: 'reference', name: '`regioni`', path: `${regional}/regioni` },
    {
      kind: 'reference',
      name: `\`province/bycodiceregione?codRegione=${lazio}\``,
      note: 'Lazio',
      path: `${regional}/province/bycodiceregione?codRegione=${lazio}`,
    },
    { kind: 'reference', name: '`comuni/bysigla?sigla=RM`', path: `${regional}/comuni/bysigla?sigla=RM` },
    {
      kind: 'reference',
      name: `\`asl/bycodes?codRegione=${lazio}\``,
      note: 'Lazio',
      path: `${regional}/asl/bycodes?codRegione=${lazio}`,
    },
    {
      kind: 'application',
      name: 'Pro.Sa.: the public project search, `public/prosa/progetti?q=salute`',
      path: '/api/public/prosa/progetti?q=salute',
    },
    {
      kind: 'application',
      name: 'calendar: a month of the demo clinic, `calendar/{id}?dal&al`',
      path: `/api/v1/calendar/${clinic.id}?dal=${romeDate(1)}&al=${romeDate(31)}`,
      session: citizen,
    },
    {
      kind: 'application',
      name: 'stroke: the doctor’s patients, `stroke/medico/pazienti`',
      path: '/api/stroke/medico/pazienti',
      session: doctor,
    },
    {
      kind: 'application',
      // The demo data holds daily means of 2022 (apps/server/src/modules/healthenv/data): a year of them.
      name: `healthenv: a year of daily PM10 of ${station.codice} (analyser 10273, 2022), \`postazioni/{id}/serie?periodo=giorno\``,
      path: `/api/healthenv/postazioni/${station.id}/serie?inquinante=PM10&da=2022-01-01&a=2022-12-31&periodo=giorno`,
      session: technician,
    },
  ];
  const named: Target[] = [];
  for (const target of targets) {
    const facts = [
      target.note ?? '',
      describe(target, await get(base, target)),
      target.session?.username ?? '',
    ].filter(Boolean);
    named.push({ ...target, name: facts.length > 0 ? `${target.name} (${facts.join('; ')})` : target.name });
  }
  return { targets: named, sessions: [citizen, doctor, technician] };
}

// -- the run ----------------------------------------------------------------------------------------------------

/** The answers other than 2xx, the errors and the timeouts of a run, for the failure message. */
function failures(name: string, r: Result): string[] {
  const other = Object.entries(r.statusCodeStats)
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, { count }]) => `${count}× ${status}`);
  if (r.errors > 0) other.push(`${r.errors} errors`);
  if (r.timeouts > 0) other.push(`${r.timeouts} timeouts`);
  return other.length > 0 ? [`${name}: ${other.join(', ')}`] : [];
}

const authorization = (session: Session | undefined): Record<string, string> =>
  session ? { authorization: `Bearer ${session.token}` } : {};

/** The mix: every row but the bare route (another process), each connection asking them in turn. */
function mixOf(targets: Target[]): Request[] {
  return targets.map(({ path, session }) => ({
    method: 'GET',
    path,
    ...(session && {
      setupRequest: (request) => {
        request.headers.authorization = `Bearer ${session.token}`;
        return request;
      },
    }),
  }));
}

interface Sample {
  t: number;
  rss: number;
  heapUsed: number | null;
}

/**
 * A measured row and the reference its share is taken of, measured just before it: the bare route for
 * `/api/config`, `/api/config` for every other row. Measured in pairs, a share compares two figures taken seconds
 * apart, so that what else the machine does over the minutes of a run (a shared machine's neighbours) weighs on
 * both alike.
 */
interface MeasuredRow {
  kind: Kind;
  row: Row;
  reference?: Row;
  /** Each round's requests per second over its reference's, and the reference's CPU per answer over the row's. */
  shares?: { rps: number[]; cpu: number[] };
}

interface Measured {
  rows: MeasuredRow[];
  mix: Row;
  soak: Row;
  samples: Sample[];
  problems: string[];
}

async function measureServer(server: ServerProcess, bare: Bare): Promise<Measured> {
  const base = server.base;
  const { targets, sessions } = await targetsOf(base);
  const problems: string[] = [];
  const config = targets.find((target) => target.kind === 'config');
  if (!config) throw new Error('no /api/config row');
  const measureTarget = async (target: Target) => {
    await target.session?.fresh(4 * ROUNDS * (ROUND_WARMUP_S + ROUND_S) + 30);
    const { row, result } = await measure(base, {
      name: target.name,
      path: target.path,
      headers: authorization(target.session),
      duration: ROUND_S,
      warmup: ROUND_WARMUP_S,
      server,
    });
    problems.push(...failures(target.path, result));
    return row;
  };
  // One warm-up round of every row first: the first row measured must not be the one that pays for the JIT.
  for (const target of targets) {
    await target.session?.fresh(WARMUP_S + 30);
    await measure(base, {
      name: target.name,
      path: target.path,
      headers: authorization(target.session),
      duration: WARMUP_S,
      warmup: 0,
    });
  }
  const rows: MeasuredRow[] = [];
  for (const target of targets) {
    const measureReference = target.kind === 'config' ? () => bare.measure() : () => measureTarget(config);
    const rounds: { row: Row; reference: Row }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const reference = await measureReference();
      rounds.push({ reference, row: await measureTarget(target) });
    }
    const reference = combined(rounds.map((r) => r.reference));
    if (target.kind === 'config') rows.push({ kind: 'bare', row: reference });
    rows.push({
      kind: target.kind,
      row: combined(rounds.map((r) => r.row)),
      reference,
      shares: {
        rps: rounds.map((r) => r.row.rps / Math.max(r.reference.rps, 1)),
        cpu: rounds.map((r) =>
          r.row.cpu && r.reference.cpu ? r.reference.cpu.perAnswer / r.row.cpu.perAnswer : Number.NaN,
        ),
      },
    });
  }

  const requests = mixOf(targets);
  const mixName = `mix of the ${targets.length} rows above, ${MIX_CONNECTIONS} connections, ${MIX_S} s`;
  let stopRefreshing = keepFresh(sessions);
  const mix = await measure(base, {
    name: mixName,
    path: '/',
    connections: MIX_CONNECTIONS,
    duration: MIX_S,
    warmup: 0,
    requests,
  });
  stopRefreshing();
  problems.push(...failures('mix', mix.result));

  // The longer run of the same mix, the server's memory sampled every SAMPLE_S seconds.
  const samples: Sample[] = [];
  const pending: Promise<void>[] = [];
  const began = performance.now();
  const elapsed = () => Math.round((performance.now() - began) / 1000);
  const take = async (t: number) => {
    samples.push({ t, ...(await server.memory()) });
  };
  await take(0);
  // Each sample is labelled with its due time (the timer may fire a little late on the busy event loop).
  let due = 0;
  const sampler = setInterval(() => {
    due += SAMPLE_S;
    if (due < SOAK_S) pending.push(take(due));
  }, SAMPLE_S * 1000);
  stopRefreshing = keepFresh(sessions);
  const soak = await measure(base, {
    name: `the same mix for ${SOAK_S} s (memory sampled every ${SAMPLE_S} s)`,
    path: '/',
    connections: MIX_CONNECTIONS,
    duration: SOAK_S,
    warmup: 0,
    requests,
  });
  clearInterval(sampler);
  stopRefreshing();
  await Promise.all(pending);
  await take(elapsed());
  samples.sort((a, b) => a.t - b.t);
  problems.push(...failures('soak', soak.result));
  return { rows, mix: mix.row, soak: soak.row, samples, problems };
}

/** The bare Fastify route, alone in its own process on this Node (the reference of `/api/config`), kept running. */
interface Bare {
  measure(): Promise<Row>;
  stop(): Promise<unknown>;
}

async function bareRoute(): Promise<Bare> {
  const bare = await startProcess(SCRIPT, ['--bare'], () => ({}));
  return {
    async measure() {
      const { row, result } = await measure(bare.base, {
        name: 'bare Fastify route (`GET /` → `{ok:true}`, own process, no plugin)',
        path: '/',
        duration: ROUND_S,
        warmup: ROUND_WARMUP_S,
        server: bare,
      });
      const problems = failures('bare route', result);
      if (problems.length > 0) throw new Error(`the bare route failed: ${problems.join('; ')}`);
      return row;
    },
    stop: () => bare.stop(),
  };
}

/**
 * The server's environment: what a user of `npm start` sets (where it listens and is reached, where the data goes),
 * no more. PUBLIC_URL is the address the benchmark calls: the provider's issuer and redirects are made of it.
 */
const RUN_SECRET = randomBytes(32).toString('base64url');

function serverEnv(base: string, dataDir: string, databaseUrl: string | undefined, production: boolean) {
  return {
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
    // Production requires the secret the replicas share (config.ts); one per run will do here.
    ...(production && { NODE_ENV: 'production', REGISTRATION_CHALLENGE_SECRET: RUN_SECRET }),
  };
}

/**
 * The server process of a configuration, on a fresh PGlite folder or PostgreSQL database. Production refuses demo
 * data (config.ts), but a start only adds what is missing and keeps what it finds (db/seed.ts): a first start as
 * `npm start` (development, demo data) seeds the folder or database and stops, then production starts on it.
 */
async function startServer(configuration: Configuration, dataDir: string, databaseUrl: string | undefined) {
  const start = (production: boolean) =>
    startProcess(SCRIPT, ['--main'], (base) => serverEnv(base, dataDir, databaseUrl, production));
  let seeding: number | undefined;
  if (configuration.production) {
    const seeder = await start(false);
    seeding = seeder.startup;
    await seeder.stop();
  }
  const server = await start(configuration.production);
  return { server, seeding };
}

async function runConfiguration(configuration: Configuration, postgres: string | undefined) {
  const label = `${configuration.title} on ${postgres ? 'PostgreSQL' : 'PGlite'}`;
  console.log(`\n— ${label}`);
  const bare = await bareRoute();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'halo-read-path-'));
  const database = postgres ? await postgresDatabase(postgres, 'halo_bench') : undefined;
  let server: ServerProcess | undefined;
  try {
    const started = await startServer(configuration, dataDir, database?.url);
    server = started.server;
    const measured = await measureServer(server, bare);
    const { logBytes, logLines } = await server.stop();
    const startup = server.startup;
    server = undefined;
    const rows = measured.rows.map((r) => r.row);
    const sections = sectionOf(configuration, postgres !== undefined, measured, {
      startup,
      seeding: started.seeding,
      logBytes,
      logLines,
    });
    console.log(`\n${sections.console}`);
    if (measured.problems.length > 0) {
      throw new Error(`answers other than 2xx, nothing written:\n  ${measured.problems.join('\n  ')}`);
    }
    record(postgres ? `${configuration.key}-postgres` : configuration.key, sections.markdown);
    return rows;
  } finally {
    await bare.stop();
    await server?.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// -- the section ------------------------------------------------------------------------------------------------

const percent = (share: number) => `${Math.round(share * 100)} %`;
const verdict = (met: boolean) => (met ? 'met' : 'not met');
const mib = (bytes: number | null) =>
  bytes === null || Number.isNaN(bytes) ? '?' : (bytes / 2 ** 20).toFixed(1);

/** The middle value (the mean of the two middle ones for an even count); NaN when there is none. */
function median(values: number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * One row from a route's rounds: requests per second and CPU per answer over all of them, the median p50 and the
 * highest p99 (the worst round's tail is the one reported).
 */
function combined(rounds: Row[]): Row {
  const first = rounds[0];
  if (!first) throw new Error('no round measured');
  const ok = rounds.reduce((sum, r) => sum + r.ok, 0);
  const failed = rounds.reduce((sum, r) => sum + r.failed, 0);
  const withCpu = rounds.every((r) => r.cpu);
  // A round's CPU seconds are its answers times its CPU per answer; its seconds, its CPU over its busy share.
  const cpuSeconds = rounds.reduce(
    (sum, r) => sum + (r.cpu ? (r.cpu.perAnswer * (r.ok + r.failed)) / 1e6 : 0),
    0,
  );
  const wallSeconds = rounds.reduce(
    (sum, r) =>
      sum + (r.cpu && r.cpu.busy > 0 ? (r.cpu.perAnswer * (r.ok + r.failed)) / 1e6 / r.cpu.busy : 0),
    0,
  );
  return {
    name: first.name,
    rps: Math.round(rounds.reduce((sum, r) => sum + r.rps, 0) / rounds.length),
    p50: median(rounds.map((r) => r.p50)),
    p99: Math.max(...rounds.map((r) => r.p99)),
    ok,
    failed,
    ...(withCpu &&
      ok + failed > 0 && {
        cpu: { perAnswer: (cpuSeconds * 1e6) / (ok + failed), busy: cpuSeconds / wallSeconds },
      }),
  };
}

function shareColumns(rows: MeasuredRow[]): Column[] {
  /** The median of a row's rounds: each round's requests per second over those of its reference, measured just before. */
  const shareOf = (i: number) => median(rows[i]?.shares?.rps ?? []) || 0;
  /** The median of the rounds' reference CPU per answer over the row's: the share as the server's own cost sees it. */
  const cpuShareOf = (i: number) => median(rows[i]?.shares?.cpu ?? []);
  return [
    {
      header: 'Server CPU per answer (µs; busy)',
      cell: (row) => (row.cpu ? `${row.cpu.perAnswer.toFixed(1)} (${row.cpu.busy.toFixed(2)})` : '?'),
    },
    {
      header: 'Share by CPU per answer',
      cell: (_row, i) => {
        const share = cpuShareOf(i);
        return Number.isNaN(share) ? '' : percent(share);
      },
    },
    {
      header: `Share of (median of ${ROUNDS} rounds, each after its reference)`,
      cell: (_row, i) => {
        const { kind, reference, shares } = rows[i] ?? {};
        if (kind === 'bare') return 'reference of the next row';
        const of = kind === 'config' ? 'the bare route' : '`/api/config`';
        const rounds = (shares?.rps ?? []).map((share) => Math.round(share * 100)).join(', ');
        return `${percent(shareOf(i))} of ${of} (${reference?.rps ?? '?'}/s; rounds ${rounds} %)`;
      },
    },
    {
      header: 'Goal (issue 30)',
      cell: (row, i) => {
        switch (rows[i]?.kind) {
          case 'config':
            return `≥ ${percent(GOAL.config)}: ${verdict(shareOf(i) >= GOAL.config)}`;
          case 'navigation':
            return `≥ ${percent(GOAL.navigation)}: ${verdict(shareOf(i) >= GOAL.navigation)}; p99 ≤ ${GOAL.navigationP99} ms: ${verdict(row.p99 <= GOAL.navigationP99)}`;
          case 'reference':
            return `≥ ${percent(GOAL.reference)}: ${verdict(shareOf(i) >= GOAL.reference)}`;
          case 'application':
            return `p99 ≤ ${GOAL.applicationP99} ms: ${verdict(row.p99 <= GOAL.applicationP99)}`;
          default:
            return '';
        }
      },
    },
  ];
}

/** The sample the growth is measured from: the 2nd minute's, or the middle one of a run shorter than 3 minutes. */
function flatness(samples: Sample[]) {
  const from = SOAK_S >= 180 ? 120 : Math.round(SOAK_S / 2);
  const closest = (t: number) =>
    samples.reduce((best, s) => (Math.abs(s.t - t) < Math.abs(best.t - t) ? s : best));
  const start = closest(from);
  const end = samples[samples.length - 1] ?? start;
  const growth = end.rss / start.rss - 1;
  return { start, end, growth, flat: growth < GOAL.growth };
}

/** The memory table: about ten rows whatever the run's length, the last sample always. */
function memoryTable(samples: Sample[]) {
  const step = Math.max(SAMPLE_S, Math.round(SOAK_S / 10 / SAMPLE_S) * SAMPLE_S);
  const last = samples[samples.length - 1];
  const shown = samples.filter((s) => s.t % step === 0 || s === last);
  return [
    '| Time (s) | RSS (MiB) | Heap used (MiB) |',
    '|---:|---:|---:|',
    ...shown.map((s) => `| ${s.t} | ${mib(s.rss)} | ${mib(s.heapUsed)} |`),
  ].join('\n');
}

function sectionOf(
  configuration: Configuration,
  onPostgres: boolean,
  measured: Measured,
  facts: { startup: number; seeding: number | undefined; logBytes: number; logLines: number },
) {
  const { rows, mix, soak, samples } = measured;
  const database = onPostgres ? 'PostgreSQL' : 'PGlite';
  const flat = flatness(samples);
  const mixGoal = (row: Row) =>
    `errors = 0: ${verdict(row.failed === 0)}; p99 ≤ ${GOAL.mixP99} ms: ${verdict(row.p99 <= GOAL.mixP99)}`;
  const mixTable = table([mix, soak], [{ header: 'Goal (issue 30)', cell: mixGoal }]);
  const mainTable = table(
    rows.map((r) => r.row),
    shareColumns(rows),
  );
  const answered = [...rows.slice(1).map((r) => r.row), mix, soak].reduce((n, r) => n + r.ok + r.failed, 0);
  const start = `\`node bench/read-path.ts --main\`, which imports scripts/start.ts (what \`npm start\` runs: the SPA's build and the server's bundle brought up to date, then the bundle) and answers the benchmark's memory questions over the IPC channel`;
  const environment = `only PORT, HOST=127.0.0.1, PUBLIC_URL=http://127.0.0.1:<port>, DATA_DIR=<a fresh temporary folder>${onPostgres ? ', DATABASE_URL=<a database created for the run and dropped after it, on the PostgreSQL server of BENCH_DATABASE_URL or TEST_DATABASE_URL on the same machine>' : ''}${configuration.production ? ', NODE_ENV=production' : ''} in its environment (everything else, ACCESS_TOKEN_TTL and LOG_LEVEL included, at its default)`;
  const mode = configuration.production
    ? `production: demo data refused (DEMO=false), LOG_LEVEL=info with a line per request, the job worker every 30 s, ${database}. Production seeds no demo users, so a first start without NODE_ENV (development, demo data, ${facts.seeding} ms to listening) seeded the same ${onPostgres ? 'database' : 'DATA_DIR'} and stopped; production then started on it (${facts.startup} ms to listening): a start only adds what is missing (db/seed.ts), so the demo users and data are there and the users sign in`
    : `no NODE_ENV, so development's defaults: demo data, LOG_LEVEL=info with a line per request, the job worker every 30 s, ${database} (${facts.startup} ms from spawn to listening, migrations and the demo seed included)`;
  const setup = `- Setup: ${start}, with ${environment}: ${mode}. Its standard output goes to a \`wc -l -c\` of its own, as a deployment's log goes to a collector: ${facts.logLines.toLocaleString('en')} lines, ${mib(facts.logBytes)} MiB over the run (sign-ins and warm-ups included; about ${Math.round(facts.logBytes / Math.max(answered, 1))} bytes per measured answer). Signed in through the embedded provider's code flow (apps/server/test/oidc-client.ts) as \`cittadino\` (navigation, calendar), \`medico\` (stroke) and \`tecnico.ambiente\` (healthenv), tokens refreshed with the refresh-token grant before they expire (300 s, the default). The bare route: a plain \`Fastify()\` with one \`GET /\`, in its own process on the same Node, running beside the server and measured just before \`/api/config\`; \`/api/config\` is measured again just before each other row.`;
  const load = `- Load: autocannon in the parent process; first one warm-up round of every row (${WARMUP_S} s each, not reported); rows: 10 connections, \`Accept-Encoding: gzip\`, each row and its reference in turn ${ROUNDS} times (${ROUND_WARMUP_S} s warm-up then ${ROUND_S} s each); the mix: every row but the bare route (another process), each of ${MIX_CONNECTIONS} connections asking them in turn, ${MIX_S} s, then again for ${SOAK_S} s with the server's memory sampled every ${SAMPLE_S} s (RSS: VmRSS of /proc/<pid>/status; heap: \`process.memoryUsage().heapUsed\` of the server's process, over IPC). Every answer was a 2xx (the run fails otherwise); speed is reported against issue 30's goals, never asserted.`;
  const memory = `Memory over the ${SOAK_S} s run: RSS ${mib(flat.start.rss)} MiB at ${flat.start.t} s, ${mib(flat.end.rss)} MiB at the end (${flat.end.t} s): ${flat.growth >= 0 ? '+' : ''}${percent(flat.growth)}; flat after warm-up (growth < ${percent(GOAL.growth)} from ${SOAK_S >= 180 ? 'the 2nd minute' : `${flat.start.t} s, the middle of a run shorter than 3 minutes`} to the end): ${flat.flat ? 'yes' : 'no'}.`;
  const markdown = [
    `## Read path (issue 30): ${configuration.title} on ${database}`,
    '',
    ...runFacts(COMMAND, SCRIPT),
    setup,
    load,
    '',
    mainTable,
    '',
    `Share: the median over ${ROUNDS} rounds of a row's requests per second over its reference's, the reference measured just before the row in each round (seconds apart, at the same concurrency), so that a slower minute of a shared machine weighs on both and one unlucky round does not decide; the row's figures are over all its rounds (p99: the worst round's): \`/api/config\` over the bare route (goal ≥ ${percent(GOAL.config)}), every other row over \`/api/config\` (navigation ≥ ${percent(GOAL.navigation)} with p99 ≤ ${GOAL.navigationP99} ms, reference data ≥ ${percent(GOAL.reference)}, the applications' reads p99 ≤ ${GOAL.applicationP99} ms). Requests per second measure what an answer costs the server only while the server is the limit: on this machine autocannon and the server share two cores, and at these rates the load generator often limits first (a \`busy\` below 1: the server's CPU seconds per second of the run, user and system, from /proc/<pid>/stat). The server's CPU time per answer (kernel time of its socket writes included) does not depend on who limits the rate; its share (the median of the rounds' reference CPU per answer over the row's) is given beside the goal's. The bare route runs in a process of its own, so its figure is what this Node and Fastify allow, not what the server's plugins (security headers, compression, request log, access control) leave.`,
    '',
    mixTable,
    '',
    memoryTable(samples),
    '',
    memory,
  ].join('\n');
  return { markdown, console: [mainTable, '', mixTable, '', memoryTable(samples), '', memory].join('\n') };
}

// -- entry point ------------------------------------------------------------------------------------------------

/**
 * BENCH_READ_PATH_ONLY: the sections to measure again (comma-separated keys, e.g. `read-path-production`,
 * `read-path-postgres`), when one was disturbed; every section is one configuration's run and says its date.
 */
const ONLY = (process.env.BENCH_READ_PATH_ONLY ?? '')
  .split(',')
  .map((key) => key.trim())
  .filter(Boolean);

if (!(await childRole())) {
  for (const postgres of [undefined, ...(POSTGRES ? [POSTGRES] : [])]) {
    for (const configuration of configurations) {
      const key = postgres ? `${configuration.key}-postgres` : configuration.key;
      if (ONLY.length > 0 && !ONLY.includes(key)) continue;
      await runConfiguration(configuration, postgres);
    }
  }
}
