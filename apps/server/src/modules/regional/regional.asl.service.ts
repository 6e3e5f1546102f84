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
    // health authorities -------------------------------------------------------------------------------------------
    listAsl: (filter: { codRegione?: string; codAzienda?: string; codiceAsl?: string } = {}) =>
      repo.listAsl(filter),
    getAsl: asl.get,
    findAslByCodice: (codiceAsl: string) => repo.findAslByCodice(codiceAsl),
    createAsl: asl.create,
    updateAsl: asl.update,
    deleteAsl: asl.remove,

    // districts ----------------------------------------------------------------------------------------------------
    listDistretti: (codiceAsl?: string) => repo.listDistretti(codiceAsl),
    listDistrettiByProvincia: (sigla: string) => repo.listDistrettiByProvincia(sigla),
    listDistrettiByComune: (comuneId: number) => repo.listDistrettiByComune(comuneId),
    getDistretto: distretto.get,
    createDistretto: distretto.create,
    updateDistretto: distretto.update,
    deleteDistretto: distretto.remove,

    // departments --------------------------------------------------------------------------------------------------
    listDipartimenti: (filter: { distretto?: number; codiceAsl?: string } = {}) =>
      repo.listDipartimenti(filter),
    getDipartimento: dipartimento.get,
    createDipartimento: dipartimento.create,
    updateDipartimento: dipartimento.update,
    deleteDipartimento: dipartimento.remove,
  };
}
