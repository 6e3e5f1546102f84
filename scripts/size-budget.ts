import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The SPA's size budget (issue 31, docs/adr/0035-first-page.md): what a browser downloads before the first page
 * can show, and the largest chunk it may fetch later, gzip-compressed as the server sends them (the build's `.gz`
 * files). Read from the build's manifest (Vite's `.vite/manifest.json`: each chunk's file, its static imports, its
 * dynamic imports, its CSS), so the figures follow the build's own graph, not a list kept by hand.
 *
 * `node scripts/size-budget.ts` (after `npm run build`; `npm test` runs it) prints the figures and fails when one is
 * over its ceiling. The ceilings come down as the first page gets lighter, until they are the goals.
 */

/** One entry of Vite's build manifest (the fields this script reads). */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/** kB as the issue counts them: thousands of bytes. */
export const KB = 1000;

/** Where the first page must get to (issue 31): JavaScript and CSS a page needs before it shows, gzip. */
export const GOAL = { js: 120 * KB, css: 50 * KB };

/**
 * What `npm test` enforces today: the build's figures when the ceiling was last lowered, with a little room.
 * Lower them with every step towards the goal, never raise them without a decision in the ADR.
 */
export const CEILING = { initialJs: 120 * KB, initialCss: 50 * KB, pageJs: 228 * KB, lazyChunk: 185 * KB };

/** The pages the budget is about: the manifest keys of the modules each loads after the initial chunks. */
export const PAGES: readonly { name: string; modules: readonly string[] }[] = [
  {
    name: 'Pro.Sa. public home (`/prosa`), before sign-in',
    modules: [
      'src/apps/prosa/prosa.screens.ts',
      'src/apps/prosa/prosa.layout.tsx',
      'src/apps/prosa/screens/prosa-home.screen.tsx',
      'src/apps/prosa/locales/it/index.ts',
    ],
  },
  // The identity client loads on its own, to sign in and to read the stored session; the chooser and the
  // inactivity warning once someone is signed in.
  {
    name: 'Sign-in redirect, and `/apps` after sign-in',
    modules: [
      'src/shell/auth/oidc-client.ts',
      'src/shell/apps-chooser/apps-chooser.page.tsx',
      'src/shell/layout/idle-warning.tsx',
    ],
  },
];

