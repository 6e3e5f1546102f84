import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { signIn } from '../apps/server/test/oidc-client.ts';

/**
 * Signed-in reads under load: the three calls that build a user's navigation (applications, routes, menu) and
 * the paged lists of the administration, next to a bare route and a bare authenticated route of the same
 * server. Tokens come from the embedded OpenID Connect provider's code flow, as the SPA gets them. Same harness
 * as regional.ts: the app in a child process on a fresh PGlite, autocannon in this one, results to the console
 * and to docs/benchmarks.md.
 */

const CONNECTIONS = 10;
const DURATION_S = 10;
const WARMUP_S = 2;
const COMMAND = 'npm run bench -- admin';
const PASSWORD = 'halo-demo';
// Long enough for every token to outlive the run: an expired one would turn the rest into 401s.
const ACCESS_TOKEN_TTL_S = 3600;
const LOG_ROUNDS = 50;

interface Target {
  name: string;
  path: string;
  token: string;
  /** What the answer holds, for the table (e.g. "20 of 87 routes"). */
  describe?: (body: unknown, headers: Headers) => string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Child process: the real app on PGlite in `dataDir`, seeded at start. Demo users exist only in demo mode,
 * which production refuses (config.ts), so NODE_ENV is `test`: on these routes it differs from production only
 * by the demo data (development would also allow the Vite dev server's origin).
 */
async function serve(port: number, dataDir: string) {
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    DEMO: 'true',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    ACCESS_TOKEN_TTL: String(ACCESS_TOKEN_TTL_S),
  });
  const app = await buildApp(config, { spaRoot: path.join(dataDir, 'no-spa') });
  await app.listen({ host: '127.0.0.1', port });
  process.stdout.write('ready\n');
  process.on('SIGTERM', () => {
    app.close().finally(() => process.exit(0));
  });
}

function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [import.meta.filename, '--serve', String(port), dataDir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) {
        resolve(child);
      }
    });
  });
}

/** One plain request; anything but a 200 stops the run before the load starts. */
async function get(base: string, target: { path: string; token: string }) {
  const response = await fetch(`${base}${target.path}`, {
    headers: { authorization: `Bearer ${target.token}` },
  });
  if (response.status !== 200) {
    throw new Error(
      `GET ${target.path} answered ${response.status}: ${(await response.text()).slice(0, 300)}`,
    );
  }
  return { body: (await response.json()) as unknown, headers: response.headers };
}

async function accessToken(base: string, username: string): Promise<string> {
  const { tokens } = await signIn(base, username, PASSWORD);
  if (!tokens.access_token) {
    throw new Error(`no access token for ${username}`);
  }
  return tokens.access_token;
}

async function applicationId(base: string, token: string, clientId: string): Promise<number> {
  const { body } = await get(base, { path: '/api/v1/halo/app', token });
  const application = (body as { id: number; clientId: string }[]).find((a) => a.clientId === clientId);
  if (!application) {
    throw new Error(`GET /api/v1/halo/app does not list ${clientId}`);
  }
  return application.id;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const count = (one: string, many: string) => (body: unknown) => plural((body as unknown[]).length, one, many);
const catalogueCount = (many: string) => (body: unknown, headers: Headers) =>
  `${(body as unknown[]).length} of ${headers.get('x-total-count')} ${many}`;
const pageCount = (many: string) => (body: unknown) => {
  const page = body as { items: unknown[]; total: number };
  return `${page.items.length} of ${page.total} ${many}`;
};

/**
 * A fresh database has an empty log, and an empty page costs next to nothing: the superadmin switches a
 * service's `base` flag away and back `rounds` times, two audit entries each, leaving the data as it was.
 */
async function fillLog(base: string, token: string, rounds: number) {
  const { body } = await get(base, { path: '/api/v1/halo/services', token });
  const [service] = body as { id: number; base: boolean }[];
  if (!service) {
    throw new Error('no service to update');
  }
  for (let i = 0; i < rounds; i++) {
    for (const enabled of [!service.base, service.base]) {
      const response = await fetch(`${base}/api/v1/halo/services/${service.id}/base`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ enabled }),
      });
      if (response.status !== 200) {
        throw new Error(`PUT services/${service.id}/base answered ${response.status}`);
      }
    }
  }
}

