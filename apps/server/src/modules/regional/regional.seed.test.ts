import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases.ts';
import { groupPermissions, sections } from '../authorization/authorization.tables.ts';
import { seedStructures } from '../structures/structures.seed.ts';
import { strutture } from '../structures/structures.tables.ts';
import { distretti, quartieri, unitaOperative } from './regional.tables.ts';
import { countRows, seededDatabase, seedOptions } from './regional.test-utils.ts';

describe.each(testDatabases())('regional seed outside demo mode on $name', (kind) => {
  const seeded = seededDatabase(kind, { demo: false });
  const count = (table: typeof distretti | typeof quartieri | typeof unitaOperative | typeof strutture) =>
    countRows(seeded.database, table);

  it('seeds no demo districts, neighbourhoods, units or group', async () => {
    expect(await count(distretti)).toBe(0);
    expect(await count(quartieri)).toBe(0);
    expect(await count(unitaOperative)).toBe(0);
    expect(await seeded.database.db.select().from(groupPermissions)).toEqual([]);
  });

  it('seeds the sections of both applications and the facilities', async () => {
    const rows = await seeded.database.db.select().from(sections);
    expect(rows.filter((s) => s.application === 'gestioneregionale')).toHaveLength(10);
    expect(rows.find((s) => s.name === 'strutture.strutture')?.application).toBe('strutture');
    expect(await count(strutture)).toBe(1135);
  });

  it('seeds the facilities once', async () => {
    await seedStructures(seeded.database.db, seedOptions(seeded.database, false));
    expect(await count(strutture)).toBe(1135);
  });
});