/** The chunks a set of manifest keys needs at once: the keys and, transitively, their static imports. */
export function staticClosure(manifest: BuildManifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...keys];
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Il manifest della build non contiene ${key}`);
    seen.add(key);
    pending.push(...(chunk.imports ?? []));
  }
  return seen;
}

/** The entry chunk (index.html's script). */
export function entryKey(manifest: BuildManifest): string {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`La build ha ${entries.length} punti di ingresso, non uno`);
  return entries[0]?.[0] ?? '';
}

/** The files (JavaScript, then CSS) of a set of chunks, each once. */
export function filesOf(manifest: BuildManifest, keys: Iterable<string>): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { js: [...js], css: [...css] };
}

export interface Figures {
  initial: { js: number; css: number; files: string[] };
  pages: { name: string; js: number; css: number }[];
  /** Every chunk outside the initial ones, largest first. */
  lazy: { file: string; js: number }[];
}

/** The figures of a build, given each file's gzip size. */
export function figures(manifest: BuildManifest, gzip: (file: string) => number): Figures {
  const sum = (files: string[]) => files.reduce((total, file) => total + gzip(file), 0);
  const initialKeys = staticClosure(manifest, [entryKey(manifest)]);
  const initial = filesOf(manifest, initialKeys);
  const pages = PAGES.map((page) => {
    const files = filesOf(manifest, staticClosure(manifest, [...initialKeys, ...page.modules]));
    return { name: page.name, js: sum(files.js), css: sum(files.css) };
  });
  const lazy = [
    ...new Set(
      Object.entries(manifest)
        .filter(([key, chunk]) => !initialKeys.has(key) && chunk.file.endsWith('.js'))
        .map(([, chunk]) => chunk.file),
    ),
  ]
    .filter((file) => !initial.js.includes(file))
    .map((file) => ({ file, js: gzip(file) }))
    .sort((a, b) => b.js - a.js);
  return {
    initial: { js: sum(initial.js), css: sum(initial.css), files: [...initial.js, ...initial.css] },
    pages,
    lazy,
  };
}

/** What is over its ceiling, in words; empty when the build is within the budget. */
export function overBudget(found: Figures, ceiling = CEILING): string[] {
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;
  const over: string[] = [];
  if (found.initial.js > ceiling.initialJs)
    over.push(`initial JavaScript ${kb(found.initial.js)} > ${kb(ceiling.initialJs)}`);
  if (found.initial.css > ceiling.initialCss)
    over.push(`initial CSS ${kb(found.initial.css)} > ${kb(ceiling.initialCss)}`);
  for (const page of found.pages) {
    if (page.js > ceiling.pageJs)
      over.push(`${page.name}: JavaScript ${kb(page.js)} > ${kb(ceiling.pageJs)}`);
  }
  for (const chunk of found.lazy.filter((c) => c.js > ceiling.lazyChunk)) {
    over.push(`lazy chunk ${chunk.file} ${kb(chunk.js)} > ${kb(ceiling.lazyChunk)}`);
  }
  return over;
}

/**
 * A file's size as the server sends it compressed: the `.gz` (or `.br`) form the build wrote beside it
 * (scripts/compress.ts), or, for a file too small to have one, the file itself.
 */
export function servedSize(file: string, encoding: 'gz' | 'br' = 'gz'): number {
  return existsSync(`${file}.${encoding}`) ? statSync(`${file}.${encoding}`).size : statSync(file).size;
}

/** The figures of the build in a folder (`apps/web/dist` by default), gzip as the budget counts, or Brotli. */
export function measureBuild(dist: string, encoding: 'gz' | 'br' = 'gz'): Figures {
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`Nessun manifest in ${dist}: eseguire 'npm run build'`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest;
  return figures(manifest, (file) => servedSize(path.join(dist, file), encoding));
}

/** The figures as lines of text, ceilings and goals beside them. */
export function summary(found: Figures): string[] {
  const kb = (bytes: number) => (bytes / KB).toFixed(1);
  return [
    `initial: JavaScript ${kb(found.initial.js)} kB (ceiling ${kb(CEILING.initialJs)}, goal ${kb(GOAL.js)}), CSS ${kb(found.initial.css)} kB (ceiling ${kb(CEILING.initialCss)}, goal ${kb(GOAL.css)})`,
    ...found.pages.map(
      (page) =>
        `${page.name}: JavaScript ${kb(page.js)} kB (ceiling ${kb(CEILING.pageJs)}), CSS ${kb(page.css)} kB`,
    ),
    `largest lazy chunks (ceiling ${kb(CEILING.lazyChunk)} kB each): ${found.lazy
      .slice(0, 5)
      .map((chunk) => `${chunk.file} ${kb(chunk.js)} kB`)
      .join(', ')}`,
  ];
}

if (import.meta.main) {
  const dist = path.resolve(import.meta.dirname, '..', process.argv[2] ?? 'apps/web/dist');
  const found = measureBuild(dist);
  for (const line of summary(found)) console.log(`SPA size: ${line}`);
  // What browsers take (every one the SPA supports accepts Brotli); the budget counts gzip, as the issue does.
  const brotli = measureBuild(dist, 'br');
  console.log(
    `SPA size: initial with Brotli: JavaScript ${(brotli.initial.js / KB).toFixed(1)} kB, CSS ${(brotli.initial.css / KB).toFixed(1)} kB`,
  );
  const over = overBudget(found);
  if (over.length > 0) {
    console.error(`SPA size over budget:\n${over.map((line) => `  - ${line}`).join('\n')}`);
    process.exit(1);
  }
}
