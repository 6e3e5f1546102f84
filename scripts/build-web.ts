import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * Builds the SPA only when what it is built from changed (docs/adr/0034-spa-builds.md): the sources of the SPA and
 * of the contract, the build's configuration and the lockfile, by the SHA-256 of their contents (not their times:
 * a checkout or a copy changes times, not contents). Each build goes to a folder of its own,
 * `apps/web/.builds/<hash>`, and `apps/web/dist` is a symbolic link to the current one, replaced in one rename: a
 * server serves the build `dist` named when it started (it resolves the link), so two servers started from one
 * checkout, or a build while one serves, never change the files a running server sends. The last builds are kept.
 *
 * `node scripts/build-web.ts` builds if needed; `--force` always. `--start` is what `npm start` runs first: the same,
 * except in production (NODE_ENV=production), which serves a build made beforehand (`npm run build`, the container
 * image) and has no build tools: there it builds nothing, fails without a build and warns when the build is not the
 * sources'.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const WEB = path.join(ROOT, 'apps/web');
const BUILDS = path.join(WEB, '.builds');
const DIST = path.join(WEB, 'dist');
/** Builds kept besides the current one, for servers still serving them. */
const KEEP = 3;

/** What the SPA is built from: folders walked whole (tests aside), and single files. */
const SOURCES = {
  folders: ['apps/web/src', 'apps/web/public', 'packages/contract/src'],
  files: [
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/package.json',
    'apps/web/tsconfig.json',
    'packages/contract/package.json',
    'package-lock.json',
  ],
};

/** Files a build never reads: tests and what only they use. */
const notBuilt = (relative: string) =>
  /\.test\.tsx?$/.test(relative) || relative.startsWith('apps/web/src/test/');

function filesUnder(folder: string): string[] {
  const absolute = path.join(ROOT, folder);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** The sources' hash: each file's path and contents, in a fixed order. */
function sourceHash(): string {
  const files = [
    ...SOURCES.folders.flatMap(filesUnder),
    ...SOURCES.files.filter((file) => existsSync(path.join(ROOT, file))),
  ]
    .filter((file) => !notBuilt(file))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(ROOT, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** The build `dist` names now, if any. */
function currentBuild(): string | undefined {
  if (!existsSync(path.join(DIST, 'index.html'))) return undefined;
  return lstatSync(DIST).isSymbolicLink() ? path.basename(readlinkSync(DIST)) : undefined;
}

/** Points `dist` at a build in one rename (a link renamed over a link); a `dist` folder of old is removed first. */
function swapTo(build: string) {
  const link = `${DIST}.${process.pid}.tmp`;
  rmSync(link, { force: true });
  symlinkSync(path.join('.builds', build), link);
  if (existsSync(DIST) && !lstatSync(DIST).isSymbolicLink()) rmSync(DIST, { recursive: true, force: true });
  renameSync(link, DIST);
}

/** Removes the oldest builds beyond KEEP, never the current one, and any build left half-done. */
function prune(current: string) {
  if (!existsSync(BUILDS)) return;
  const entries = readdirSync(BUILDS).map((name) => ({
    name,
    at: statSync(path.join(BUILDS, name)).mtimeMs,
  }));
  for (const entry of entries.filter((e) => e.name.includes('.tmp'))) {
    // Another build may be running: only what is older than an hour is surely abandoned.
    if (Date.now() - entry.at > 3_600_000)
      rmSync(path.join(BUILDS, entry.name), { recursive: true, force: true });
  }
  const done = entries
    .filter((e) => !e.name.includes('.tmp') && e.name !== current)
    .sort((a, b) => b.at - a.at);
  for (const old of done.slice(KEEP)) rmSync(path.join(BUILDS, old.name), { recursive: true, force: true });
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The files a browser gets compressed: text, above the size where compression pays. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;
const COMPRESS_FROM = 1024;

/**
 * Writes next to each text file of a build its Brotli (`.br`) and gzip (`.gz`) forms at their highest levels, once,
 * at build time: the server sends them as they are (`preCompressed`) instead of compressing on every request. A
 * form that is not smaller than the file is left out. The build's own manifest (`.vite`) is not served.
 */
export async function precompress(folder: string): Promise<number> {
  const files = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !path.relative(folder, file).startsWith('.'));
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      if (bytes.length < COMPRESS_FROM) return;
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < bytes.length) {
        await writeFile(`${file}.br`, br);
        written++;
      }
      if (gz.length < bytes.length) {
        await writeFile(`${file}.gz`, gz);
        written++;
      }
    }),
  );
  return written;
}

/** Vite's command, as Node finds the package from the SPA's folder up. */
function viteOf(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const bin = path.join(dir, 'node_modules', 'vite', 'bin', 'vite.js');
    if (existsSync(bin)) return bin;
    if (path.dirname(dir) === dir) throw new Error('Vite is not installed: npm install');
  }
}

async function build(hash: string) {
  const target = path.join(BUILDS, hash);
  if (!existsSync(path.join(target, 'index.html'))) {
    const temporary = `${target}.${process.pid}.tmp`;
    // Vite (a development tool, the SPA's own copy) runs only when a build is made.
    const built = spawnSync(
      process.execPath,
      [viteOf(WEB), 'build', '--outDir', temporary, '--emptyOutDir'],
      {
        cwd: WEB,
        stdio: 'inherit',
      },
    );
    if (built.status !== 0) {
      rmSync(temporary, { recursive: true, force: true });
      throw new Error(`vite build failed (${built.status ?? built.signal})`);
    }
    await precompress(temporary);
    rmSync(target, { recursive: true, force: true });
    renameSync(temporary, target);
  }
  swapTo(hash);
  prune(hash);
}

async function main() {
  const args = new Set(process.argv.slice(2));
  const started = performance.now();
  const hash = sourceHash();
  const current = currentBuild();
  if (args.has('--start') && process.env.NODE_ENV === 'production') {
    if (!existsSync(path.join(DIST, 'index.html'))) {
      console.error("Interfaccia non compilata: eseguire 'npm run build' prima di avviare in produzione.");
      process.exit(1);
    }
    if (current !== hash) {
      console.warn(
        `SPA: the build served (${current ?? 'dist'}) is not the sources' (${hash}): 'npm run build'.`,
      );
    }
    return;
  }
  if (current === hash && !args.has('--force')) {
    console.log(`SPA: build ${hash} up to date (${Math.round(performance.now() - started)} ms)`);
    return;
  }
  await build(hash);
  console.log(
    `SPA: build ${hash} in ${((performance.now() - started) / 1000).toFixed(1)} s, at ${realpathSync(DIST)}`,
  );
}

if (import.meta.main) await main();
