import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The public pages' first paint, rendered when the SPA is built (docs/adr/0035-first-page.md, "The first paint in
 * the HTML"). Vite builds `src/prerender.tsx` for Node into the build's `.prerender` folder; a Node process of its
 * own (the page's modules expect a browser: jsdom stands in for it) renders each of its pages in each language and
 * writes the whole document — the build's `index.html` with the page inside `#root` — to `.prerendered/`, with its
 * Brotli and gzip forms and `pages.json`, the list the server reads (apps/server/src/plugins/spa.ts). Dot folders
 * are never served as files.
 */

/** What the server reads: one entry per page and language. */
export interface PrerenderedPage {
  path: string;
  language: string;
  /** Relative to `.prerendered/`. */
  file: string;
}

export const PRERENDERED_FOLDER = '.prerendered';
export const PRERENDERED_LIST = 'pages.json';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The document for one page: the build's index with the page's language, title and content. Throws when the content
 * holds what the page's Content-Security-Policy would refuse (a script or a style attribute): better no first
 * paint than a broken one.
 */
export function documentFor(
  index: string,
  page: { language: string; html: string; title: string | null },
): string {
  if (/<script\b/i.test(page.html) || /\sstyle=/i.test(page.html)) {
    throw new Error('the prerendered page holds a script or a style attribute, which its CSP refuses');
  }
  const root = '<div id="root"></div>';
  if (!index.includes(root) || !/<html lang="[a-z]+">/.test(index) || !index.includes('</head>')) {
    throw new Error('index.html has no empty #root, no <html lang> or no </head>');
  }
  // Replaced by functions: a `$` in the page's text is text, not a pattern of `replace`.
  const title = page.title;
  const entry = /<script type="module"( crossorigin)? src="([^"]+)"><\/script>/.exec(index);
  if (!entry) throw new Error('index.html has no entry script');
  // What only the app needs — its scripts and the two calls its start makes — is fetched once the page has been
  // painted, so that the first paint waits for nothing but the stylesheet and the fonts it is painted with: those
  // preloads move into an inert template, which public/after-first-paint.js puts in the head after the first frame,
  // and then it imports the entry.
  const held: string[] = [`<link rel="modulepreload" crossorigin href="${entry[2]}">`];
  let html = index
    // The index's comments speak of what it loads, which the template now holds.
    .replace(/\s*<!--[\s\S]*?-->/g, '')
    .replace(entry[0], () => '')
    .replace(/\s*<link rel="(?:modulepreload|preload)"[^>]*>/g, (tag) => {
      if (tag.includes('rel="preload"') && !tag.includes('as="fetch"')) return tag;
      held.push(tag.trim());
      return '';
    })
    .replace(
      '</head>',
      () =>
        `  <template id="after-first-paint">${held.join('')}</template>\n    <script defer src="/after-first-paint.js" data-entry="${entry[2]}"></script>\n  </head>`,
    )
    .replace(/<html lang="[a-z]+">/, () => `<html lang="${page.language}">`)
    .replace(root, () => `<div id="root" data-prerendered="${page.language}">${page.html}</div>`);
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  return html;
}

/**
 * Builds the render module (with `vite`, the SPA's Vite command), renders every page in a process of its own, and
 * removes the render module.
 */
export function prerender({
  web,
  folder,
  vite,
}: {
  web: string;
  folder: string;
  vite: string;
}): PrerenderedPage[] {
  const modules = path.join(folder, '.prerender');
  const built = spawnSync(
    process.execPath,
    [vite, 'build', '--ssr', 'src/prerender.tsx', '--outDir', modules, '--emptyOutDir'],
    { cwd: web, stdio: 'inherit' },
  );
  if (built.status !== 0) throw new Error(`vite build --ssr failed (${built.status ?? built.signal})`);
  try {
    const rendered = spawnSync(process.execPath, [import.meta.filename, '--render', folder, web], {
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
    });
    if (rendered.status !== 0) throw new Error(`prerendering failed (${rendered.status ?? rendered.signal})`);
    return JSON.parse(readFileSync(path.join(folder, PRERENDERED_FOLDER, PRERENDERED_LIST), 'utf8'));
  } finally {
    rmSync(modules, { recursive: true, force: true });
  }
}

/** The browser's globals the page's modules read when they load (the language stored, the address, the DOM). */
async function standInBrowser(web: string) {
  // jsdom is the SPA's (its tests' browser), found from its folder.
  const jsdom = createRequire(path.join(web, 'package.json')).resolve('jsdom');
  const { JSDOM } = (await import(pathToFileURL(jsdom).href)) as {
    JSDOM: new (
      html: string,
      options: { url: string; pretendToBeVisual: boolean },
    ) => { window: Record<string, unknown> };
  };
  const dom = new JSDOM('<!doctype html><html lang="it"><head></head><body></body></html>', {
    url: 'http://localhost/',
    pretendToBeVisual: true,
  });
  const { window } = dom;
  for (const name of [
    'window',
    'document',
    'navigator',
    'location',
    'localStorage',
    'sessionStorage',
    'HTMLElement',
    'Element',
    'Node',
    'MutationObserver',
    'getComputedStyle',
    'matchMedia',
    'requestAnimationFrame',
    'cancelAnimationFrame',
  ] as const) {
    const value = window[name];
    if (value === undefined) continue;
    Object.defineProperty(globalThis, name, {
      value: typeof value === 'function' && /^[a-z]/.test(name) ? value.bind(window) : value,
      configurable: true,
      writable: true,
    });
  }
}

async function renderAll(folder: string, web: string) {
  const { compressedForms } = await import('./compress.ts');
  await standInBrowser(web);
  const entry = pathToFileURL(path.join(folder, '.prerender', 'prerender.js')).href;
  const module = (await import(entry)) as {
    render(path: string, language: string): Promise<{ html: string; title: string | null }>;
    prerenderedPaths: readonly string[];
    languages: readonly string[];
  };
  const index = readFileSync(path.join(folder, 'index.html'), 'utf8');
  const out = path.join(folder, PRERENDERED_FOLDER);
  const pages: PrerenderedPage[] = [];
  for (const pagePath of module.prerenderedPaths) {
    for (const language of module.languages) {
      const page = await module.render(pagePath, language);
      const file = `${language}${pagePath === '/' ? '/index' : pagePath}.html`;
      const target = path.join(out, file);
      mkdirSync(path.dirname(target), { recursive: true });
      const html = documentFor(index, { language, ...page });
      writeFileSync(target, html);
      const { br, gz } = await compressedForms(Buffer.from(html));
      writeFileSync(`${target}.br`, br);
      writeFileSync(`${target}.gz`, gz);
      pages.push({ path: pagePath, language, file });
    }
  }
  writeFileSync(path.join(out, PRERENDERED_LIST), `${JSON.stringify(pages, null, 2)}\n`);
}

if (process.argv[2] === '--render') {
  const [folder, web] = process.argv.slice(3);
  if (!folder || !web) throw new Error('usage: prerender-web.ts --render <build folder> <web folder>');
  await renderAll(folder, web);
  // The page's modules may leave timers (a query client's, i18next's): the work is done.
  process.exit(0);
}
