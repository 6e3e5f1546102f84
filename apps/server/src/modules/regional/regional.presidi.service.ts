import type { RegionalDeps } from './regional.edits.ts';
import { presidioEntity, unitaEntity } from './regional.entities.ts';
import { createPresidiRepository } from './regional.presidi.repository.ts';

/**
 * The hospitals (issue 5): hospital sites, in the region of their struttura code and the ASL of their district, and
 * the operating units under a department or a site of the same ASL.
 */
export function createPresidiService(deps: RegionalDeps) {
  const repo = createPresidiRepository(deps.db);
  const presidio = presidioEntity(deps);
  const unitaOperativa = unitaEntity(deps);

  return {
    /** The writes of each kind of record: create, update (at a version) and delete. */
    writes: { presidioOspedaliero: presidio, unitaOperativa },

    // hospital sites -----------------------------------------------------------------------------------------------
    listPresidi: (
      filter: { codRegione?: string; codiceAsl?: string; distretto?: number; codiceStruttura?: string } = {},
    ) => repo.listPresidi(filter),
    getPresidio: presidio.get,

    // operating units ----------------------------------------------------------------------------------------------
    listUnita: (filter: { dipartimento?: number; presidio?: number; codiceAsl?: string } = {}) =>
      repo.listUnita(filter),
    getUnita: unitaOperativa.get,
  };
}
