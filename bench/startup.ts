import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../apps/server/test/servers.ts';
import { record, runFacts } from './harness.ts';

/**
 * Start and restart (issue 31): the time from running what `npm start` runs — scripts/start.ts: the builds'
 * check, then the server's bundle in the same process — to the first healthy answer of
 * `/api/health`, on the embedded database (PGlite), configured by the environment alone as a newcomer's start:
 * the first start on an empty data folder (migrations and the full demo seed), then restarts on the data it left.
 * Each figure is the median of RUNS starts; the slowest is reported too. Nothing is asserted.
 */

const COMMAND = 'npm run bench -- startup';
const ROOT = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_STARTS ?? 5);
/** Issue 31's goals (ms). */
const GOAL = { restart: 2000, first: 10_000 };

/** One `npm start` on `dataDir`: ms from its first step to a healthy answer, then the server is stopped. */
async function start(dataDir: string): Promise<number> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, DATA_DIR: dataDir };
  const began = performance.now();
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.ts')], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`))),
  );
  try {
    for (;;) {
      const healthy = await Promise.race([
        fetch(`${base}/api/health`).then(
          (answer) => answer.ok,
          () => false,
        ),
        exited,
      ]);
      if (healthy) return performance.now() - began;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.removeAllListeners('exit');
    const stopped = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await stopped;
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function main() {
  // The SPA's build and the server's bundle are made (or found up to date) first, as `npm start` would on its first
  // run.
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');

  const first: number[] = [];
  const restart: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'halo-startup-'));
    try {
      first.push(await start(dataDir));
      restart.push(await start(dataDir));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    console.log(
      `run ${run + 1}: first start ${Math.round(first.at(-1) ?? 0)} ms, restart ${Math.round(restart.at(-1) ?? 0)} ms`,
    );
  }
  const row = (name: string, values: number[], goal: number) =>
    `| ${name} | ${Math.round(median(values))} | ${Math.round(Math.max(...values))} | ≤ ${goal} ms: ${median(values) <= goal ? 'met' : 'not met'} |`;
  const rows = [
    '| Start | Median (ms) | Slowest (ms) | Goal (issue 31) |',
    '|---|---:|---:|---|',
    row('first start on an empty data folder (migrations, demo seed)', first, GOAL.first),
    row('restart on the data of the first start', restart, GOAL.restart),
  ].join('\n');
  const output = [
    '## Start and restart',
    '',
    ...runFacts(COMMAND, import.meta.filename),
    `- Setup: what \`npm start\` runs, \`node scripts/start.ts\` (the builds are already the sources': it hashes them, builds nothing and imports the server's bundle) with only PORT, HOST, PUBLIC_URL and DATA_DIR set (development's defaults: demo data, PGlite, the embedded provider). Timed from the first step to the first 200 of \`/api/health\`, polled every 10 ms; the server is stopped with SIGTERM after each start. ${RUNS} runs, each a first start on a new empty data folder and a restart on it; Node's compile cache (enabled by the bundle's entry) was already warm from earlier runs on this machine.`,
    '',
    rows,
    '',
  ].join('\n');
  console.log(`\n${rows}`);
  record('startup', output);
}

await main();
