import { STRUCTURES_APPLICATION, structuresSection } from '@halo/contract';
import type { Db } from '../../db/database.ts';
import { groupPermissions, sections } from '../authorization/authorization.tables.ts';
import { loadStrutture, loadTipologieStruttura } from '../regional/regional.data.ts';
import { DEMO_REGIONAL_GROUP, READ_ONLY } from '../regional/regional.demo.ts';
import { strutture, tipologie } from './structures.tables.ts';

/**
 * Seeds the facility types and the 1,135 hospital facilities once (when there is no type yet). Runs after the
 * regional seed: every facility points at an ASL and a comune.
 */
export async function seedStructures(db: Db, options: { demo: boolean }): Promise<void> {
  const [existing] = await db.select({ codice: tipologie.codice }).from(tipologie).limit(1);
  if (existing) {
    return;
  }
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx
      .insert(sections)
      .values({
        name: structuresSection,
        application: STRUCTURES_APPLICATION,
        description: 'Strutture di ricovero',
      })
      .onConflictDoNothing();
    await tx.insert(tipologie).values(loadTipologieStruttura());
    await tx.insert(strutture).values(loadStrutture());
    if (options.demo) {
      await tx
        .insert(groupPermissions)
        .values({ groupName: DEMO_REGIONAL_GROUP, section: structuresSection, mask: READ_ONLY })
        .onConflictDoNothing();
    }
  });
}
