import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Request, type Result } from 'autocannon';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { freePort } from '../apps/server/test/servers.ts';

/**
 * What the benchmarks of this folder share; not a benchmark itself (run.ts skips it). The server runs in a child
 * process on a fresh PGlite in a temporary folder, so that the load generator does not share its event loop. That
 * child is the benchmark's own file started again with `--serve`: `benchmark()` picks the role. A benchmark that
 * needs several servers in one run, or the server as `npm start` starts it, uses `startProcess` and `childRole`
 * instead (the server's own entry point, or a bare Fastify route, in a child with an environment of its own).
 */

/**
 * Seconds from the environment variable `name` (a quick check shortens a run: `BENCH_DURATION=2`), or `fallback`.
 * Zero is allowed (no warm-up); anything else but a number of seconds stops the run.
 */
export function seconds(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') {
    return fallback;
  }
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) {
    throw new Error(`${name} must be a number of seconds, not "${value}"`);
  }
  return n;
}

const CONNECTIONS = 10;
/** Each measured run, and the warm-up before it: 10 s and 2 s unless BENCH_DURATION and BENCH_WARMUP say otherwise. */
export const DURATION_S = seconds('BENCH_DURATION', 10);
export const WARMUP_S = seconds('BENCH_WARMUP', 2);
/** How `measure` loads each route, for the Setup line of a section. */
export const LOAD = `${CONNECTIONS} connections, ${WARMUP_S} s warm-up then ${DURATION_S} s per route, \`Accept-Encoding: gzip\``;

export interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  failed: number;
  /** When the measured server's process was given: its CPU time (user + system) over the run. */
  cpu?: {
    /** Microseconds of CPU per answer: what an answer costs the server, whoever limits the rate. */
    perAnswer: number;
    /** CPU seconds over wall-clock seconds (1 = one core busy all the time). */
    busy: number;
  };
}

export interface Server {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  base: string;
  /** Milliseconds from spawn to listening, migrations and the seed included. */
  startup: number;
}

/**
 * The entry point of a benchmark file (`script` is its `import.meta.filename`). `env` is the server's environment
 * but for the address and the data folder, which the harness sets.
 */
