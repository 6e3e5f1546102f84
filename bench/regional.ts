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
    "The bare route still asks the database for `select 1`; the difference to it is the cost of the query, the JSON serialisation (response schemas are checked by zod) and the compression of each answer. PGlite runs inside the server process (WebAssembly, one thread), so every query is paid on the server's event loop; with `DATABASE_URL` pointing at PostgreSQL it runs in the database's processes instead. The word search (`reggio emilia`) is the only one not answered from an index: it scans the 7,896 search keys (docs/adr/0003-regional-data-api.md).",
  ].join('\n');
  console.log(`\n${table(rows)}`);
  record('regional', output);
}

await benchmark({ script: import.meta.filename, env: () => ({ NODE_ENV: 'production' }), run: main });
