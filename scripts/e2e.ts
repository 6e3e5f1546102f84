import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

/**
 * The browser tests in shards side by side (docs/adr/0028): each a Playwright process with its own server, PGlite
 * database and port (playwright.config.ts reads `E2E_SHARD`), their lines prefixed with the shard. A shard keeps
 * about two cores busy (the browser, the server), so by default one shard per two cores: on two cores, one
 * process, as two shards there took as long (each test twice as slow); `E2E_SHARDS=n` chooses. Arguments go to
 * every shard (`node scripts/e2e.ts e2e/shell.spec.ts`). Exits with the first failing shard's code.
 */

const total = Math.max(1, Math.floor(Number(process.env.E2E_SHARDS ?? availableParallelism() / 2)) || 1);
const args = process.argv.slice(2);

function run(current: number): Promise<number> {
  const label = total > 1 ? `[${current}/${total}] ` : '';
  const child = spawn('npx', ['playwright', 'test', ...args], {
    env: { ...process.env, ...(total > 1 && { E2E_SHARD: `${current}/${total}` }) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    let pending = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) out.write(`${label}${line}\n`);
    });
    stream.on('end', () => {
      if (pending) out.write(`${label}${pending}\n`);
    });
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const codes = await Promise.all(Array.from({ length: total }, (_, i) => run(i + 1)));
const failed = codes.find((code) => code !== 0);
if (failed !== undefined) {
  console.error(`Browser tests: shard ${codes.indexOf(failed) + 1} of ${total} failed.`);
}
process.exit(failed ?? 0);
