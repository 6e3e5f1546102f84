import { createAslRepository } from './regional.asl.repository.ts';
import type { RegionalDeps } from './regional.edits.ts';
import { aslEntity, dipartimentoEntity, distrettoEntity } from './regional.entities.ts';

/**
 * The health authorities (issue 5): the ASL of a region's Ministry codes, their districts with the comuni they
 * cover, the districts' departments; nothing is deleted under its children.
 */
export function createAslService(deps: RegionalDeps) {
  const repo = createAslRepository(deps.db);
  const asl = aslEntity(deps);
  const distretto = distrettoEntity(deps);
  const dipartimento = dipartimentoEntity(deps);

  return {
    /** The writes of each kind of record: create, update (at a version) and delete. */
    writes: { asl, distretto, dipartimento },

    // health authorities -------------------------------------------------------------------------------------------
    listAsl: (filter: { codRegione?: string; codAzienda?: string; codiceAsl?: string } = {}) =>
      repo.listAsl(filter),
    getAsl: asl.get,
    findAslByCodice: (codiceAsl: string) => repo.findAslByCodice(codiceAsl),

    // districts ----------------------------------------------------------------------------------------------------
    listDistretti: (codiceAsl?: string) => repo.listDistretti(codiceAsl),
    listDistrettiByProvincia: (sigla: string) => repo.listDistrettiByProvincia(sigla),
    listDistrettiByComune: (comuneId: number) => repo.listDistrettiByComune(comuneId),
    getDistretto: distretto.get,

    // departments --------------------------------------------------------------------------------------------------
    listDipartimenti: (filter: { distretto?: number; codiceAsl?: string } = {}) =>
      repo.listDipartimenti(filter),
    getDipartimento: dipartimento.get,
  };
}
