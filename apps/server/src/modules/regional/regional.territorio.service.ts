import type {
  Comune,
  ComuneInput,
  ComuneUpdate,
  Provincia,
  ProvinciaInput,
  ProvinciaUpdate,
  Quartiere,
  QuartiereInput,
  QuartiereUpdate,
  Regione,
  RegioneInput,
  RegioneUpdate,
} from '@halo/contract';
import { ConflictError } from '../../errors.ts';
import type { WriteContext } from '../../http/write-context.ts';
import {
  createRegionalEdits,
  found,
  missingParent,
  type RegionalDeps,
  type RegionalRepositories,
  refuseIfChildren,
} from './regional.edits.ts';
import { createTerritorioRepository } from './regional.territorio.repository.ts';

const regioneNotFound = 'Regione non trovata.';

/** 409 when a region would drop Ministry codes its ASL still use, listing those ASL. */
async function checkCodiciStillCover(tx: RegionalRepositories, current: Regione, codici: string[]) {
  const removed = current.codiciMinisteriali.filter((c) => !codici.includes(c));
  const users = await tx.children.aslByCodiciRegione(removed);
  if (users.length > 0) {
    throw new ConflictError(
      `I codici ministeriali ${removed.join(', ')} sono ancora usati da ${users.length} aziende sanitarie.`,
      users.map((a) => ({ path: `asl.${a.id}`, message: `${a.codiceAsl} - ${a.denominazioneAzienda}` })),
    );
  }
}

/**
 * The territory (issue 5): countries, regions and their Ministry codes, provinces, comuni and their search,
 * neighbourhoods; a region keeps the codes its ASL use, and nothing is deleted under its children.
 */
