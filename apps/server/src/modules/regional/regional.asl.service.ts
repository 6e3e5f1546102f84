import type {
  Asl,
  AslInput,
  AslUpdate,
  Dipartimento,
  DipartimentoInput,
  DipartimentoUpdate,
  Distretto,
  DistrettoInput,
  DistrettoUpdate,
} from '@halo/contract';
import { ConflictError } from '../../errors.ts';
import type { WriteContext } from '../../http/write-context.ts';
import { createAslRepository } from './regional.asl.repository.ts';
import {
  createRegionalEdits,
  found,
  missingParent,
  type RegionalDeps,
  type RegionalRepositories,
  refuseIfChildren,
} from './regional.edits.ts';

/** A district's ASL and its comuni must exist. */
async function checkDistrettoParents(tx: RegionalRepositories, input: DistrettoInput) {
  if (!(await tx.asl.findAslByCodice(input.codiceAsl))) {
    missingParent('body.codiceAsl', `L'ASL ${input.codiceAsl} non esiste.`);
  }
  const missing = await tx.territorio.missingComuni(input.comuniAnnessi);
  if (missing.length > 0) {
    throw new ConflictError(
      `I comuni ${missing.join(', ')} non esistono.`,
      missing.map((id) => ({ path: 'body.comuniAnnessi', message: `Il comune ${id} non esiste.` })),
    );
  }
}

/**
 * The health authorities (issue 5): the ASL of a region's Ministry codes, their districts with the comuni they
 * cover, the districts' departments; nothing is deleted under its children.
 */
