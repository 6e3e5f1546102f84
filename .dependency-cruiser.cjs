/**
 * Module boundaries (STYLE.md §1, §4): `npm run lint:deps` fails on any import these rules forbid.
 * A rule's comment says what to do instead; `npx depcruise --config .dependency-cruiser.cjs apps packages`
 * lists the imports that break it.
 */
/** A server module: a folder of `apps/server/src/modules/`. */
const MODULE = '^apps/server/src/modules/([^/]+)/';
/** What only a module's own files touch: its SQL and its tables. */
const INTERNALS = '[.](repository|tables)[.]ts$';
const TEST = '[.](test|spec)[.]tsx?$';
/**
 * Where a server module may run SQL (issue 33): its repositories (and the tables they are written against), its
 * seeds and demo data, the migrations. The files of LEGACY_SQL still run their own and are being moved into
 * repositories; the list only shrinks, and a new file is never added to it.
 */
const SQL_PLACES = [
  '[.](repository|tables|seed|demo)[.]ts$',
  '[.]demo-[a-z]+[.]ts$',
  '/migrations/',
  'test-utils[.]ts$',
  TEST,
];
const LEGACY_SQL = [];

module.exports = {
  forbidden: [
    {
      name: 'server-module-internals',
      severity: 'error',
      comment:
        "A server module reaches another only through its service or a port it exports, never through the other's " +
        'repository or tables (seeds included: ask the owning module to write its rows). Tables may reference ' +
        "another module's tables for a foreign key, which the database enforces anyway. Tests may read any table.",
      from: { path: MODULE, pathNot: [TEST, '[.]tables[.]ts$'] },
      to: { path: `^apps/server/src/modules/.+${INTERNALS}`, pathNot: '^apps/server/src/modules/$1/' },
    },
    {
      name: 'server-module-services',
      severity: 'error',
      comment:
        "An application module uses another's service as `deps.services` (modules/module-services.ts builds each " +
        "once): it imports another module's service file for its types only (`import type`), and never another's " +
        '`*.module.ts`. The core services (audit, mail, authorization) are wired in app.ts.',
      from: { path: MODULE, pathNot: [TEST] },
      to: {
        path: [
          '^apps/server/src/modules/(regional|structures|calendar|prosa|stroke|healthenv)/[^/]+[.](service|module)[.]ts$',
          // A feature's service in its folder (modules/prosa/campagne/campagne.service.ts).
          '^apps/server/src/modules/(regional|structures|calendar|prosa|stroke|healthenv)/[^/]+/[^/]+[.]service[.]ts$',
        ],
        pathNot: '^apps/server/src/modules/$1/',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'server-sql-in-repositories',
      severity: 'error',
      comment:
        "SQL lives in a module's repositories: a route, service or job asks a repository, it does not build " +
        'queries (drizzle-orm) or read tables itself. Types (`import type`) are allowed.',
      from: { path: '^apps/server/src/(modules/[^/]+|idp)/', pathNot: [...SQL_PLACES, ...LEGACY_SQL] },
      to: { path: ['^node_modules/drizzle-orm/', '[.]tables[.]ts$'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-idp-internals',
      severity: 'error',
      comment:
        'The embedded identity provider (apps/server/src/idp) is a module too: other modules go through the identity ' +
        'port or a function it exports, not its tables or repository.',
      from: { path: MODULE, pathNot: [TEST, '[.]tables[.]ts$'] },
      to: { path: `^apps/server/src/idp/.+${INTERNALS}` },
    },
    {
      name: 'web-app-to-app',
      severity: 'error',
      comment: 'SPA applications do not import each other: what two of them share goes to apps/web/src/lib/.',
      from: { path: '^apps/web/src/apps/([^/]+)/' },
      to: { path: '^apps/web/src/apps/', pathNot: '^apps/web/src/apps/$1/' },
    },
    {
      name: 'web-lib-to-app',
      severity: 'error',
      comment:
        'apps/web/src/lib/ is what applications share: it imports nothing from them (texts it shows live in the ' +
        "ui namespace, not in an application's).",
      from: { path: '^apps/web/src/lib/' },
      to: { path: '^apps/web/src/apps/' },
    },
    {
      name: 'web-shell-to-app',
      severity: 'error',
      comment:
        'The shell names no application (STYLE.md §2): it finds their screen registries and texts by convention ' +
        '(import.meta.glob of apps/*/*.screens.ts and *.i18n.ts) and imports nothing from apps/web/src/apps/.',
      from: { path: '^apps/web/src/shell/' },
      to: { path: '^apps/web/src/apps/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles: one of the two sides owns what both need, or it moves to a third file.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|\\.builds|test-results|playwright-report)/' },
    // swc parses TypeScript (the cruiser cannot use TypeScript 7's compiler) and keeps type-only imports:
    // a boundary crossed or a cycle closed by types couples the code just the same.
    parser: 'swc',
    tsPreCompilationDeps: false,
    // Workspace packages (@halo/contract) resolve to their sources through the npm workspace links.
    preserveSymlinks: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
