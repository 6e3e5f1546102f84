import { randomBytes } from 'node:crypto';
import { benchmark, LOAD, measure, record, runFacts, type Server, table } from './harness.ts';

/**
 * Public regional reads under load (issue 5): `comuni/bysigla` and the comune search, side by side with a bare
 * route of the same server, at a fixed concurrency, with the harness of bench/harness.ts (the app in a child
 * process on a fresh PGlite); results go to the console and to docs/benchmarks.md.
 */

const COMMAND = 'npm run bench';

const targets = [
  { name: 'bare route (`/api/health`)', path: '/api/health' },
  {
    name: '`comuni/bysigla?sigla=RM` (121 comuni)',
    path: '/api/v1/public/gestioneregionale/comuni/bysigla?sigla=RM',
  },
  {
    name: '`comuni/search?q=mar` (name prefix, 20 results)',
    path: '/api/v1/public/gestioneregionale/comuni/search?q=mar',
  },
  {
    name: '`comuni/search?q=reggio emilia` (word search)',
    path: '/api/v1/public/gestioneregionale/comuni/search?q=reggio%20emilia',
  },
  {
    name: '`comuni/search?q=H501` (codice catastale)',
    path: '/api/v1/public/gestioneregionale/comuni/search?q=H501',
  },
];

async function main({ base, startup }: Server) {
  const rows = [];
  for (const target of targets) {
    const { row } = await measure(base, target);
    rows.push(row);
  }
  const output = [
    '## Regional data: public reads',
    '',
    ...runFacts(COMMAND, import.meta.filename),
    `- Setup: the real app (\`buildApp\`, NODE_ENV=production, LOG_LEVEL=warn) in a child process on a fresh PGlite in a temporary folder, seeded at start (${startup} ms from spawn to listening, migrations and the full seed included); autocannon in the parent process, ${LOAD}, no conditional requests (every answer is a full 200).`,
    '',
    table(rows),
    '',
    'The bare route still asks the database for `select 1` on every request; the reference reads do not: each list is a body serialised and compressed once, kept in memory and dropped on every replica when the database notifies a change to its tables (docs/adr/0032-read-caches.md), so what an answer costs is the routing, the headers and the socket write. A first request after a change pays the query, the zod check, the JSON serialisation and the compression once. The word search (`reggio emilia`) is the only one not answered from an index when it is computed: it scans the 7,896 search keys (docs/adr/0003-regional-data-api.md).',
  ].join('\n');
  console.log(`\n${table(rows)}`);
  record('regional', output);
}

await benchmark({
  script: import.meta.filename,
  // Production requires its address and the secret the replicas share (config.ts).
  env: (base) => ({
    NODE_ENV: 'production',
    PUBLIC_URL: base,
    REGISTRATION_CHALLENGE_SECRET: randomBytes(32).toString('base64url'),
  }),
  run: main,
});
