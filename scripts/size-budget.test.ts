import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type BuildManifest,
  CEILING,
  entryKey,
  figures,
  KB,
  overBudget,
  servedSize,
  staticClosure,
} from './size-budget.ts';

/** A build as Vite describes it: an entry with a shared chunk, a lazy screen importing it and a library. */
const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_react-b.js'],
    dynamicImports: ['src/apps/prosa/screens/prosa-home.screen.tsx', 'src/apps/prosa/locales/it/index.ts'],
    css: ['assets/index-a.css'],
  },
  '_react-b.js': { file: 'assets/react-b.js' },
  '_chart-c.js': { file: 'assets/chart-c.js', imports: ['_react-b.js'] },
  'src/apps/prosa/prosa.screens.ts': { file: 'assets/screens-j.js', isDynamicEntry: true },
  'src/apps/prosa/prosa.layout.tsx': {
    file: 'assets/layout-d.js',
    isDynamicEntry: true,
    imports: ['_react-b.js'],
  },
  'src/apps/prosa/screens/prosa-home.screen.tsx': {
    file: 'assets/home-e.js',
    isDynamicEntry: true,
    imports: ['_chart-c.js', '_react-b.js'],
    css: ['assets/home-e.css'],
  },
  'src/apps/prosa/locales/it/index.ts': { file: 'assets/index-f.js', isDynamicEntry: true },
  'src/shell/auth/oidc-client.ts': { file: 'assets/oidc-client-g.js', isDynamicEntry: true },
  'src/shell/layout/idle-warning.tsx': { file: 'assets/idle-warning-h.js', isDynamicEntry: true },
  'src/shell/apps-chooser/apps-chooser.page.tsx': { file: 'assets/apps-chooser-i.js', isDynamicEntry: true },
};

/** Sizes by file: the figures below add them up. */
const sizes: Record<string, number> = {
  'assets/index-a.js': 100 * KB,
  'assets/react-b.js': 40 * KB,
  'assets/index-a.css': 30 * KB,
  'assets/chart-c.js': 150 * KB,
  'assets/layout-d.js': 2 * KB,
  'assets/home-e.js': 5 * KB,
  'assets/home-e.css': 1 * KB,
  'assets/index-f.js': 3 * KB,
  'assets/oidc-client-g.js': 17 * KB,
  'assets/idle-warning-h.js': 4 * KB,
  'assets/apps-chooser-i.js': 1 * KB,
  'assets/screens-j.js': 1 * KB,
};
const gzip = (file: string) => sizes[file] ?? 0;

describe('the SPA size budget', () => {
  it('walks static imports, not dynamic ones, from the entry', () => {
    expect(entryKey(manifest)).toBe('index.html');
    expect([...staticClosure(manifest, ['index.html'])].sort()).toEqual(['_react-b.js', 'index.html']);
    expect(() => staticClosure(manifest, ['src/nessuno.ts'])).toThrow('non contiene src/nessuno.ts');
  });

  it('counts the initial chunks, each page with what it loads, and every lazy chunk once', () => {
    const found = figures(manifest, gzip);
    expect(found.initial).toEqual({
      js: 140 * KB,
      css: 30 * KB,
      files: ['assets/index-a.js', 'assets/react-b.js', 'assets/index-a.css'],
    });
    // The Pro.Sa. home: the initial chunks, its table of screens, its layout, its screen with the chart it imports,
    // its texts.
    expect(found.pages[0]).toMatchObject({ js: 301 * KB, css: 31 * KB });
    // Signing in, and /apps after it: the initial chunks, the identity client, the chooser, the inactivity warning.
    expect(found.pages[1]).toMatchObject({ js: 162 * KB, css: 30 * KB });
    expect(found.lazy.map((chunk) => chunk.file)).toEqual([
      'assets/chart-c.js',
      'assets/oidc-client-g.js',
      'assets/home-e.js',
      'assets/idle-warning-h.js',
      'assets/index-f.js',
      'assets/layout-d.js',
      'assets/screens-j.js',
      'assets/apps-chooser-i.js',
    ]);
  });

  it('names what is over its ceiling, and nothing when the build is within it', () => {
    const found = figures(manifest, gzip);
    expect(
      overBudget(found, { ...CEILING, initialJs: 200 * KB, pageJs: 301 * KB, lazyChunk: 150 * KB }),
    ).toEqual([]);
    expect(
      overBudget(found, { initialJs: 139 * KB, initialCss: 29 * KB, pageJs: 300 * KB, lazyChunk: 149 * KB }),
    ).toEqual([
      'initial JavaScript 140.0 kB > 139.0 kB',
      'initial CSS 30.0 kB > 29.0 kB',
      'Pro.Sa. public home (`/prosa`), before sign-in: JavaScript 301.0 kB > 300.0 kB',
      'lazy chunk assets/chart-c.js 150.0 kB > 149.0 kB',
    ]);
  });

  it('counts a file as the server sends it: its gzip (or Brotli) form, or itself when it has none', () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'halo-size-'));
    try {
      writeFileSync(path.join(folder, 'big.js'), 'x'.repeat(5000));
      writeFileSync(path.join(folder, 'big.js.gz'), 'y'.repeat(40));
      writeFileSync(path.join(folder, 'big.js.br'), 'y'.repeat(30));
      writeFileSync(path.join(folder, 'small.js'), 'z'.repeat(300));
      expect(servedSize(path.join(folder, 'big.js'))).toBe(40);
      expect(servedSize(path.join(folder, 'big.js'), 'br')).toBe(30);
      expect(servedSize(path.join(folder, 'small.js'))).toBe(300);
      expect(servedSize(path.join(folder, 'small.js'), 'br')).toBe(300);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
