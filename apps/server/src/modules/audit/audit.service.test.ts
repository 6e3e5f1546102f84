import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases.ts';
import { withDatabaseOf } from '../../../test/suite.ts';
import type { Database } from '../../db/database.ts';
import { createAuditLog } from './audit.service.ts';
import { auditEntries } from './audit.tables.ts';

describe.each(testDatabases())('audit log on $name', (kind) => {
  let database: Database;
  withDatabaseOf(kind, (opened) => {
    database = opened;
  });

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

  it('records the reads of one record by one person in a minute as one row listing the views, across processes', async () => {
    let instant = new Date('2026-03-02T09:15:05Z');
    const audit = createAuditLog({ db: database.db, clock: () => instant });
    const ctx = { actor: { userId: 'lettore-1', username: 'medico' }, requestId: 'req-r' };
    const read = (view: string, entityId = 'p-7') =>
      audit.recordRead(ctx, { entity: 'lettura.test', entityId, view, details: { ruolo: 'medico' } });
    // Replicas are separate connections; here, concurrent inserts of the same read.
    await Promise.all([read('scheda'), read('scheda'), read('scheda')]);
    instant = new Date('2026-03-02T09:15:59.999Z');
    await read('scheda');
    await Promise.all([read('fattori'), read('fattori')]);
    await read('scheda', 'p-8');
    instant = new Date('2026-03-02T09:16:00Z');
    await read('punteggi');
    const rows = await database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.entity, 'lettura.test'))
      .orderBy(auditEntries.id);
    expect(rows.map((r) => [r.entityId, r.details.viste, r.at.toISOString()])).toEqual([
      ['p-7', ['scheda', 'fattori'], '2026-03-02T09:15:05.000Z'],
      ['p-8', ['scheda'], '2026-03-02T09:15:59.999Z'],
      ['p-7', ['punteggi'], '2026-03-02T09:16:00.000Z'],
    ]);
    expect(rows.every((r) => r.action === 'read' && r.actorId === 'lettore-1')).toBe(true);
    expect(rows.every((r) => r.details.ruolo === 'medico')).toBe(true);
  });

  it('lists changes apart from reads', async () => {
    const audit = createAuditLog({ db: database.db });
    const ctx = { actor: { userId: 'u-k', username: 'kind' }, requestId: 'req-k' };
    await audit.recordWrite(ctx, { entity: 'tipo.test', entityId: 1, action: 'update' });
    await audit.recordRead(ctx, { entity: 'tipo.test', entityId: 1, view: 'scheda' });
    const actions = async (kind?: 'changes' | 'reads') =>
      (await audit.list({ page: 1, size: 20, entity: 'tipo.test', kind })).items.map((e) => e.action);
    expect(await actions('changes')).toEqual(['update']);
    expect(await actions('reads')).toEqual(['read']);
    expect((await actions()).sort()).toEqual(['read', 'update']);
    const [listed] = (await audit.list({ page: 1, size: 1, entity: 'tipo.test', kind: 'reads' })).items;
    expect(listed).not.toHaveProperty('readKey');
  });

  it('keeps everything unless told a retention, then removes only what is older, and says so', async () => {
    const at = new Date('2026-11-29T10:00:00Z');
    const audit = createAuditLog({ db: database.db, clock: () => at });
    const day = 24 * 60 * 60 * 1000;
    await database.db.insert(auditEntries).values([
      {
        at: new Date(at.getTime() - 400 * day),
        entity: 'gruppo',
        entityId: 'old',
        action: 'update',
        details: {},
      },
      {
        at: new Date(at.getTime() - 366 * day),
        entity: 'gruppo',
        entityId: 'old',
        action: 'delete',
        details: {},
      },
      {
        at: new Date(at.getTime() - 364 * day),
        entity: 'gruppo',
        entityId: 'kept',
        action: 'update',
        details: {},
      },
    ]);
    const before = (await database.db.select().from(auditEntries)).length;
    expect(await audit.purgeOlderThan(365)).toBe(2);
    const rows = await database.db.select().from(auditEntries);
    expect(rows.filter((row) => row.entityId === 'old')).toEqual([]);
    expect(rows.filter((row) => row.entityId === 'kept')).toHaveLength(1);
    // Two removed, one purge recorded.
    expect(rows).toHaveLength(before - 2 + 1);
    expect(rows.find((row) => row.action === 'purge')).toMatchObject({
      entity: 'registro',
      actorId: null,
      details: { removed: 2, retentionDays: 365, before: '2025-11-29T10:00:00.000Z' },
    });
    // Nothing more to remove: nothing recorded.
    expect(await audit.purgeOlderThan(365)).toBe(0);
    expect(await database.db.select().from(auditEntries)).toHaveLength(rows.length);
  });
});
