import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { freePort } from '../apps/server/test/servers.ts';

/**
 * What the benchmarks of this folder share; not a benchmark itself (run.ts skips it). The server runs in a child
 * process on a fresh PGlite in a temporary folder, so that the load generator does not share its event loop. That
 * child is the benchmark's own file started again with `--serve`: `benchmark()` picks the role.
 */

const CONNECTIONS = 10;
const DURATION_S = 10;
const WARMUP_S = 2;
/** How `measure` loads each route, for the Setup line of a section. */
export const LOAD = `${CONNECTIONS} connections, ${WARMUP_S} s warm-up then ${DURATION_S} s per route, \`Accept-Encoding: gzip\``;

export interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  failed: number;
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

/**
 * Warm-up, then the measured run of one route, always with `Accept-Encoding: gzip`; prints its line. One connection
 * measures the latency of a request alone; the default ten saturate the server (throughput).
 */
export async function measure(
  base: string,
  target: { name: string; path: string; headers?: Record<string, string>; connections?: number },
): Promise<{ row: Row; result: Result }> {
  const options = {
    url: `${base}${target.path}`,
    connections: target.connections ?? CONNECTIONS,
    headers: { ...target.headers, 'accept-encoding': 'gzip' },
  };
  await autocannon({ ...options, duration: WARMUP_S });
  const result = await autocannon({ ...options, duration: DURATION_S });
  const row = {
    name: target.name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    failed: result.non2xx + result.errors + result.timeouts,
  };
  console.log(`${row.name}: ${row.rps} req/s, p99 ${row.p99} ms`);
  return { row, result };
}

export function table(rows: Row[]) {
  const lines = [
    '| Route | Requests/s (mean) | Latency p50 (ms) | Latency p99 (ms) | 2xx | Non-2xx / errors |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.ok} | ${r.failed} |`),
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
