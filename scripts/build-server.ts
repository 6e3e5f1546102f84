import path from 'node:path';
import type { BuildTarget } from './builds.ts';
import { ROOT } from './builds.ts';

/**
 * The server's bundle (docs/adr/0036-server-bundle.md): `apps/server/src/main.ts` with the contract and the
 * dependencies in a few ES modules (the entry, the server, and a chunk for each dependency imported only when used),
 * in `apps/server/.builds/<hash>` with `apps/server/bundle` linking to the current one (scripts/builds.ts). Node
 * then loads a few files instead of resolving, reading and compiling 1,500 modules at every start.
 */

/**
 * Dependencies left to Node, each because it reads files next to its own modules at run time, which a bundle
 * would move away from them: PGlite its WebAssembly and data files, the OpenAPI viewer its static pages, the
 * OpenAPI generator its package.json, pino its transport worker, the country lists a language's file by its name;
 * pg-native is pg's optional native driver, not installed. OpenTelemetry (its API, the SDK, loaded only when traces
 * are asked for, and Fastify's instrumentation) stays one copy that every part of it shares.
 */
export const NOT_BUNDLED = [
  '@electric-sql/pglite',
  '@fastify/otel',
  '@opentelemetry',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'i18n-iso-countries',
  'pino',
  'pg-native',
];

const notBundled = (id: string) => NOT_BUNDLED.some((name) => id === name || id.startsWith(`${name}/`));

export const server: BuildTarget = {
  label: 'Server',
  home: 'apps/server',
  link: 'bundle',
  marker: 'main.js',
  sources: {
    folders: ['apps/server/src', 'packages/contract/src'],
    files: [
      'apps/server/package.json',
      'apps/server/tsconfig.json',
      'packages/contract/package.json',
      'package-lock.json',
      'scripts/build-server.ts',
      'scripts/builds.ts',
    ],
  },
  // Tests, and the seed files the server reads at run time from its package's data folders (not bundled); a
  // module in such a folder would be bundled, so it counts.
  notBuilt: (relative) =>
    /\.test(-utils)?\.ts$/.test(relative) || (relative.includes('/data/') && !relative.endsWith('.ts')),
  async make(folder) {
    // Rolldown (Vite's bundler, a development tool) is imported only when a bundle is made.
    const { build } = await import('rolldown');
    await build({
      input: { main: path.join(ROOT, 'apps/server/src/main.ts') },
      platform: 'node',
      tsconfig: path.join(ROOT, 'apps/server/tsconfig.json'),
      external: (id) => notBundled(id),
      logLevel: 'warn',
      output: {
        dir: folder,
        format: 'esm',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        sourcemap: true,
        // Classes and functions keep their names (errors are told apart by name, logs print them).
        keepNames: true,
      },
    });
  },
};
