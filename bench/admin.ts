import type { Result } from 'autocannon';
import { signIn } from '../apps/server/test/oidc-client.ts';
import { benchmark, LOAD, measure, type Row, record, runFacts, type Server, table } from './harness.ts';

/**
 * Signed-in reads under load: the three calls that build a user's navigation (applications, routes, menu) and
 * the paged lists of the administration, next to a bare route and a bare authenticated route of the same
 * server. Tokens come from the embedded OpenID Connect provider's code flow, as the SPA gets them. Same harness
 * as regional.ts (bench/harness.ts): the app in a child process on a fresh PGlite, autocannon in this one,
 * results to the console and to docs/benchmarks.md.
 */

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

/**
 * The server's environment. Demo users exist only in demo mode, which production refuses (config.ts), so NODE_ENV
 * is `test`: on these routes it differs from production only by the demo data (development would also allow the
 * Vite dev server's origin).
 */
function serverEnv(base: string) {
  return {
    NODE_ENV: 'test',
    DEMO: 'true',
    PUBLIC_URL: base,
    ACCESS_TOKEN_TTL: String(ACCESS_TOKEN_TTL_S),
  };
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

async function main({ base, startup }: Server) {
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
  for (const target of named) {
    const { row, result } = await measure(base, {
      name: target.name,
      path: target.path,
      headers: { authorization: `Bearer ${target.token}` },
    });
    rows.push(row);
    const problems = failures(result);
    if (problems.length > 0) {
      failed.push(`${target.path}: ${problems.join(', ')}`);
    }
  }
  console.log(`\n${table(rows)}`);
  if (failed.length > 0) {
    throw new Error(`answers other than 200, nothing written:\n  ${failed.join('\n  ')}`);
  }
  const output = [
    '## Signed-in reads: navigation and administration lists',
    '',
    ...runFacts(COMMAND, import.meta.filename),
    `- Setup: as in the regional section, but with the demo data (DEMO=true, NODE_ENV=test: production refuses demo users; nothing else on these routes depends on it) and ACCESS_TOKEN_TTL=${ACCESS_TOKEN_TTL_S} (${startup} ms from spawn to listening). Access tokens from the embedded provider's authorization-code flow (apps/server/test/oidc-client.ts) for \`cittadino\` (navigation rows, the bare routes) and \`superadmin\` (admin rows), sent as \`Authorization: Bearer\`; ${LOAD}. Every answer was a 200 (the run fails otherwise).`,
    '',
    table(rows),
    '',
    whatItShows(rows),
  ].join('\n');
  record('admin', output);
}

/**
 * The server is saturated at this concurrency and runs on one event loop, so 1000 / (requests per second) is
 * about the server time one answer takes.
 */
function serverMs(r: { rps: number }) {
  return 1000 / Math.max(r.rps, 1);
}

function whatItShows(rows: Row[]) {
  const [bare, me] = rows;
  if (!bare || !me) {
    throw new Error('the bare routes come first');
  }
  const navigation = rows.filter((r) => r.name.startsWith('navigation:'));
  const admin = rows.filter((r) => r.name.startsWith('admin:'));
  const rebuild = navigation.reduce((sum, r) => sum + serverMs(r), 0);
  const ms = (n: number) => n.toFixed(n < 1 ? 2 : n < 10 ? 1 : 0);
  const adminRps = admin.map((r) => r.rps);
  return [
    `The three navigation rows are what every rebuild of the routing costs (each page load of a signed-in user, choosing an application, saving routes or menus in the administration: the SPA asks for \`app/bytoken\`, then for the routes and the menu of the open application together, apps/web/src/shell/routing/routing-loader.ts). At this concurrency the server is saturated, so 1000 / requests per second is about the server time of one answer: a rebuild for \`cittadino\` takes about ${ms(rebuild)} ms of it, against ${ms(serverMs(bare))} ms for the bare route of the same run (the first row of the regional section). Checking the bearer token alone (\`halo/me\`: RS256 signature and claims, ${ms(serverMs(me))} ms) is cheaper than the bare route, which asks the database for \`select 1\`: the navigation answers come from memory, computed once per (application, role, groups) and dropped on every replica when the database notifies a change (docs/adr/0032-read-caches.md); the token's revocation is checked in memory too.`,
    '',
    `The admin lists are small catalogues that fit in one page of 20 (the log holds the ${2 * LOG_ROUNDS} entries written before the run) and stay between ${Math.min(...adminRps)} and ${Math.max(...adminRps)} requests/s: they are read from the database on every request, as an administration screen must see the latest state.`,
  ].join('\n');
}

await benchmark({ script: import.meta.filename, env: serverEnv, run: main });
