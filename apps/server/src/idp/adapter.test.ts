import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { withDatabaseOf } from '../../test/suite.ts';
import type { Database } from '../db/database.ts';
import { PostgresAdapter, purgeExpired } from './adapter.ts';
import { oidcPayloads } from './idp.tables.ts';

describe.each(testDatabases())('oidc-provider storage on $name', (kind) => {
  let database: Database;
  withDatabaseOf(kind, (opened) => {
    database = opened;
  });

  it('stores, finds, updates and destroys a payload', async () => {
    const sessions = new PostgresAdapter(database.db, 'Session');
    await sessions.upsert('s1', { accountId: 'a', uid: 'u1' }, 60);
    expect(await sessions.find('s1')).toMatchObject({ accountId: 'a' });
    expect(await sessions.findByUid('u1')).toMatchObject({ accountId: 'a' });
    await sessions.upsert('s1', { accountId: 'b', uid: 'u1' }, 60);
    expect(await sessions.find('s1')).toMatchObject({ accountId: 'b' });
    await sessions.destroy('s1');
    expect(await sessions.find('s1')).toBeUndefined();
  });

  it('keeps models apart under the same id', async () => {
    await new PostgresAdapter(database.db, 'AccessToken').upsert('same', { kind: 'AccessToken' }, 60);
    expect(await new PostgresAdapter(database.db, 'RefreshToken').find('same')).toBeUndefined();
  });

  it('marks a consumed code as consumed', async () => {
    const codes = new PostgresAdapter(database.db, 'AuthorizationCode');
    await codes.upsert('c1', { grantId: 'g1' }, 60);
    await codes.consume('c1');
    expect((await codes.find('c1'))?.consumed).toEqual(expect.any(Number));
  });

  it('does not return an expired payload, and purges it', async () => {
    const grants = new PostgresAdapter(database.db, 'Grant');
    await grants.upsert('old', { accountId: 'a' }, 1);
    await database.db.execute(
      sql`update idp.oidc_payloads set expires_at = now() - interval '1 minute' where id = 'old'`,
    );
    expect(await grants.find('old')).toBeUndefined();
    await purgeExpired(database.db);
    const remaining = await database.db.select().from(oidcPayloads).where(eq(oidcPayloads.id, 'old'));
    expect(remaining).toEqual([]);
  });

  it('revokes everything issued under a grant', async () => {
    const refresh = new PostgresAdapter(database.db, 'RefreshToken');
    const access = new PostgresAdapter(database.db, 'AccessToken');
    await refresh.upsert('r1', { grantId: 'g9' }, 60);
    await access.upsert('a1', { grantId: 'g9' }, 60);
    await access.upsert('a2', { grantId: 'other' }, 60);
    await refresh.revokeByGrantId('g9');
    expect(await refresh.find('r1')).toBeUndefined();
    expect(await access.find('a1')).toBeUndefined();
    expect(await access.find('a2')).toBeDefined();
  });
});