export function createAslService(deps: RegionalDeps) {
  const repo = createAslRepository(deps.db);
  const { write, created, updated, deleted } = createRegionalEdits(deps);

  return {
    // health authorities -------------------------------------------------------------------------------------------
    listAsl: (filter: { codRegione?: string; codAzienda?: string; codiceAsl?: string } = {}) =>
      repo.listAsl(filter),
    async getAsl(id: number): Promise<Asl> {
      return found(await repo.findAsl(id), 'Azienda sanitaria non trovata.');
    },
    findAslByCodice: (codiceAsl: string) => repo.findAslByCodice(codiceAsl),
    createAsl(input: AslInput, ctx: WriteContext): Promise<Asl> {
      return write(['asl'], async (tx, txDb) => {
        if (!(await tx.territorio.findRegioneByCodiceMinisteriale(input.codiceRegione))) {
          missingParent(
            'body.codiceRegione',
            `Nessuna regione ha il codice ministeriale ${input.codiceRegione}.`,
          );
        }
        const id = await tx.asl.insertAsl(input);
        await created(txDb, ctx, 'asl', id);
        return found(await tx.asl.findAsl(id), 'Azienda sanitaria non trovata.');
      });
    },
    updateAsl(id: number, input: AslUpdate, ctx: WriteContext): Promise<Asl> {
      const { version, ...values } = input;
      return write(['asl'], async (tx, txDb) => {
        const current = found(await tx.asl.findAsl(id), 'Azienda sanitaria non trovata.');
        if (!(await tx.territorio.findRegioneByCodiceMinisteriale(values.codiceRegione))) {
          missingParent(
            'body.codiceRegione',
            `Nessuna regione ha il codice ministeriale ${values.codiceRegione}.`,
          );
        }
        await updated(txDb, ctx, 'asl', id, {
          applied: await tx.asl.updateAsl(id, version, values),
          version,
          current,
          values,
        });
        return found(await tx.asl.findAsl(id), 'Azienda sanitaria non trovata.');
      });
    },
    deleteAsl(id: number, ctx: WriteContext): Promise<Asl> {
      return write([], async (tx, txDb) => {
        const current = found(await tx.asl.findAsl(id), 'Azienda sanitaria non trovata.');
        refuseIfChildren(await tx.children.childrenOfAsl(current.codiceAsl), "l'azienda sanitaria");
        await tx.asl.deleteAsl(id);
        await deleted(txDb, ctx, 'asl', id, current.version);
        return current;
      });
    },

    // districts ----------------------------------------------------------------------------------------------------
    listDistretti: (codiceAsl?: string) => repo.listDistretti(codiceAsl),
    listDistrettiByProvincia: (sigla: string) => repo.listDistrettiByProvincia(sigla),
    listDistrettiByComune: (comuneId: number) => repo.listDistrettiByComune(comuneId),
    async getDistretto(id: number): Promise<Distretto> {
      return found(await repo.findDistretto(id), 'Distretto non trovato.');
    },
    createDistretto(input: DistrettoInput, ctx: WriteContext): Promise<Distretto> {
      const { comuniAnnessi, ...values } = input;
      return write(['distretti', 'distretti_comuni'], async (tx, txDb) => {
        await checkDistrettoParents(tx, input);
        const id = await tx.asl.insertDistretto({ ...values, demo: false }, comuniAnnessi);
        await created(txDb, ctx, 'distretto', id);
        return found(await tx.asl.findDistretto(id), 'Distretto non trovato.');
      });
    },
    updateDistretto(id: number, input: DistrettoUpdate, ctx: WriteContext): Promise<Distretto> {
      const { version, comuniAnnessi, ...values } = input;
      return write(['distretti', 'distretti_comuni'], async (tx, txDb) => {
        const current = found(await tx.asl.findDistretto(id), 'Distretto non trovato.');
        await checkDistrettoParents(tx, input);
        await updated(txDb, ctx, 'distretto', id, {
          applied: await tx.asl.updateDistretto(id, version, values, comuniAnnessi),
          version,
          current,
          values: { ...values, comuniAnnessi },
        });
        return found(await tx.asl.findDistretto(id), 'Distretto non trovato.');
      });
    },
    deleteDistretto(id: number, ctx: WriteContext): Promise<Distretto> {
      return write([], async (tx, txDb) => {
        const current = found(await tx.asl.findDistretto(id), 'Distretto non trovato.');
        refuseIfChildren(await tx.children.childrenOfDistretto(id), 'il distretto');
        await tx.asl.deleteDistretto(id);
        await deleted(txDb, ctx, 'distretto', id, current.version);
        return current;
      });
    },

    // departments --------------------------------------------------------------------------------------------------
    listDipartimenti: (filter: { distretto?: number; codiceAsl?: string } = {}) =>
      repo.listDipartimenti(filter),
    async getDipartimento(id: number): Promise<Dipartimento> {
      return found(await repo.findDipartimento(id), 'Dipartimento non trovato.');
    },
    createDipartimento(input: DipartimentoInput, ctx: WriteContext): Promise<Dipartimento> {
      return write(['dipartimenti'], async (tx, txDb) => {
        if (!(await tx.asl.findDistretto(input.distrettoId))) {
          missingParent('body.distrettoId', `Il distretto ${input.distrettoId} non esiste.`);
        }
        const id = await tx.asl.insertDipartimento({ ...input, demo: false });
        await created(txDb, ctx, 'dipartimento', id);
        return found(await tx.asl.findDipartimento(id), 'Dipartimento non trovato.');
      });
    },
    updateDipartimento(id: number, input: DipartimentoUpdate, ctx: WriteContext): Promise<Dipartimento> {
      const { version, ...values } = input;
      return write(['dipartimenti'], async (tx, txDb) => {
        const current = found(await tx.asl.findDipartimento(id), 'Dipartimento non trovato.');
        if (!(await tx.asl.findDistretto(values.distrettoId))) {
          missingParent('body.distrettoId', `Il distretto ${values.distrettoId} non esiste.`);
        }
        await updated(txDb, ctx, 'dipartimento', id, {
          applied: await tx.asl.updateDipartimento(id, version, values),
          version,
          current,
          values,
        });
        return found(await tx.asl.findDipartimento(id), 'Dipartimento non trovato.');
      });
    },
    deleteDipartimento(id: number, ctx: WriteContext): Promise<Dipartimento> {
      return write([], async (tx, txDb) => {
        const current = found(await tx.asl.findDipartimento(id), 'Dipartimento non trovato.');
        refuseIfChildren(await tx.children.childrenOfDipartimento(id), 'il dipartimento');
        await tx.asl.deleteDipartimento(id);
        await deleted(txDb, ctx, 'dipartimento', id, current.version);
        return current;
      });
    },
  };
}