export async function benchmark(options: {
  script: string;
  env: (base: string) => Record<string, string>;
  run: (server: Server) => Promise<void>;
}) {
  if (process.argv[2] === '--serve') {
    await serve(options.env, Number(process.argv[3]), String(process.argv[4]));
    return;
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'halo-bench-'));
  const port = await freePort();
  const started = Date.now();
  const server = await startServer(options.script, port, dataDir);
  const startup = Date.now() - started;
  try {
    await options.run({ base: baseUrl(port), startup });
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function baseUrl(port: number) {
  return `http://127.0.0.1:${port}`;
}

/** Child process: the real app on PGlite in `dataDir`, seeded at start. */
async function serve(env: (base: string) => Record<string, string>, port: number, dataDir: string) {
  const config = loadConfig({
    LOG_LEVEL: 'warn',
    ...env(baseUrl(port)),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
  });
  const app = await buildApp(config, { spaRoot: path.join(dataDir, 'no-spa') });
  await app.listen({ host: '127.0.0.1', port });
  process.stdout.write('ready\n');
  process.on('SIGTERM', () => {
    app.close().finally(() => process.exit(0));
  });
}

function startServer(script: string, port: number, dataDir: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const profile = process.env.BENCH_PROFILE
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
      : [];
    const child = spawn(process.execPath, [...profile, script, '--serve', String(port), dataDir], {
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

/** A server in a child process of its own, as `startProcess` started it. */
export interface ServerProcess {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  base: string;
  pid: number;
  /** Milliseconds from spawn to listening. */
  startup: number;
  /** Its resident set size (Linux: VmRSS of /proc/<pid>/status) and V8 heap in use, in bytes (null: no answer). */
  memory(): Promise<{ rss: number; heapUsed: number | null }>;
  /** Seconds of CPU it has used so far, user and system (Linux: /proc/<pid>/stat); NaN elsewhere. */
  cpuSeconds(): number;
  /** SIGTERM, then waits for its exit and for the end of its log: how much it wrote to standard output. */
  stop(): Promise<{ logBytes: number; logLines: number }>;
}

/** What a child keeps of the parent's environment: the rest is what the benchmark sets, nothing else. */
const KEPT_ENV = ['PATH', 'HOME', 'TMPDIR', 'TZ', 'LANG', 'LC_ALL'];

/**
 * Starts `script args <port>` on this Node in a child process with only `env(base)` and PORT (and PATH, HOME,
 * TMPDIR, the locale): the script must call `childRole()`, which runs the role its arguments name and says when it
 * listens. Its standard output goes straight into a `wc` of its own, as a deployment's log goes to a collector:
 * drained, never read by this process, counted. `BENCH_PROFILE` adds `--cpu-prof` as for `benchmark`.
 */
export async function startProcess(
  script: string,
  args: string[],
  env: (base: string) => Record<string, string>,
): Promise<ServerProcess> {
  const port = await freePort();
  const drain = spawn('wc', ['-l', '-c'], { stdio: ['pipe', 'pipe', 'inherit'] });
  let counted = '';
  drain.stdout?.on('data', (chunk: Buffer) => {
    counted += chunk.toString();
  });
  const drained = new Promise((resolve) => drain.once('close', resolve));
  const kept = Object.fromEntries(
    KEPT_ENV.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
  );
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
    : [];
  const began = performance.now();
  const child = spawn(process.execPath, [...profile, script, ...args, String(port)], {
    env: { ...kept, ...env(baseUrl(port)), PORT: String(port) },
    stdio: ['ignore', drain.stdin ?? 'ignore', 'inherit', 'ipc'],
  });
  // The child holds the pipe now: when it exits, the drain reads the end of the file.
  drain.stdin?.destroy();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  killChildrenOnExit();
  killOnExit.add(child);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${script} ${args.join(' ')}: not listening after 300 s`)),
      300_000,
    );
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} ${args.join(' ')} exited with ${code} before listening`));
    });
    child.on('message', (message: { ready?: boolean }) => {
      if (message.ready) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  const pid = child.pid ?? 0;
  return {
    base: baseUrl(port),
    pid,
    startup: Math.round(performance.now() - began),
    async memory() {
      const heap = new Promise<number | null>((resolve) => {
        const timer = setTimeout(() => finish(null), 5000);
        const listener = (message: { heapUsed?: number }) => {
          if (typeof message.heapUsed === 'number') finish(message.heapUsed);
        };
        function finish(value: number | null) {
          clearTimeout(timer);
          child.off('message', listener);
          resolve(value);
        }
        child.on('message', listener);
        child.send('memory');
      });
      const status = existsSync(`/proc/${pid}/status`) ? readFileSync(`/proc/${pid}/status`, 'utf8') : '';
      const vmRss = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
      const heapUsed = await heap;
      return { rss: vmRss ? Number(vmRss) * 1024 : Number.NaN, heapUsed };
    },
    cpuSeconds: () => cpuSecondsOf(pid),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
      }
      await exited;
      killOnExit.delete(child);
      await drained;
      const [lines = Number.NaN, bytes = Number.NaN] = counted.trim().split(/\s+/).map(Number);
      return { logBytes: bytes, logLines: lines };
    },
  };
}

/** Clock ticks per second of /proc/<pid>/stat's times: 100 on every Linux Node runs on (USER_HZ). */
const USER_HZ = 100;

/** A process's CPU time so far, user + system, in seconds (fields 14 and 15 of /proc/<pid>/stat). */
export function cpuSecondsOf(pid: number): number {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return Number.NaN;
  // The command name (field 2) may hold spaces: count from the parenthesis that closes it.
  const stat = readFileSync(file, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / USER_HZ;
}

/**
 * Children of `startProcess` still running when this process ends (a benchmark failed half-way, or was stopped by
 * SIGINT or SIGTERM) are killed with it. Installed by the first `startProcess`, so never in a child itself.
 */
const killOnExit = new Set<ChildProcess>();
let killing = false;
function killChildrenOnExit() {
  if (killing) return;
  killing = true;
  process.once('exit', () => {
    for (const child of killOnExit) child.kill('SIGKILL');
  });
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.once(signal, () => process.exit(code));
  }
}

/** The part of Fastify the bare route uses. */
type Fastify = () => {
  get(path: string, handler: () => Promise<unknown>): void;
  listen(options: { host: string; port: number }): Promise<string>;
  close(): Promise<void>;
};

/** Fastify as the server resolves it (a dependency of apps/server, not of the root package): the same version. */
function serverFastify(): Fastify {
  return createRequire(path.resolve(import.meta.dirname, '../apps/server/package.json'))(
    'fastify',
  ) as Fastify;
}

/**
 * The child side of `startProcess`, by the arguments it was given (the port last). Returns false when this
 * process is not such a child. It answers a parent's `memory` question over IPC, then:
 * - `--bare`: a plain `Fastify()` with one `GET /` answering `{ ok: true }`, no plugin, no logger: what Fastify
 *   alone costs on this Node, the reference of a server's cheapest route;
 * - `--main`: what `npm start` runs (scripts/start.ts: the builds brought up to date, then the server's bundle),
 *   configured by the environment alone.
 */
