import { spawnSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { TARGETS } from './build.ts';
import { currentBuild, hasBuild, ROOT, sourceHash } from './builds.ts';

/**
 * `npm start` (docs/adr/0034-spa-builds.md, 0036-server-bundle.md): the SPA's build and the server's bundle brought
 * up to date with the sources when they are not (a build in a process of its own: the server's process never loads
 * the build tools), then the server's bundle, in this process (one Node start, not two).
 *
 * In production (NODE_ENV=production) nothing is built: the builds are made beforehand (`npm run build`, the
 * container image), development dependencies are not installed; a missing build stops the start, a build that is
 * not the sources' is reported.
 */

const production = process.env.NODE_ENV === 'production';
const stale = Object.entries(TARGETS).filter(([, target]) => currentBuild(target) !== sourceHash(target));

if (production) {
  const missing = Object.values(TARGETS).filter((target) => !hasBuild(target));
  if (missing.length > 0) {
    console.error(
      `Build mancante (${missing.map((target) => target.label).join(', ')}): eseguire 'npm run build' prima di avviare in produzione.`,
    );
    process.exit(1);
  }
  for (const [, target] of stale) {
    console.warn(`${target.label}: the build in use is not the sources' ('npm run build' makes it).`);
  }
} else if (stale.length > 0) {
  const built = spawnSync(
    process.execPath,
    [path.join(ROOT, 'scripts/build.ts'), ...stale.map(([name]) => name)],
    { stdio: 'inherit' },
  );
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// The bundle the link names now: this process keeps it even if a later build is linked while it runs.
await import(pathToFileURL(realpathSync(path.join(ROOT, 'apps/server/bundle/main.js'))).href);
