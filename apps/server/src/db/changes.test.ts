import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresDatabase } from '../../test/databases.ts';
import type { TestServer } from '../../test/servers.ts';
import { withServer } from '../../test/suite.ts';
import { type Change, parseChange } from './changes.ts';
import { type Database, openDatabase } from './database.ts';
import { rowsOf } from './rows.ts';

function heard(database: Database) {
  const changes: Change[] = [];
  database.changes.subscribe((change) => changes.push(change));
  return changes;
}

describe('change feed', () => {
  it('parses a table and a row key', () => {
    expect(parseChange('menu.items')).toEqual({ table: 'menu.items' });
    expect(parseChange('authz.revocations:abc:1')).toEqual({ table: 'authz.revocations', key: 'abc:1' });
  });

  describe('every table a cache reads notifies its changes', () => {
    let server: TestServer;
    withServer((started) => {
      server = started;
    });

    it('has a notifying trigger on each', async () => {
      const tables = [...(server.app.readCache?.tables ?? [])];
      expect(tables.length).toBeGreaterThan(10);
      const result = await server.database.db.execute(sql`
        select distinct n.nspname || '.' || c.relname as name
          from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
         where t.tgname = 'halo_notify_change'`);
      const notifying = new Set(rowsOf<{ name: string }>(result).map((row) => row.name));
      expect(tables.filter((table) => !notifying.has(table))).toEqual([]);
    });

    it('on PGlite, has heard a write by the time the write returns, in a transaction or not', async () => {
      const changes = heard(server.database);
      const db = server.database.db;
      await db.execute(sql`update platform.settings set version = version where false`);
      expect(changes).toEqual([{ table: 'platform.settings' }]);
      await db.transaction(async (tx) => {
        await tx.execute(sql`update menu.items set position = position where false`);
        expect(changes).toHaveLength(1);
      });
      expect(changes).toEqual([{ table: 'platform.settings' }, { table: 'menu.items' }]);
      await db.execute(sql`delete from authz.revocations where user_id = 'nessuno'`);
      expect(changes).toHaveLength(2);
      await db.execute(sql`insert into authz.revocations (user_id, not_before) values ('cambio', now())`);
      expect(changes.at(-1)).toEqual({ table: 'authz.revocations', key: 'cambio' });
    });
  });

  const url = process.env.TEST_DATABASE_URL;
  describe.runIf(url)('on PostgreSQL', () => {
    let target: Awaited<ReturnType<typeof postgresDatabase>> | undefined;
    let database: Database;
    beforeAll(async () => {
      target = await postgresDatabase(url ?? '', 'halo_changes');
      database = await openDatabase({ url: target.url });
      await database.migrate();
    });
    afterAll(async () => {
      await database?.close();
      await target?.drop();
    });

    const until = async (check: () => boolean) => {
      for (let i = 0; i < 250 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(check()).toBe(true);
    };

    it("hears this process's own write by the time its COMMIT returns, and another process's soon after", async () => {
      await until(() => database.changes.live);
      const changes = heard(database);
      await database.db.execute(sql`update menu.items set position = position where false`);
      expect(changes).toContainEqual({ table: 'menu.items' });

      const other = new pg.Client({ connectionString: target?.url });
      await other.connect();
      await other.query(`update authz.sections set name = name where false`);
      await other.end();
      await until(() => changes.some((change) => change.table === 'authz.sections'));
    });

    it('stops serving from memory when its listener is cut off, and drops everything once back', async () => {
      await until(() => database.changes.live);
      const changes = heard(database);
      const admin = new pg.Client({ connectionString: target?.url });
      await admin.connect();
      // The dedicated listener: the connection of this database whose last statement was the LISTEN.
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query like 'LISTEN%' and state = 'idle' and pid <> pg_backend_pid()`,
      );
      await admin.end();
      await until(() => !database.changes.live);
      expect(changes).toContainEqual({ table: '*' });
      await until(() => database.changes.live);
      expect(changes.filter((change) => change.table === '*').length).toBeGreaterThanOrEqual(2);
    });
  });
});