export async function childRole(): Promise<boolean> {
  const role = process.argv[2];
  if (role !== '--bare' && role !== '--main') {
    return false;
  }
  process.on('message', (message) => {
    if (message === 'memory') {
      process.send?.({ heapUsed: process.memoryUsage().heapUsed });
    }
  });
  if (role === '--bare') {
    const app = serverFastify()();
    app.get('/', async () => ({ ok: true }));
    await app.listen({ host: '127.0.0.1', port: Number(process.argv[3]) });
    process.on('SIGTERM', () => {
      app.close().finally(() => process.exit(0));
    });
  } else {
    // The server reads PORT from the environment (startProcess sets it) and stops itself on SIGTERM.
    await import('../scripts/start.ts');
  }
  process.send?.({ ready: true });
  return true;
}

/**
 * Warm-up, then the measured run of one route, always with `Accept-Encoding: gzip`; prints its line. One connection
 * measures the latency of a request alone; the default ten saturate the server (throughput). `requests` makes it a
 * mix: each connection asks them in turn (autocannon's requests, `path` then being only their default).
 */
export async function measure(
  base: string,
  target: {
    name: string;
    path: string;
    headers?: Record<string, string>;
    connections?: number;
    /** Seconds, instead of the harness's (BENCH_DURATION, BENCH_WARMUP). */
    duration?: number;
    warmup?: number;
    requests?: Request[];
    /** The server's process: its CPU time over the measured run goes into the row. */
    server?: Pick<ServerProcess, 'cpuSeconds'>;
  },
): Promise<{ row: Row; result: Result }> {
  const options = {
    url: `${base}${target.path}`,
    connections: target.connections ?? CONNECTIONS,
    headers: { ...target.headers, 'accept-encoding': 'gzip' },
    ...(target.requests && { requests: target.requests }),
  };
  const warmup = target.warmup ?? WARMUP_S;
  if (warmup > 0) {
    await autocannon({ ...options, duration: warmup });
  }
  const cpuBefore = target.server?.cpuSeconds() ?? Number.NaN;
  const began = performance.now();
  const result = await autocannon({ ...options, duration: target.duration ?? DURATION_S });
  const wall = (performance.now() - began) / 1000;
  const cpu = (target.server?.cpuSeconds() ?? Number.NaN) - cpuBefore;
  const answers = result['2xx'] + result.non2xx;
  const row = {
    ...rowOf(target.name, result),
    ...(Number.isFinite(cpu) &&
      answers > 0 && { cpu: { perAnswer: (cpu * 1e6) / answers, busy: cpu / wall } }),
  };
  const cost = row.cpu
    ? `, ${row.cpu.perAnswer.toFixed(1)} µs CPU per answer, busy ${row.cpu.busy.toFixed(2)}`
    : '';
  console.log(`${row.name}: ${row.rps} req/s, p99 ${row.p99} ms${cost}`);
  return { row, result };
}

export function rowOf(name: string, result: Result): Row {
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** A column added at the right of `table`'s, e.g. a ratio or a goal. */
export interface Column {
  header: string;
  cell: (row: Row, index: number) => string;
}

export function table(rows: Row[], columns: Column[] = []) {
  const lines = [
    `| Route | Requests/s (mean) | Latency p50 (ms) | Latency p99 (ms) | 2xx | Non-2xx / errors |${columns.map((c) => ` ${c.header} |`).join('')}`,
    `|---|---:|---:|---:|---:|---:|${columns.map(() => '---|').join('')}`,
    ...rows.map(
      (r, i) =>
        `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.ok} | ${r.failed} |${columns.map((c) => ` ${c.cell(r, i)} |`).join('')}`,
    ),
  ];
  return lines.join('\n');
}

/** The Date, Machine and Command lines that open every section. */
export function runFacts(command: string, script: string) {
  const cpus = os.cpus();
  return [
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, ${os.platform()} ${os.release()}; Node ${process.version}`,
    `- Command: \`${command}\` (bench/${path.basename(script)})`,
  ];
}

/**
 * Replaces the section between `<!-- bench:<key> -->` and `<!-- /bench:<key> -->` of docs/benchmarks.md, keeping
 * the others, and says so.
 */
export function record(key: string, section: string) {
  const file = path.resolve(import.meta.dirname, '../docs/benchmarks.md');
  const begin = `<!-- bench:${key} -->`;
  const end = `<!-- /bench:${key} -->`;
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
  console.log('\nWritten to docs/benchmarks.md');
}
