import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from './database.ts';

/**
 * Backup and restore of the embedded database (docs/adr/0039-backups.md): PGlite's own dump of its data folder, a
 * gzipped tarball of the PostgreSQL files it holds, loaded back as the data folder of a new PGlite. With the server
 * stopped: PGlite is one process's database, and a second process opening the same folder could corrupt it.
 * PostgreSQL is backed up with its own tools (pg_dump, continuous archiving), as README says.
 */

/** Writes the embedded database of `dataDir` to `file`; answers the bytes written. */
export async function backupEmbedded(dataDir: string, file: string): Promise<number> {
  if (!existsSync(path.join(dataDir, 'pglite'))) {
    throw new Error(`Nessun database integrato in ${dataDir}: niente da salvare.`);
  }
  const database = await openDatabase({ dataDir });
  try {
    if (!database.dump) throw new Error('Solo il database integrato si salva così.');
    const tarball = await database.dump();
    const bytes = new Uint8Array(await tarball.arrayBuffer());
    writeFileSync(file, bytes, { flag: 'wx' });
    return bytes.length;
  } finally {
    await database.close();
  }
}

/**
 * Makes `dataDir`'s embedded database the one saved in `file`. Refused when `dataDir` already holds one: a restore
 * never overwrites data; the operator moves the old folder aside first.
 */
export async function restoreEmbedded(file: string, dataDir: string): Promise<void> {
  const folder = path.join(dataDir, 'pglite');
  if (existsSync(folder) && readdirSync(folder).length > 0) {
    throw new Error(`${folder} contiene già un database: spostarlo altrove prima di ripristinare.`);
  }
  const database = await openDatabase({ dataDir, snapshot: new Blob([readFileSync(file)]) });
  try {
    if (!(await database.ping())) throw new Error('Il database ripristinato non risponde.');
  } finally {
    await database.close();
  }
}
