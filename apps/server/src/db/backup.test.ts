import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { seedWithJobs } from '../../test/seeded-snapshot.ts';
import { backupEmbedded, restoreEmbedded } from './backup.ts';
import { type Database, openDatabase } from './database.ts';
import { rowsOf } from './rows.ts';

/** Every table of Halo's schemas with its row count and a digest of its rows. */
async function contents(database: Database): Promise<Record<string, string>> {
  const tables = rowsOf<{ name: string }>(
    await database.db.execute(sql`
      select quote_ident(table_schema) || '.' || quote_ident(table_name) as name
      from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
      order by 1`),
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = rowsOf<{ n: number; digest: string | null }>(
      await database.db.execute(
        sql.raw(
          `select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as digest from ${name} t`,
        ),
      ),
    );
    result[name] = `${row?.n ?? 0} ${row?.digest ?? ''}`;
  }
  return result;
}

describe('backup and restore of the embedded database (npm run backup / restore)', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'halo-backup-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('restores whole: every table, every row', { timeout: 120_000 }, async () => {
    const original = path.join(root, 'data');
    const database = await openDatabase({ dataDir: original });
    await database.migrate();
    // The reference data a production start writes (ISTAT regions, provinces, comuni; ASL; the platform's catalogue).
    await seedWithJobs(database, { demo: false, embeddedIdp: true });
    const before = await contents(database);
    await database.close();
    expect(Object.keys(before).length).toBeGreaterThan(20);
    // The ISTAT comuni among them: a restore that lost rows would show here too.
    expect(Number(before['regional.comuni']?.split(' ')[0])).toBeGreaterThan(7000);

    const file = path.join(root, 'halo.tar.gz');
    expect(await backupEmbedded(original, file)).toBeGreaterThan(0);
    // Never over an existing file, nor over an existing database.
    await expect(backupEmbedded(original, file)).rejects.toThrow();
    await expect(restoreEmbedded(file, original)).rejects.toThrow(/contiene già un database/);

    const copy = path.join(root, 'restored');
    await restoreEmbedded(file, copy);
    const restored = await openDatabase({ dataDir: copy });
    try {
      expect(await contents(restored)).toEqual(before);
    } finally {
      await restored.close();
    }
  });
});
