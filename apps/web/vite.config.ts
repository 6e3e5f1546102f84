import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
// vitest/config's defineConfig is vite's, typed with the `test` block (the workspace has two copies of vite,
// so augmenting this package's copy from here would not reach the one Vitest uses).
import { defineConfig } from 'vitest/config';

// Everything the SPA calls lives on the server's origin; the dev server forwards it there.
const backend = 'http://localhost:8080';

/** A file inside an installed package, looked up the way Node walks node_modules folders. */
function installedFile(pkg: string, file: string): string {
  let dir = import.meta.dirname;
  for (;;) {
    const candidate = join(dir, 'node_modules', pkg, file);
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Pacchetto ${pkg} non installato`);
    dir = parent;
  }
}

/**
 * The fonts of the text above the fold (lead paragraphs 300, body text 400, navigation and brand 600, headings 700, Titillium Web),
 * preloaded so they do not wait for the stylesheet: text set in a fallback font and swapped late moves the page.
 */
const ABOVE_THE_FOLD_FONTS = [
  // The public home's lead paragraph (its largest paint), drawn from the HTML before the app starts.
  'titillium-web-300.woff2',
  'titillium-web-400.woff2',
  'titillium-web-600.woff2',
  'titillium-web-700.woff2',
];

/** Adds `<link rel="preload">` for the above-the-fold fonts, by the hashed names the build gave them. */
function preloadFonts(): Plugin {
  return {
    name: 'halo-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const assets = Object.values(context.bundle ?? {});
        return ABOVE_THE_FOLD_FONTS.map((font) => {
          const asset = assets.find((output) => output.type === 'asset' && output.names.includes(font));
          if (!asset) throw new Error(`Font ${font} not in the build`);
          return {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${asset.fileName}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head' as const,
          };
        });
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadFonts()],
  server: {
    port: 5173,
    proxy: {
      '/api': backend,
      '/v1': backend,
      '/auth/realms': backend,
    },
  },
  // The build-time render of the public pages (src/prerender.tsx, scripts/prerender-web.ts) is one module for Node:
  // the kit's files import without extensions, which Node's own loader would refuse.
  ssr: { noExternal: true },
  css: {
    preprocessorOptions: {
      // Bootstrap Italia's Sass (styles/bootstrap-italia.scss) still uses `@import` and Sass's global functions:
      // their deprecation notices are the library's to act on, not the build's output.
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions'] },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // `.vite/manifest.json`: each chunk's imports, which the size budget walks (scripts/size-budget.ts). The
    // server never serves it: dot folders are not among the files it serves.
    manifest: true,
    // Fonts stay files (cached, preloaded, fetched by `unicode-range`), never inlined into the stylesheet.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    // Bootstrap Italia's stylesheet alone is over the default warning size; it is one file by design.
    chunkSizeWarningLimit: 1200,
    // Every browser the SPA supports has `<link rel="modulepreload">` (Chromium 66, Firefox 115, Safari 17): the
    // polyfill would only add to the first download.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // zod's settings (src/zod-config.ts) in a chunk of their own, so they run before the chunk whose modules
        // build schemas (inside the entry they would run after every chunk it imports).
        codeSplitting: { groups: [{ name: 'zod-config', test: /[\\/]src[\\/]zod-config\.ts$/ }] },
      },
    },
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // The files of a worker share one module cache: loading jsdom, the kit and the app once per worker rather than
    // once per file took the project from 8 minutes to 2 on two cores. src/test/setup.ts resets the globals.
    isolate: false,
    css: false,
    env: { TZ: 'UTC' },
    // A screen test that fills a whole form with user events takes seconds, more under a loaded CI machine.
    testTimeout: 15_000,
    // design-react-kit's exports map offers only the bundlers' `module` condition (and its ESM files import
    // without extensions): in Node the tests use its CommonJS build.
    alias: [
      { find: /^design-react-kit$/, replacement: installedFile('design-react-kit', 'dist/index.cjs') },
      // jsdom cannot draw: ECharts is src/test/echarts.ts, a recorder (no module mocks, which a shared module cache
      // would not honour).
      {
        find: /^echarts\/(core|charts|components|renderers)$/,
        replacement: join(import.meta.dirname, 'src/test/echarts.ts'),
      },
    ],
  },
});
