import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases.ts';
import { seedWithJobs } from '../../../test/seeded-snapshot.ts';
import type { Database } from '../../db/database.ts';
import { createAuditLog } from '../audit/audit.service.ts';
import { groupPermissions, sections } from '../authorization/authorization.tables.ts';
import { createSectionCatalogue } from '../authorization/sections.catalogue.ts';
import { referenceServices } from '../module-services.ts';
import { seedStructures } from '../structures/structures.seed.ts';
import { strutture } from '../structures/structures.tables.ts';
import { distretti, quartieri, unitaOperative } from './regional.tables.ts';

/** These seeds queue no job: a call would fail the test. */
const noJobs = {
  declare: () => Promise.reject(new Error('nessun lavoro atteso')),
  enqueue: () => Promise.reject(new Error('nessun lavoro atteso')),
};

describe.each(testDatabases())('regional seed outside demo mode on $name', (kind) => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await kind.open());
    await seedWithJobs(database, { demo: false, embeddedIdp: false });
  });
  afterAll(() => drop());

  const count = async (
    table: typeof distretti | typeof quartieri | typeof unitaOperative | typeof strutture,
  ) => (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;

  it('seeds no demo districts, neighbourhoods, units or group', async () => {
    expect(await count(distretti)).toBe(0);
    expect(await count(quartieri)).toBe(0);
    expect(await count(unitaOperative)).toBe(0);
    expect(await database.db.select().from(groupPermissions)).toEqual([]);
  });

  it('seeds the sections of both applications and the facilities', async () => {
    const rows = await database.db.select().from(sections);
    expect(rows.filter((s) => s.application === 'gestioneregionale')).toHaveLength(10);
    expect(rows.find((s) => s.name === 'strutture.strutture')?.application).toBe('strutture');
    expect(await count(strutture)).toBe(1135);
  });

  it('seeds the facilities once', async () => {
    await seedStructures(database.db, {
      demo: false,
      grantOnce: createSectionCatalogue(database.db).grantOnce,
      demoUserId: async () => undefined,
      jobs: noJobs,
      services: referenceServices(database.db, createAuditLog({ db: database.db })),
    });
    expect(await count(strutture)).toBe(1135);
  });
});