function targetsFor(tokens: { citizen: string; admin: string }, ids: { prosa: number; halo: number }) {
  const { citizen, admin } = tokens;
  const targets: Target[] = [
    { name: 'bare route (`/api/health`)', path: '/api/health', token: citizen },
    { name: 'token check only (`halo/me`)', path: '/api/v1/halo/me', token: citizen },
    {
      name: 'navigation: `halo/app/bytoken`',
      path: '/api/v1/halo/app/bytoken',
      token: citizen,
      describe: count('application', 'applications'),
    },
    {
      name: 'navigation: `halo/app/routing?idApp=<Pro.Sa.>`',
      path: `/api/v1/halo/app/routing?idApp=${ids.prosa}`,
      token: citizen,
      describe: count('route', 'routes'),
    },
    {
      name: 'navigation: `menu/filtred?idApp=<Pro.Sa.>`',
      path: `/api/v1/menu/filtred?idApp=${ids.prosa}`,
      token: citizen,
      describe: count('top-level entry', 'top-level entries'),
    },
    {
      name: 'admin: `halo/conf/routing?idApp=<halo>&page=1&size=20&sort=path`',
      path: `/api/v1/halo/conf/routing?idApp=${ids.halo}&page=1&size=20&sort=path`,
      token: admin,
      describe: catalogueCount('routes'),
    },
    {
      name: 'admin: `halo/services?page=1&size=20&q=api`',
      path: '/api/v1/halo/services?page=1&size=20&q=api',
      token: admin,
      describe: catalogueCount('services'),
    },
    {
      name: 'admin: `authorization/gruppo?page=1&size=20&sort=path`',
      path: '/api/v1/authorization/gruppo?page=1&size=20&sort=path',
      token: admin,
      describe: pageCount('groups'),
    },
    {
      name: 'admin: `authorization/user?page=1&size=20&sort=username`',
      path: '/api/v1/authorization/user?page=1&size=20&sort=username',
      token: admin,
      describe: pageCount('users'),
    },
    {
      name: 'admin: `logs?page=1&size=20`',
      path: '/api/v1/logs?page=1&size=20',
      token: admin,
      describe: pageCount('entries'),
    },
  ];
  return targets;
}

function row(name: string, r: Result) {
  return {
    name,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    ok: r['2xx'],
    failed: r.non2xx + r.errors + r.timeouts,
  };
}

/** Every answer must be a 200: a 401 or 403 is cheap and would flatter the numbers. */
function failures(r: Result): string[] {
  const other = Object.entries(r.statusCodeStats)
    .filter(([status]) => status !== '200')
    .map(([status, { count }]) => `${count}× ${status}`);
  if (r.errors > 0) {
    other.push(`${r.errors} errors`);
  }
  if (r.timeouts > 0) {
    other.push(`${r.timeouts} timeouts`);
  }
  return other;
}

function table(rows: ReturnType<typeof row>[]) {
  const lines = [
    '| Route | Requests/s (mean) | Latency p50 (ms) | Latency p99 (ms) | 2xx | Non-2xx / errors |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.ok} | ${r.failed} |`),
  ];
  return lines.join('\n');
}