export function createTerritorioService(deps: RegionalDeps) {
  const repo = createTerritorioRepository(deps.db);
  const { write, created, updated, deleted } = createRegionalEdits(deps);

  return {
    // countries ----------------------------------------------------------------------------------------------------
    listNazioni: () => repo.listNazioni(),

    // regions ------------------------------------------------------------------------------------------------------
    listRegioni: () => repo.listRegioni(),
    async getRegione(id: number): Promise<Regione> {
      return found(await repo.findRegione(id), regioneNotFound);
    },
    createRegione(input: RegioneInput, ctx: WriteContext): Promise<Regione> {
      const values = { ...input, codiciMinisteriali: input.codiciMinisteriali ?? [input.codiceRegione] };
      return write(['regioni', 'regioni_codici_ministeriali'], async (tx, txDb) => {
        const id = await tx.territorio.insertRegione(values);
        await created(txDb, ctx, 'regione', id);
        return found(await tx.territorio.findRegione(id), regioneNotFound);
      });
    },
    updateRegione(id: number, input: RegioneUpdate, ctx: WriteContext): Promise<Regione> {
      const { version, ...rest } = input;
      const values = { ...rest, codiciMinisteriali: rest.codiciMinisteriali ?? [rest.codiceRegione] };
      return write(['regioni', 'regioni_codici_ministeriali'], async (tx, txDb) => {
        const current = found(await tx.territorio.findRegione(id), regioneNotFound);
        await checkCodiciStillCover(tx, current, values.codiciMinisteriali);
        await updated(txDb, ctx, 'regione', id, {
          applied: await tx.territorio.updateRegione(id, version, values),
          version,
          current,
          values,
        });
        return found(await tx.territorio.findRegione(id), regioneNotFound);
      });
    },
    deleteRegione(id: number, ctx: WriteContext): Promise<Regione> {
      return write([], async (tx, txDb) => {
        const current = found(await tx.territorio.findRegione(id), regioneNotFound);
        refuseIfChildren(await tx.children.childrenOfRegione(current), 'la regione');
        await tx.territorio.deleteRegione(id);
        await deleted(txDb, ctx, 'regione', id, current.version);
        return current;
      });
    },

    // provinces ----------------------------------------------------------------------------------------------------
    listProvince: (codiceRegione?: string) => repo.listProvince(codiceRegione),
    async getProvinciaBySigla(sigla: string): Promise<Provincia> {
      return found(await repo.findProvinciaBySigla(sigla), 'Provincia non trovata.');
    },
    async getProvinciaByDenominazione(name: string): Promise<Provincia> {
      return found(await repo.findProvinciaByDenominazione(name), 'Provincia non trovata.');
    },
    createProvincia(input: ProvinciaInput, ctx: WriteContext): Promise<Provincia> {
      return write(['province'], async (tx, txDb) => {
        if (!(await tx.territorio.findRegioneByCodice(input.codiceRegione))) {
          missingParent('body.codiceRegione', `La regione ${input.codiceRegione} non esiste.`);
        }
        const id = await tx.territorio.insertProvincia(input);
        await created(txDb, ctx, 'provincia', id);
        return found(await tx.territorio.findProvincia(id), 'Provincia non trovata.');
      });
    },
    updateProvincia(id: number, input: ProvinciaUpdate, ctx: WriteContext): Promise<Provincia> {
      const { version, ...values } = input;
      return write(['province'], async (tx, txDb) => {
        const current = found(await tx.territorio.findProvincia(id), 'Provincia non trovata.');
        if (!(await tx.territorio.findRegioneByCodice(values.codiceRegione))) {
          missingParent('body.codiceRegione', `La regione ${values.codiceRegione} non esiste.`);
        }
        await updated(txDb, ctx, 'provincia', id, {
          applied: await tx.territorio.updateProvincia(id, version, values),
          version,
          current,
          values,
        });
        return found(await tx.territorio.findProvincia(id), 'Provincia non trovata.');
      });
    },
    deleteProvincia(id: number, ctx: WriteContext): Promise<Provincia> {
      return write([], async (tx, txDb) => {
        const current = found(await tx.territorio.findProvincia(id), 'Provincia non trovata.');
        refuseIfChildren(await tx.children.childrenOfProvincia(current), 'la provincia');
        await tx.territorio.deleteProvincia(id);
        await deleted(txDb, ctx, 'provincia', id, current.version);
        return current;
      });
    },

    // comuni -------------------------------------------------------------------------------------------------------
    listComuni: (filter: { siglaProvincia?: string } = {}) => repo.listComuni(filter),
    async getComune(id: number): Promise<Comune> {
      return found(await repo.findComune(id), 'Comune non trovato.');
    },
    async getComuneByCodiceCatastale(code: string): Promise<Comune> {
      return found(await repo.findComuneByCodiceCatastale(code), 'Comune non trovato.');
    },
    findComuneByCodiceIstat: (codiceIstat: string) => repo.findComuneByCodiceIstat(codiceIstat),
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
    createComune(input: ComuneInput, ctx: WriteContext): Promise<Comune> {
      return write(['comuni'], async (tx, txDb) => {
        if (!(await tx.territorio.findProvinciaBySigla(input.siglaProvincia))) {
          missingParent('body.siglaProvincia', `La provincia ${input.siglaProvincia} non esiste.`);
        }
        const id = await tx.territorio.insertComune(input);
        await created(txDb, ctx, 'comune', id);
        return found(await tx.territorio.findComune(id), 'Comune non trovato.');
      });
    },
    updateComune(id: number, input: ComuneUpdate, ctx: WriteContext): Promise<Comune> {
      const { version, ...values } = input;
      return write(['comuni'], async (tx, txDb) => {
        const current = found(await tx.territorio.findComune(id), 'Comune non trovato.');
        if (!(await tx.territorio.findProvinciaBySigla(values.siglaProvincia))) {
          missingParent('body.siglaProvincia', `La provincia ${values.siglaProvincia} non esiste.`);
        }
        await updated(txDb, ctx, 'comune', id, {
          applied: await tx.territorio.updateComune(id, version, values),
          version,
          current,
          values,
        });
        return found(await tx.territorio.findComune(id), 'Comune non trovato.');
      });
    },
    deleteComune(id: number, ctx: WriteContext): Promise<Comune> {
      return write([], async (tx, txDb) => {
        const current = found(await tx.territorio.findComune(id), 'Comune non trovato.');
        refuseIfChildren(await tx.children.childrenOfComune(current), 'il comune');
        await tx.territorio.deleteComune(id);
        await deleted(txDb, ctx, 'comune', id, current.version);
        return current;
      });
    },

    // neighbourhoods -----------------------------------------------------------------------------------------------
    listQuartieri: (comuneId?: number) => repo.listQuartieri(comuneId),
    async getQuartiere(id: number): Promise<Quartiere> {
      return found(await repo.findQuartiere(id), 'Quartiere non trovato.');
    },
    createQuartiere(input: QuartiereInput, ctx: WriteContext): Promise<Quartiere> {
      return write(['quartieri'], async (tx, txDb) => {
        if (!(await tx.territorio.findComune(input.comuneId))) {
          missingParent('body.comuneId', `Il comune ${input.comuneId} non esiste.`);
        }
        const id = await tx.territorio.insertQuartiere({ ...input, demo: false });
        await created(txDb, ctx, 'quartiere', id);
        return found(await tx.territorio.findQuartiere(id), 'Quartiere non trovato.');
      });
    },
    updateQuartiere(id: number, input: QuartiereUpdate, ctx: WriteContext): Promise<Quartiere> {
      const { version, ...values } = input;
      return write(['quartieri'], async (tx, txDb) => {
        const current = found(await tx.territorio.findQuartiere(id), 'Quartiere non trovato.');
        if (!(await tx.territorio.findComune(values.comuneId))) {
          missingParent('body.comuneId', `Il comune ${values.comuneId} non esiste.`);
        }
        await updated(txDb, ctx, 'quartiere', id, {
          applied: await tx.territorio.updateQuartiere(id, version, values),
          version,
          current,
          values,
        });
        return found(await tx.territorio.findQuartiere(id), 'Quartiere non trovato.');
      });
    },
    deleteQuartiere(id: number, ctx: WriteContext): Promise<Quartiere> {
      return write([], async (tx, txDb) => {
        const current = found(await tx.territorio.findQuartiere(id), 'Quartiere non trovato.');
        await tx.territorio.deleteQuartiere(id);
        await deleted(txDb, ctx, 'quartiere', id, current.version);
        return current;
      });
    },
  };
}
