import type { Db } from '../../db/database.ts';
import { createAuditLog } from '../audit/audit.service.ts';
import { createRegionalService } from '../regional/regional.service.ts';
import type { ModuleSeedOptions } from '../server-module.ts';
import { structuresServiceOn } from '../structures/structures.service.ts';
import { createProsaRepository } from './prosa.repository.ts';
import { themes } from './prosa.themes.ts';

const DEMO_ASL = '010203';
/** Real structures of ASL TO3 the demo registers: the hospitals of Pinerolo and Rivoli. */
const DEMO_STRUCTURES = ['PINEROLO', 'RIVOLI'];

/**
 * The theme tree at every start (what is missing, by code); in demo mode, ASL TO3 joined with its demo districts
 * and departments (the regional demo data) and two of its real hospitals, once.
 */
export async function seedProsa(db: Db, options: ModuleSeedOptions): Promise<void> {
  const repo = createProsaRepository(db);
  await db.transaction((tx) => repo.seedThemes(themes, tx as unknown as Db));
  if (!options.demo || (await repo.findAziendaByCodice(DEMO_ASL))) return;

  const regional = createRegionalService({ db, audit: createAuditLog({ db }) });
  if (!(await regional.findAslByCodice(DEMO_ASL))) return;
  // Read before the transaction: the embedded database has one connection, which the transaction holds.
  const [distretti, dipartimenti, strutture] = await Promise.all([
    regional.listDistretti(DEMO_ASL),
    regional.listDipartimenti({ codiceAsl: DEMO_ASL }),
    structuresServiceOn(db, regional).list({ codiceAsl: DEMO_ASL }),
  ]);
  const hospitals = strutture.filter((s) =>
    DEMO_STRUCTURES.some((name) => s.denominazione.toUpperCase().includes(name)),
  );
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const azienda = await repo.insertAzienda(DEMO_ASL, tx);
    if (!azienda) return;
    for (const d of distretti.filter((d) => d.demo)) await repo.insertPart('distretto', azienda.id, d.id, tx);
    for (const d of dipartimenti.filter((d) => d.demo))
      await repo.insertPart('dipartimento', azienda.id, d.id, tx);
    for (const s of hospitals.slice(0, 2)) await repo.insertPart('struttura', azienda.id, s.id, tx);
  });
}
