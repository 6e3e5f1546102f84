import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './builds.ts';

/**
 * A production start (`NODE_ENV=production node scripts/start.ts`, the container image's command) runs on an
 * install without development dependencies (`npm ci --omit=dev`, deploy/Dockerfile): the modules it loads before
 * the server's bundle may import Node's own modules, the project's files and production dependencies only. The
 * build tools (Vite, Rolldown, Zopfli, jsdom) are imported inside the functions that build.
 */

/** The bare specifiers and project files a module imports statically (not `import type`, not `import()`). */
function staticImports(file: string): { packages: string[]; files: string[] } {
  const source = readFileSync(file, 'utf8');
  const packages: string[] = [];
  const files: string[] = [];
  for (const match of source.matchAll(/^import\s+(?!type\s)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"];?$/gm)) {
    const specifier = match[1] ?? '';
    if (specifier.startsWith('.')) files.push(path.resolve(path.dirname(file), specifier));
    else packages.push(specifier);
  }
  return { packages, files };
}

/** Every package the module graph from `entry` imports statically. */
function packagesReached(entry: string): Set<string> {
  const reached = new Set<string>();
  const seen = new Set<string>();
  const pending = [entry];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const { packages, files } = staticImports(file);
    for (const specifier of packages) reached.add(specifier);
    pending.push(...files);
  }
  return reached;
}

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

describe('a production start', () => {
  it('imports no development dependency before the server bundle', () => {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    const reached = [...packagesReached(path.join(ROOT, 'scripts/start.ts'))];
    const outside = reached.filter((specifier) => !specifier.startsWith('node:')).map(packageName);
    expect(outside.filter((name) => name in manifest.devDependencies)).toEqual([]);
    // The walk itself: start.ts reaches the build machinery, which imports Node's modules.
    expect(reached).toContain('node:child_process');
  });

  it('reads static imports, not type-only or dynamic ones', () => {
    const { packages } = staticImports(path.join(ROOT, 'scripts/build-server.ts'));
    expect(packages).not.toContain('rolldown');
  });
});