/** Replaces this benchmark's section of docs/benchmarks.md, keeping the others. */
function record(section: string) {
  const file = path.resolve(import.meta.dirname, '../docs/benchmarks.md');
  const begin = '<!-- bench:admin -->';
  const end = '<!-- /bench:admin -->';
  const block = `${begin}\n${section}\n${end}`;
  let text = existsSync(file)
    ? readFileSync(file, 'utf8')
    : '# Benchmarks\n\nWritten by `npm run bench` (bench/run.ts runs every bench/*.ts). Numbers depend on the machine: compare rows of the same run, not runs of different machines.\n';
  if (text.includes(begin) && text.includes(end)) {
    text = text.slice(0, text.indexOf(begin)) + block + text.slice(text.indexOf(end) + end.length);
  } else {
    text = `${text.trimEnd()}\n\n${block}\n`;
  }
  writeFileSync(file, text);
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'halo-bench-'));
  const port = await freePort();
  const started = Date.now();
  const server = await startServer(port, dataDir);
  const startup = Date.now() - started;
  const base = `http://127.0.0.1:${port}`;
  try {
    const tokens = {
      citizen: await accessToken(base, 'cittadino'),
      admin: await accessToken(base, 'superadmin'),
    };
    const ids = {
      prosa: await applicationId(base, tokens.citizen, 'prosa'),
      halo: await applicationId(base, tokens.admin, 'halo'),
    };
    await fillLog(base, tokens.admin, LOG_ROUNDS);
    // Every route answers once before any load, so a wrong path or a missing permission fails at once.
    const named = [];
    for (const target of targetsFor(tokens, ids)) {
      const { body, headers } = await get(base, target);
      const holds = target.describe?.(body, headers);
      named.push({ ...target, name: holds ? `${target.name} (${holds})` : target.name });
    }
    const rows = [];
    const failed: string[] = [];
    for (const { name, ...target } of named) {
      const options = {
        url: `${base}${target.path}`,
        connections: CONNECTIONS,
        headers: { authorization: `Bearer ${target.token}`, 'accept-encoding': 'gzip' },
      };
      await autocannon({ ...options, duration: WARMUP_S });
      const result = await autocannon({ ...options, duration: DURATION_S });
      rows.push(row(name, result));
      const problems = failures(result);
      if (problems.length > 0) {
        failed.push(`${target.path}: ${problems.join(', ')}`);
      }
      console.log(`${name}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`);
    }
    console.log(`\n${table(rows)}`);
    if (failed.length > 0) {
      throw new Error(`answers other than 200, nothing written:\n  ${failed.join('\n  ')}`);
    }
    const cpus = os.cpus();
    const output = [
      '## Signed-in reads: navigation and administration lists',
      '',
      `- Date: ${new Date().toISOString()}`,
      `- Machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, ${os.platform()} ${os.release()}; Node ${process.version}`,
      `- Command: \`${COMMAND}\` (bench/admin.ts)`,
      `- Setup: as in the regional section, but with the demo data (DEMO=true, NODE_ENV=test: production refuses demo users; nothing else on these routes depends on it) and ACCESS_TOKEN_TTL=${ACCESS_TOKEN_TTL_S} (${startup} ms from spawn to listening). Access tokens from the embedded provider's authorization-code flow (apps/server/test/oidc-client.ts) for \`cittadino\` (navigation rows, the bare routes) and \`superadmin\` (admin rows), sent as \`Authorization: Bearer\`; ${CONNECTIONS} connections, ${WARMUP_S} s warm-up then ${DURATION_S} s per route, \`Accept-Encoding: gzip\`. Every answer was a 200 (the run fails otherwise).`,
      '',
      table(rows),
      '',
      whatItShows(rows),
    ].join('\n');
    record(output);
    console.log('\nWritten to docs/benchmarks.md');
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The server is saturated at this concurrency and runs on one event loop, so 1000 / (requests per second) is
 * about the server time one answer takes.
 */
function serverMs(r: { rps: number }) {
  return 1000 / Math.max(r.rps, 1);
}

function whatItShows(rows: ReturnType<typeof row>[]) {
  const [bare, me] = rows;
  if (!bare || !me) {
    throw new Error('the bare routes come first');
  }
  const navigation = rows.filter((r) => r.name.startsWith('navigation:'));
  const admin = rows.filter((r) => r.name.startsWith('admin:'));
  const rebuild = navigation.reduce((sum, r) => sum + serverMs(r), 0);
  const ms = (n: number) => n.toFixed(n < 10 ? 1 : 0);
  const adminRps = admin.map((r) => r.rps);
  return [
    `The three navigation rows are what every rebuild of the routing costs (each page load of a signed-in user, choosing an application, saving routes or menus in the administration: the SPA asks for \`app/bytoken\`, then for the routes and the menu of the open application together, apps/web/src/shell/routing/routing-loader.ts). At this concurrency the server is saturated, so 1000 / requests per second is about the server time of one answer: a rebuild for \`cittadino\` takes about ${ms(rebuild)} ms of it, against ${ms(serverMs(bare))} ms for the bare route of the same run (the first row of the regional section). Checking the bearer token alone (\`halo/me\`: RS256 signature and claims, no query, ${ms(serverMs(me))} ms) is cheaper than the bare route, which asks PGlite for \`select 1\`: what an answer costs here is mostly how many queries it makes, each one a turn through PGlite's single queue on the server's event loop (see the regional section).`,
    '',
    `\`app/bytoken\` is still the slowest call: for the applications in which the user has no role it must know whether a group permission opens one of their routes. It reads the routes of all those applications and the user's masks on all their sections at once (about 8 queries whatever the number of applications and sections; before this was batched it made one round per application and per section, 50 sequential queries for \`cittadino\` on the demo data and about 50 requests/s). The admin lists are small catalogues that fit in one page of 20 (the log holds the ${2 * LOG_ROUNDS} entries written before the run) and stay between ${Math.min(...adminRps)} and ${Math.max(...adminRps)} requests/s.`,
  ].join('\n');
}

if (process.argv[2] === '--serve') {
  await serve(Number(process.argv[3]), String(process.argv[4]));
} else {
  await main();
}
