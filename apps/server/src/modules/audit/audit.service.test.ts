import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases.ts';
import type { Database } from '../../db/database.ts';
import { createAuditLog } from './audit.service.ts';
import { auditEntries } from './audit.tables.ts';

describe.each(testDatabases())('audit log on $name', (kind) => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await kind.open());
  });
  afterAll(() => drop());

  it('records who did what to which entity, and when', async () => {
    const audit = createAuditLog({ db: database.db });
    const before = Date.now();
    await audit.record({
      actor: { userId: 'u-1', username: 'superadmin' },
      entity: 'gruppo',
      entityId: 42,
      action: 'update',
      details: { before: { version: 1 }, after: { version: 2 } },
      requestId: 'req-1',
    });
    const [row] = await database.db.select().from(auditEntries);
    expect(row).toMatchObject({
      actorId: 'u-1',
      actorUsername: 'superadmin',
      entity: 'gruppo',
      entityId: '42',
      action: 'update',
      details: { before: { version: 1 }, after: { version: 2 } },
      requestId: 'req-1',
    });
    expect(row?.at.getTime()).toBeGreaterThanOrEqual(before - 5000);
  });

  it('commits and rolls back with the write it belongs to', async () => {
    const audit = createAuditLog({ db: database.db });
    await expect(
      database.db.transaction(async (tx) => {
        await audit.record({ actor: null, entity: 'regione', entityId: 'x', action: 'delete' }, tx as never);
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    const rows = await database.db.select().from(auditEntries);
    expect(rows.map((r) => r.entity)).not.toContain('regione');
  });
});
