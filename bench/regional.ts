import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';

/**
 * Public regional reads under load (issue 5): `comuni/bysigla` and the comune search, side by side with a bare
 * route of the same server, at a fixed concurrency. The server runs in a child process on a fresh PGlite in a
 * temporary folder, so that the load generator does not share its event loop; results go to the console and to
 * docs/benchmarks.md.
 */

const CONNECTIONS = 10;
const DURATION_S = 10;
const WARMUP_S = 2;
const COMMAND = 'npm run bench';

const targets = [
  { name: 'bare route (`/api/health`)', path: '/api/health' },
  {
    name: '`comuni/bysigla?sigla=RM` (121 comuni)',
    path: '/api/v1/public/gestioneregionale/comuni/bysigla?sigla=RM',
  },
  {
    name: '`comuni/search?q=mar` (name prefix, 20 results)',
    path: '/api/v1/public/gestioneregionale/comuni/search?q=mar',
  },
  {
    name: '`comuni/search?q=reggio emilia` (word search)',
    path: '/api/v1/public/gestioneregionale/comuni/search?q=reggio%20emilia',
  },
  {
    name: '`comuni/search?q=H501` (codice catastale)',
    path: '/api/v1/public/gestioneregionale/comuni/search?q=H501',
  },
];

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

/** Child process: the real app, production settings, on PGlite in `dataDir`, seeded at start. */
async function serve(port: number, dataDir: string) {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
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
  const begin = '<!-- bench:regional -->';
  const end = '<!-- /bench:regional -->';
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
    const rows = [];
    for (const target of targets) {
      const options = {
        url: `${base}${target.path}`,
        connections: CONNECTIONS,
        headers: { 'accept-encoding': 'gzip' },
      };
      await autocannon({ ...options, duration: WARMUP_S });
      const result = await autocannon({ ...options, duration: DURATION_S });
      rows.push(row(target.name, result));
      console.log(
        `${target.name}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`,
      );
    }
    const cpus = os.cpus();
    const output = [
      '## Regional data: public reads',
      '',
      `- Date: ${new Date().toISOString()}`,
      `- Machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, ${os.platform()} ${os.release()}; Node ${process.version}`,
      `- Command: \`${COMMAND}\` (bench/regional.ts)`,
      `- Setup: the real app (\`buildApp\`, NODE_ENV=production, LOG_LEVEL=warn) in a child process on a fresh PGlite in a temporary folder, seeded at start (${startup} ms from spawn to listening, migrations and the full seed included); autocannon in the parent process, ${CONNECTIONS} connections, ${WARMUP_S} s warm-up then ${DURATION_S} s per route, \`Accept-Encoding: gzip\`, no conditional requests (every answer is a full 200).`,
      '',
      table(rows),
      '',
      "The bare route still asks the database for `select 1`; the difference to it is the cost of the query, the JSON serialisation (response schemas are checked by zod) and the compression of each answer. PGlite runs inside the server process (WebAssembly, one thread), so every query is paid on the server's event loop; with `DATABASE_URL` pointing at PostgreSQL it runs in the database's processes instead. The word search (`reggio emilia`) is the only one not answered from an index: it scans the 7,896 search keys (docs/adr/0003-regional-data-api.md).",
    ].join('\n');
    console.log(`\n${table(rows)}`);
    record(output);
    console.log('\nWritten to docs/benchmarks.md');
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--serve') {
  await serve(Number(process.argv[3]), String(process.argv[4]));
} else {
  await main();
}
