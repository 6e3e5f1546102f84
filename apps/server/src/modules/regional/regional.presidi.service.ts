import type {
  PresidioOspedaliero,
  PresidioOspedalieroInput,
  PresidioOspedalieroUpdate,
  UnitaOperativa,
  UnitaOperativaInput,
  UnitaOperativaUpdate,
} from '@halo/contract';
import { ValidationError } from '../../errors.ts';
import type { WriteContext } from '../../http/write-context.ts';
import {
  createRegionalEdits,
  found,
  missingParent,
  type RegionalDeps,
  type RegionalRepositories,
  refuseIfChildren,
} from './regional.edits.ts';
import { createPresidiRepository } from './regional.presidi.repository.ts';

/** A hospital site's columns: the region comes from the struttura code, the ASL from the district if not given. */
async function presidioValues(tx: RegionalRepositories, input: PresidioOspedalieroInput) {
  const codiceRegione = input.codiceStruttura.slice(0, 3);
  if (!(await tx.territorio.findRegioneByCodiceMinisteriale(codiceRegione))) {
    missingParent('body.codiceStruttura', `Nessuna regione ha il codice ministeriale ${codiceRegione}.`);
  }
  let codiceAsl = input.codiceAsl;
  if (codiceAsl && !(await tx.asl.findAslByCodice(codiceAsl))) {
    missingParent('body.codiceAsl', `L'ASL ${codiceAsl} non esiste.`);
  }
  if (input.distrettoId !== null) {
    const distretto = await tx.asl.findDistretto(input.distrettoId);
    if (!distretto) {
      missingParent('body.distrettoId', `Il distretto ${input.distrettoId} non esiste.`);
    }
    if (codiceAsl && distretto.codiceAsl !== codiceAsl) {
      throw new ValidationError([
        { path: 'body.distrettoId', message: "Il distretto appartiene a un'altra ASL." },
      ]);
    }
    codiceAsl = distretto.codiceAsl;
    if (codiceAsl.slice(0, 3) !== codiceRegione) {
      throw new ValidationError([
        {
          path: 'body.codiceStruttura',
          message:
            "Le prime tre cifre del codice struttura devono coincidere con quelle del codice dell'ASL.",
        },
      ]);
    }
  }
  return {
    codiceStruttura: input.codiceStruttura,
    subcodice: input.subcodice,
    denominazione: input.denominazione,
    codiceRegione,
    codiceAsl,
    distrettoId: input.distrettoId,
  };
}

/** An operating unit's parents must exist and, if both are given, sit in the same ASL. */
async function checkUnitaParents(tx: RegionalRepositories, input: UnitaOperativaInput) {
  let aslOfDipartimento: string | undefined;
  if (input.dipartimentoId !== null) {
    const dipartimento = await tx.asl.findDipartimento(input.dipartimentoId);
    if (!dipartimento) {
      missingParent('body.dipartimentoId', `Il dipartimento ${input.dipartimentoId} non esiste.`);
    }
    aslOfDipartimento = dipartimento.codiceAsl;
  }
  if (input.presidioId !== null) {
    const presidio = await tx.presidi.findPresidio(input.presidioId);
    if (!presidio) {
      missingParent('body.presidioId', `Il presidio ospedaliero ${input.presidioId} non esiste.`);
    }
    if (aslOfDipartimento && presidio.codiceAsl && presidio.codiceAsl !== aslOfDipartimento) {
      throw new ValidationError([
        { path: 'body.presidioId', message: 'Il presidio e il dipartimento appartengono ad ASL diverse.' },
      ]);
    }
  }
}

/**
 * The hospitals (issue 5): hospital sites, in the region of their struttura code and the ASL of their district, and
 * the operating units under a department or a site of the same ASL.
 */
