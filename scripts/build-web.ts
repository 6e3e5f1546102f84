import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type BuildTarget, ROOT } from './builds.ts';
import { prerender } from './prerender-web.ts';

/**
 * The SPA's build (docs/adr/0034-spa-builds.md): Vite's build of `apps/web`, each text file also written
 * compressed, in `apps/web/.builds/<hash>` with `apps/web/dist` linking to the current one (scripts/builds.ts). A
 * server serves the build `dist` named when it started (it resolves the link), so two servers started from one
 * checkout, or a build while one serves, never change the files a running server sends.
 */

const WEB = path.join(ROOT, 'apps/web');

/** The files a browser gets compressed: text, above the size where compression pays. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;
const COMPRESS_FROM = 1024;

/**
 * Writes next to each text file of a build its Brotli (`.br`) and gzip (`.gz`) forms at their best, once,
 * at build time: the server sends them as they are (`preCompressed`) instead of compressing on every request. A
 * form that is not smaller than the file is left out. The build's own manifest (`.vite`) is not served.
 */
export async function precompress(folder: string): Promise<number> {
  const files = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !path.relative(folder, file).startsWith('.'));
  // Zopfli (a development tool) is imported only when a build is made: a production start imports this module.
  const { compressedForms } = await import('./compress.ts');
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      if (bytes.length < COMPRESS_FROM) return;
      const { br, gz } = await compressedForms(bytes);
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

export const web: BuildTarget = {
  label: 'SPA',
  home: 'apps/web',
  link: 'dist',
  marker: 'index.html',
  sources: {
    folders: ['apps/web/src', 'apps/web/public', 'packages/contract/src'],
    files: [
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'scripts/prerender-web.ts',
      'apps/web/package.json',
      'apps/web/tsconfig.json',
      'packages/contract/package.json',
      'package-lock.json',
    ],
  },
  notBuilt: (relative) => /\.test\.tsx?$/.test(relative) || relative.startsWith('apps/web/src/test/'),
  async make(folder) {
    // Vite (a development tool, the SPA's own copy) runs only when a build is made.
    const built = spawnSync(process.execPath, [viteOf(WEB), 'build', '--outDir', folder, '--emptyOutDir'], {
      cwd: WEB,
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error(`vite build failed (${built.status ?? built.signal})`);
    // The public pages' first paint in their HTML, from the index just built; compressed on its own.
    prerender({ web: WEB, folder, vite: viteOf(WEB) });
    await precompress(folder);
  },
};
