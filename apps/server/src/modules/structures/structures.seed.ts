import { structuresSection } from '@halo/contract';
import type { Db } from '../../db/database.ts';
import { loadStrutture, loadTipologieStruttura } from '../regional/regional.data.ts';
import { DEMO_REGIONAL_GROUP, READ_ONLY } from '../regional/regional.demo.ts';
import type { RegionalSeedOptions } from '../regional/regional.seed.ts';
import { strutture, tipologie } from './structures.tables.ts';

/**
 * Seeds the facility types and the 1,135 hospital facilities once (when there is no type yet). Runs after the
 * regional seed: every facility points at an ASL and a comune.
 */
export async function seedStructures(db: Db, options: RegionalSeedOptions): Promise<void> {
  const [existing] = await db.select({ codice: tipologie.codice }).from(tipologie).limit(1);
  if (existing) {
    return;
  }
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.insert(tipologie).values(loadTipologieStruttura());
    await tx.insert(strutture).values(loadStrutture());
  });
  if (options.demo) {
    await options.grantOnce(DEMO_REGIONAL_GROUP, structuresSection, READ_ONLY);
  }
}
