import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The server package's folder (`apps/server`), found from this module's own place, so that the server finds its
 * files (migrations, seed data, the SPA's build) alike when it runs from its sources (`src/`) and from its bundle
 * (`.builds/<hash>/`, docs/adr/0036-server-bundle.md): the nearest folder up whose package.json is the server's.
 */
export const serverRoot = findServerRoot(import.meta.dirname);

function findServerRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (packageName(path.join(dir, 'package.json')) === '@halo/server') return dir;
    if (path.dirname(dir) === dir) throw new Error(`The server's package.json is not above ${from}`);
  }
}

function packageName(file: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { name?: string }).name;
  } catch {
    return undefined;
  }
}
