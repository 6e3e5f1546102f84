// `npm run backup [-- <file>]` and `npm run restore -- <file>`: the embedded database of DATA_DIR (./data by default)
// saved to a file, or a new DATA_DIR made from one (db/backup.ts, docs/adr/0039-backups.md). With the server stopped.
// With DATABASE_URL, PostgreSQL's own tools do it: this says so and stops.
import path from 'node:path';
import { databaseLocation } from './config.ts';
import { backupEmbedded, restoreEmbedded } from './db/backup.ts';

const [command, given] = process.argv.slice(2);
const { url, dataDir } = databaseLocation();

if (url) {
  console.error(
    'DATABASE_URL: il database è PostgreSQL, che si salva con pg_dump (o con l’archiviazione continua) e si ripristina con pg_restore (README).',
  );
  process.exit(1);
}

try {
  if (command === 'backup') {
    const file = given ?? `halo-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
    const bytes = await backupEmbedded(dataDir, file);
    console.log(`Salvato il database di ${path.resolve(dataDir)} in ${path.resolve(file)} (${bytes} byte).`);
  } else if (command === 'restore' && given) {
    await restoreEmbedded(given, dataDir);
    console.log(`Ripristinato ${path.resolve(given)} in ${path.resolve(dataDir)}: il server può ripartire.`);
  } else {
    console.error('Uso: npm run backup [-- <file>] | npm run restore -- <file>');
    process.exitCode = 1;
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