export function createPresidiService(deps: RegionalDeps) {
  const repo = createPresidiRepository(deps.db);
  const { write, created, updated, deleted } = createRegionalEdits(deps);

  return {
    // hospital sites -----------------------------------------------------------------------------------------------
    listPresidi: (
      filter: { codRegione?: string; codiceAsl?: string; distretto?: number; codiceStruttura?: string } = {},
    ) => repo.listPresidi(filter),
    async getPresidio(id: number): Promise<PresidioOspedaliero> {
      return found(await repo.findPresidio(id), 'Presidio ospedaliero non trovato.');
    },
    createPresidio(input: PresidioOspedalieroInput, ctx: WriteContext): Promise<PresidioOspedaliero> {
      return write(['presidi_ospedalieri'], async (tx, txDb) => {
        const values = await presidioValues(tx, input);
        const id = await tx.presidi.insertPresidio({ ...values, demo: false });
        await created(txDb, ctx, 'presidio-ospedaliero', id);
        return found(await tx.presidi.findPresidio(id), 'Presidio ospedaliero non trovato.');
      });
    },
    updatePresidio(
      id: number,
      input: PresidioOspedalieroUpdate,
      ctx: WriteContext,
    ): Promise<PresidioOspedaliero> {
      const { version, ...rest } = input;
      return write(['presidi_ospedalieri'], async (tx, txDb) => {
        const current = found(await tx.presidi.findPresidio(id), 'Presidio ospedaliero non trovato.');
        const values = await presidioValues(tx, rest);
        await updated(txDb, ctx, 'presidio-ospedaliero', id, {
          applied: await tx.presidi.updatePresidio(id, version, values),
          version,
          current,
          values,
        });
        return found(await tx.presidi.findPresidio(id), 'Presidio ospedaliero non trovato.');
      });
    },
    deletePresidio(id: number, ctx: WriteContext): Promise<PresidioOspedaliero> {
      return write([], async (tx, txDb) => {
        const current = found(await tx.presidi.findPresidio(id), 'Presidio ospedaliero non trovato.');
        refuseIfChildren(await tx.children.childrenOfPresidio(id), 'il presidio ospedaliero');
        await tx.presidi.deletePresidio(id);
        await deleted(txDb, ctx, 'presidio-ospedaliero', id, current.version);
        return current;
      });
    },

    // operating units ----------------------------------------------------------------------------------------------
    listUnita: (filter: { dipartimento?: number; presidio?: number; codiceAsl?: string } = {}) =>
      repo.listUnita(filter),
    async getUnita(id: number): Promise<UnitaOperativa> {
      return found(await repo.findUnita(id), 'Unità operativa non trovata.');
    },
    createUnita(input: UnitaOperativaInput, ctx: WriteContext): Promise<UnitaOperativa> {
      return write(['unita_operative'], async (tx, txDb) => {
        await checkUnitaParents(tx, input);
        const id = await tx.presidi.insertUnita({ ...input, demo: false });
        await created(txDb, ctx, 'unita-operativa', id);
        return found(await tx.presidi.findUnita(id), 'Unità operativa non trovata.');
      });
    },
    updateUnita(id: number, input: UnitaOperativaUpdate, ctx: WriteContext): Promise<UnitaOperativa> {
      const { version, ...values } = input;
      return write(['unita_operative'], async (tx, txDb) => {
        const current = found(await tx.presidi.findUnita(id), 'Unità operativa non trovata.');
        await checkUnitaParents(tx, values);
        await updated(txDb, ctx, 'unita-operativa', id, {
          applied: await tx.presidi.updateUnita(id, version, values),
          version,
          current,
          values,
        });
        return found(await tx.presidi.findUnita(id), 'Unità operativa non trovata.');
      });
    },
    deleteUnita(id: number, ctx: WriteContext): Promise<UnitaOperativa> {
      return write([], async (tx, txDb) => {
        const current = found(await tx.presidi.findUnita(id), 'Unità operativa non trovata.');
        await tx.presidi.deleteUnita(id);
        await deleted(txDb, ctx, 'unita-operativa', id, current.version);
        return current;
      });
    },
  };
}
