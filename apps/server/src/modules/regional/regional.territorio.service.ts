import type { Comune, Provincia } from '@halo/contract';
import { found } from '../../errors.ts';
import type { RegionalDeps } from './regional.edits.ts';
import { comuneEntity, provinciaEntity, quartiereEntity, regioneEntity } from './regional.entities.ts';
import { createTerritorioRepository } from './regional.territorio.repository.ts';

/**
 * The territory (issue 5): countries, regions and their Ministry codes, provinces, comuni and their search,
 * neighbourhoods; a region keeps the codes its ASL use, and nothing is deleted under its children.
 */
export function createTerritorioService(deps: RegionalDeps) {
  const repo = createTerritorioRepository(deps.db);
  const regione = regioneEntity(deps);
  const provincia = provinciaEntity(deps);
  const comune = comuneEntity(deps);
  const quartiere = quartiereEntity(deps);

  return {
    /** The writes of each kind of record: create, update (at a version) and delete. */
    writes: { regione, provincia, comune, quartiere },

    // countries ----------------------------------------------------------------------------------------------------
    listNazioni: () => repo.listNazioni(),

    // regions ------------------------------------------------------------------------------------------------------
    listRegioni: () => repo.listRegioni(),
    getRegione: regione.get,

    // provinces ----------------------------------------------------------------------------------------------------
    listProvince: (codiceRegione?: string) => repo.listProvince(codiceRegione),
    async getProvinciaBySigla(sigla: string): Promise<Provincia> {
      return found(await repo.findProvinciaBySigla(sigla), 'Provincia non trovata.');
    },
    async getProvinciaByDenominazione(name: string): Promise<Provincia> {
      return found(await repo.findProvinciaByDenominazione(name), 'Provincia non trovata.');
    },

    // comuni -------------------------------------------------------------------------------------------------------
    listComuni: (filter: { siglaProvincia?: string } = {}) => repo.listComuni(filter),
    getComune: comune.get,
    async getComuneByCodiceCatastale(code: string): Promise<Comune> {
      return found(await repo.findComuneByCodiceCatastale(code), 'Comune non trovato.');
    },
    findComuneByCodiceIstat: (codiceIstat: string) => repo.findComuneByCodiceIstat(codiceIstat),
    /** Many comuni at once (the places of a page of facilities), by their ISTAT codes. */
    listComuniByCodiciIstat: (codes: readonly string[]) => repo.listComuniByCodiciIstat(codes),
    /** As-you-type search: digits → ISTAT code prefix, a letter and digits → codice catastale, else name. */
    searchComuni(q: string, limit: number): Promise<Comune[]> {
      const text = q.trim();
      if (/^\d{1,6}$/.test(text)) {
        return repo.searchComuniByCodiceIstat(text, limit);
      }
      if (/^[A-Za-z]\d{1,3}$/.test(text)) {
        return repo.searchComuniByCodiceCatastale(text.toUpperCase(), limit);
      }
      return repo.searchComuniByName(text, limit);
    },

    // neighbourhoods -----------------------------------------------------------------------------------------------
    listQuartieri: (comuneId?: number) => repo.listQuartieri(comuneId),
    getQuartiere: quartiere.get,
  };
}
