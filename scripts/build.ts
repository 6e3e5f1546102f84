import { realpathSync } from 'node:fs';
import path from 'node:path';
import { server } from './build-server.ts';
import { web } from './build-web.ts';
import { type BuildTarget, ensureBuilt, ROOT } from './builds.ts';

/**
 * `npm run build`: the SPA's build and the server's bundle, each made only when what it is made from changed
 * (scripts/builds.ts). `node scripts/build.ts [web|server] [--force]`: one of them; `--force` makes it again.
 */

export const TARGETS: Record<string, BuildTarget> = { web, server };

async function main() {
  const args = process.argv.slice(2);
  const named = args.filter((arg) => !arg.startsWith('--'));
  const unknown = named.filter((name) => !(name in TARGETS));
  if (unknown.length > 0) {
    console.error(`Unknown build: ${unknown.join(', ')} (known: ${Object.keys(TARGETS).join(', ')})`);
    process.exit(2);
  }
  for (const target of named.length > 0
    ? named.map((name) => TARGETS[name] as BuildTarget)
    : Object.values(TARGETS)) {
    const started = performance.now();
    const { hash, built } = await ensureBuilt(target, { force: args.includes('--force') });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const at = realpathSync(path.join(ROOT, target.home, target.link));
    console.log(
      built
        ? `${target.label}: build ${hash} in ${seconds} s, at ${at}`
        : `${target.label}: build ${hash} up to date`,
    );
  }
}

if (import.meta.main) await main();
