import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm run bench`: runs every benchmark of this folder (bench/*.ts but this runner, the shared harness and
 * declaration files) in turn, each in its own Node process, and fails if one fails. `npm run bench -- regional`
 * runs only those whose file name contains "regional".
 */
const folder = import.meta.dirname;
const filter = process.argv[2];
const notBenchmarks = ['run.ts', 'harness.ts'];
const benchmarks = readdirSync(folder)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts') && !notBenchmarks.includes(file))
  .filter((file) => !filter || file.includes(filter))
  .sort();

let failed = 0;
for (const file of benchmarks) {
  console.log(`\n▶ ${file}`);
  const { status } = spawnSync(process.execPath, [path.join(folder, file)], { stdio: 'inherit' });
  if (status !== 0) {
    console.error(`✗ ${file} ended with status ${status}`);
    failed++;
  }
}
process.exit(failed > 0 ? 1 : 0);
