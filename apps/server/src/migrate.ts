// `npm run migrate`: applies the migrations (Halo's and the job queue's) and nothing else (a Kubernetes Job before a rollout), on DATABASE_URL or
// the embedded database of DATA_DIR. The server still migrates at start, under the same advisory lock, so running
// both, or several replicas at once, is safe.
import { databaseLocation } from './config.ts';
import { openDatabase } from './db/database.ts';
import { openJobQueue } from './jobs/job-queue.ts';

const database = await openDatabase(databaseLocation());
try {
  await database.migrate();
  // pg-boss's schema too (its own migrations), and the old queue's jobs moved into it.
  await (await openJobQueue(database)).stop();
  console.log('Migrazioni applicate.');
} finally {
  await database.close();
}
