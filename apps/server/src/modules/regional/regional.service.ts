import type {
  Asl,
  AslInput,
  AslUpdate,
  Comune,
  ComuneInput,
  ComuneUpdate,
  Dipartimento,
  DipartimentoInput,
  DipartimentoUpdate,
  Distretto,
  DistrettoInput,
  DistrettoUpdate,
  PresidioOspedaliero,
  PresidioOspedalieroInput,
  PresidioOspedalieroUpdate,
  Provincia,
  ProvinciaInput,
  ProvinciaUpdate,
  Quartiere,
  QuartiereInput,
  QuartiereUpdate,
  Regione,
  RegioneInput,
  RegioneUpdate,
  UnitaOperativa,
  UnitaOperativaInput,
  UnitaOperativaUpdate,
} from '@halo/contract';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import {
  ConflictError,
  type ErrorDetail,
  NotFoundError,
  StaleVersionError,
  ValidationError,
} from '../../errors.ts';
import type { WriteContext } from '../../http/write-context.ts';
import type { AuditLog } from '../audit/audit.service.ts';
import { translateConstraintError } from './regional.errors.ts';
import { type ChildRef, createRegionalRepository, type RegionalRepository } from './regional.repository.ts';

const MAX_LISTED_CHILDREN = 50;

const kindNames: Record<string, string> = {
  province: 'province',
  asl: 'aziende sanitarie',
  comuni: 'comuni',
  quartieri: 'quartieri',
  distretti: 'distretti',
  dipartimenti: 'dipartimenti',
  presidiospedalieri: 'presidi ospedalieri',
  unitaoperative: 'unità operative',
};

function found<T>(value: T | undefined, message: string): T {
  if (value === undefined) {
    throw new NotFoundError(message);
  }
  return value;
}

/** 409 for a parent that still has children, listing them (ids in the path, names in the message). */
function refuseIfChildren(children: ChildRef[], what: string) {
  if (children.length === 0) {
    return;
  }
  const counts = new Map<string, number>();
  for (const child of children) {
    counts.set(child.kind, (counts.get(child.kind) ?? 0) + 1);
  }
  const summary = [...counts].map(([kind, n]) => `${n} ${kindNames[kind] ?? kind}`).join(', ');
  const details: ErrorDetail[] = children
    .slice(0, MAX_LISTED_CHILDREN)
    .map((child) => ({ path: `${child.kind}.${child.id}`, message: child.label }));
  if (children.length > MAX_LISTED_CHILDREN) {
    details.push({ path: 'altri', message: `… e altri ${children.length - MAX_LISTED_CHILDREN}` });
  }
  throw new ConflictError(`Impossibile eliminare ${what}: ha ancora ${summary} collegati.`, details);
}

function missingParent(path: string, message: string): never {
  throw new ConflictError(message, [{ path, message }]);
}

function changedFields(before: object, after: object): string[] {
  const b = before as Record<string, unknown>;
  return Object.entries(after as Record<string, unknown>)
    .filter(([key, value]) => key !== 'version' && JSON.stringify(b[key]) !== JSON.stringify(value))
    .map(([key]) => key);
}

/**
 * The rules of the regional data (issue 5): codes in the right format (the contract's schemas), no duplicates,
 * no child without its parent, no parent deleted under its children, no update over someone else's, and an audit
 * row in the same transaction as every write.
 */
export function createRegionalService(deps: { db: Db; audit: AuditLog }) {
  const repo = createRegionalRepository(deps.db);

  async function write<T>(
    ownTables: readonly string[],
    fn: (tx: RegionalRepository, txDb: Db) => Promise<T>,
  ): Promise<T> {
    return inTransaction(
      deps.db,
      (txDb) => fn(createRegionalRepository(txDb), txDb),
      (error) => translateConstraintError(error, ownTables),
    );
  }

  function record(
    txDb: Db,
    ctx: WriteContext,
    entity: string,
    entityId: number,
    action: 'create' | 'update' | 'delete',
    details: Record<string, unknown>,
  ) {
    return deps.audit.record(
      { actor: ctx.actor, entity, entityId, action, details, requestId: ctx.requestId },
      txDb,
    );
  }

  // -- regions -------------------------------------------------------------------------------------------------
  const regioneNotFound = 'Regione non trovata.';

  async function checkCodiciStillCover(tx: RegionalRepository, current: Regione, codici: string[]) {
    const removed = current.codiciMinisteriali.filter((c) => !codici.includes(c));
    const users = await tx.aslByCodiciRegione(removed);
    if (users.length > 0) {
      throw new ConflictError(
        `I codici ministeriali ${removed.join(', ')} sono ancora usati da ${users.length} aziende sanitarie.`,
        users.map((a) => ({ path: `asl.${a.id}`, message: `${a.codiceAsl} - ${a.denominazioneAzienda}` })),
      );
    }
  }

  // -- hospital sites: the region comes from the struttura code, the ASL from the district if not given ----------
  async function presidioValues(tx: RegionalRepository, input: PresidioOspedalieroInput) {
    const codiceRegione = input.codiceStruttura.slice(0, 3);
    if (!(await tx.findRegioneByCodiceMinisteriale(codiceRegione))) {
      missingParent('body.codiceStruttura', `Nessuna regione ha il codice ministeriale ${codiceRegione}.`);
    }
    let codiceAsl = input.codiceAsl;
    if (codiceAsl && !(await tx.findAslByCodice(codiceAsl))) {
      missingParent('body.codiceAsl', `L'ASL ${codiceAsl} non esiste.`);
    }
    if (input.distrettoId !== null) {
      const distretto = await tx.findDistretto(input.distrettoId);
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

  // -- operating units: their parents must exist and, if both are given, sit in the same ASL -----------------
  async function checkUnitaParents(tx: RegionalRepository, input: UnitaOperativaInput) {
    let aslOfDipartimento: string | undefined;
    if (input.dipartimentoId !== null) {
      const dipartimento = await tx.findDipartimento(input.dipartimentoId);
      if (!dipartimento) {
        missingParent('body.dipartimentoId', `Il dipartimento ${input.dipartimentoId} non esiste.`);
      }
      aslOfDipartimento = dipartimento.codiceAsl;
    }
    if (input.presidioId !== null) {
      const presidio = await tx.findPresidio(input.presidioId);
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
        const id = await tx.insertRegione(values);
        await record(txDb, ctx, 'regione', id, 'create', { after: { id, version: 1 } });
        return found(await tx.findRegione(id), regioneNotFound);
      });
    },
    updateRegione(id: number, input: RegioneUpdate, ctx: WriteContext): Promise<Regione> {
      const { version, ...rest } = input;
      const values = { ...rest, codiciMinisteriali: rest.codiciMinisteriali ?? [rest.codiceRegione] };
      return write(['regioni', 'regioni_codici_ministeriali'], async (tx, txDb) => {
        const current = found(await tx.findRegione(id), regioneNotFound);
        await checkCodiciStillCover(tx, current, values.codiciMinisteriali);
        if (!(await tx.updateRegione(id, version, values))) {
          throw new StaleVersionError();
        }
        await record(txDb, ctx, 'regione', id, 'update', {
          before: { version },
          after: { version: version + 1 },
          fields: changedFields(current, values),
        });
        return found(await tx.findRegione(id), regioneNotFound);
      });
    },
    deleteRegione(id: number, ctx: WriteContext): Promise<Regione> {
      return write([], async (tx, txDb) => {
        const current = found(await tx.findRegione(id), regioneNotFound);
        refuseIfChildren(await tx.childrenOfRegione(current), 'la regione');
        await tx.deleteRegione(id);
        await record(txDb, ctx, 'regione', id, 'delete', { before: { id, version: current.version } });
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
        if (!(await tx.findRegioneByCodice(input.codiceRegione))) {
          missingParent('body.codiceRegione', `La regione ${input.codiceRegione} non esiste.`);
        }
        const id = await tx.insertProvincia(input);
        await record(txDb, ctx, 'provincia', id, 'create', { after: { id, version: 1 } });
        return found(await tx.findProvincia(id), 'Provincia non trovata.');
      });
    },
    updateProvincia(id: number, input: ProvinciaUpdate, ctx: WriteContext): Promise<Provincia> {
      const { version, ...values } = input;
      return write(['province'], async (tx, txDb) => {
        const current = found(await tx.findProvincia(id), 'Provincia non trovata.');
        if (!(await tx.findRegioneByCodice(values.codiceRegione))) {
          missingParent('body.codiceRegione', `La regione ${values.codiceRegione} non esiste.`);
        }
        if (!(await tx.updateProvincia(id, version, values))) {
          throw new StaleVersionError();
        }
        await record(txDb, ctx, 'provincia', id, 'update', {
          before: { version },
          after: { version: version + 1 },
          fields: changedFields(current, values),
        });
        return found(await tx.findProvincia(id), 'Provincia non trovata.');
      });
    },
    deleteProvincia(id: number, ctx: WriteContext): Promise<Provincia> {
      return write([], async (tx, txDb) => {
        const current = found(await tx.findProvincia(id), 'Provincia non trovata.');
        refuseIfChildren(await tx.childrenOfProvincia(current), 'la provincia');
        await tx.deleteProvincia(id);
        await record(txDb, ctx, 'provincia', id, 'delete', { before: { id, version: current.version } });
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
        if (!(await tx.findProvinciaBySigla(input.siglaProvincia))) {
          missingParent('body.siglaProvincia', `La provincia ${input.siglaProvincia} non esiste.`);
        }
        const id = await tx.insertComune(input);
        await record(txDb, ctx, 'comune', id, 'create', { after: { id, version: 1 } });
        return found(await tx.findComune(id), 'Comune non trovato.');
      });
    },
    updateComune(id: number, input: ComuneUpdate, ctx: WriteContext): Promise<Comune> {
      const { version, ...values } = input;
      return write(['comuni'], async (tx, txDb) => {
        const current = found(await tx.findComune(id), 'Comune non trovato.');
        if (!(await tx.findProvinciaBySigla(values.siglaProvincia))) {
          missingParent('body.siglaProvincia', `La provincia ${values.siglaProvincia} non esiste.`);
        }
        if (!(await tx.updateComune(id, version, values))) {
          throw new StaleVersionError();
        }
        await record(txDb, ctx, 'comune', id, 'update', {
          before: { version },
          after: { version: version + 1 },
          fields: changedFields(current, values),
        });
        return found(await tx.findComune(id), 'Comune non trovato.');
      });
    },
    deleteComune(id: number, ctx: WriteContext): Promise<Comune> {
      return write([], async (tx, txDb) => {
        const current = found(await tx.findComune(id), 'Comune non trovato.');
        refuseIfChildren(await tx.childrenOfComune(current), 'il comune');
        await tx.deleteComune(id);
        await record(txDb, ctx, 'comune', id, 'delete', { before: { id, version: current.version } });
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
        if (!(await tx.findComune(input.comuneId))) {
          missingParent('body.comuneId', `Il comune ${input.comuneId} non esiste.`);
        }
        const id = await tx.insertQuartiere({ ...input, demo: false });
        await record(txDb, ctx, 'quartiere', id, 'create', { after: { id, version: 1 } });
        return found(await tx.findQuartiere(id), 'Quartiere non trovato.');
      });
    },
    updateQuartiere(id: number, input: QuartiereUpdate, ctx: WriteContext): Promise<Quartiere> {
      const { version, ...values } = input;
      return write(['quartieri'], async (tx, txDb) => {
        const current = found(await tx.findQuartiere(id), 'Quartiere non trovato.');
        if (!(await tx.findComune(values.comuneId))) {
          missingParent('body.comuneId', `Il comune ${values.comuneId} non esiste.`);
        }
        if (!(await tx.updateQuartiere(id, version, values))) {
          throw new StaleVersionError();
        }
        await record(txDb, ctx, 'quartiere', id, 'update', {
          before: { version },
          after: { version: version + 1 },
          fields: changedFields(current, values),
        });
        return found(await tx.findQuartiere(id), 'Quartiere non trovato.');
      });
    },
    deleteQuartiere(id: number, ctx: WriteContext): Promise<Quartiere> {
      return write([], async (tx, txDb) => {
        const current = found(await tx.findQuartiere(id), 'Quartiere non trovato.');
        await tx.deleteQuartiere(id);
        await record(txDb, ctx, 'quartiere', id, 'delete', { before: { id, version: current.version } });
        return current;
      });
    },

    // health authorities -------------------------------------------------------------------------------------------
    listAsl: (filter: { codRegione?: string; codAzienda?: string; codiceAsl?: string } = {}) =>
      repo.listAsl(filter),
    async getAsl(id: number): Promise<Asl> {
      return found(await repo.findAsl(id), 'Azienda sanitaria non trovata.');
    },
    findAslByCodice: (codiceAsl: string) => repo.findAslByCodice(codiceAsl),
    createAsl(input: AslInput, ctx: WriteContext): Promise<Asl> {
      return write(['asl'], async (tx, txDb) => {
        if (!(await tx.findRegioneByCodiceMinisteriale(input.codiceRegione))) {
          missingParent(
            'body.codiceRegione',
            `Nessuna regione ha il codice ministeriale ${input.codiceRegione}.`,
          );
        }
        const id = await tx.insertAsl(input);
        await record(txDb, ctx, 'asl', id, 'create', { after: { id, version: 1 } });
        return found(await tx.findAsl(id), 'Azienda sanitaria non trovata.');
      });
    },
    updateAsl(id: number, input: AslUpdate, ctx: WriteContext): Promise<Asl> {
      const { version, ...values } = input;
      return write(['asl'], async (tx, txDb) => {
        const current = found(await tx.findAsl(id), 'Azienda sanitaria non trovata.');
        if (!(await tx.findRegioneByCodiceMinisteriale(values.codiceRegione))) {
          missingParent(
            'body.codiceRegione',
            `Nessuna regione ha il codice ministeriale ${values.codiceRegione}.`,
          );
        }
        if (!(await tx.updateAsl(id, version, values))) {
          throw new StaleVersionError();
        }
        await record(txDb, ctx, 'asl', id, 'update', {
          before: { version },
          after: { version: version + 1 },
          fields: changedFields(current, values),
        });
        return found(await tx.findAsl(id), 'Azienda sanitaria non trovata.');
      });
    },
    deleteAsl(id: number, ctx: WriteContext): Promise<Asl> {
      return write([], async (tx, txDb) => {
        const current = found(await tx.findAsl(id), 'Azienda sanitaria non trovata.');
        refuseIfChildren(await tx.childrenOfAsl(current.codiceAsl), "l'azienda sanitaria");
        await tx.deleteAsl(id);
        await record(txDb, ctx, 'asl', id, 'delete', { before: { id, version: current.version } });
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
        const id = await tx.insertDistretto({ ...values, demo: false }, comuniAnnessi);
        await record(txDb, ctx, 'distretto', id, 'create', { after: { id, version: 1 } });
        return found(await tx.findDistretto(id), 'Distretto non trovato.');
      });
    },
    updateDistretto(id: number, input: DistrettoUpdate, ctx: WriteContext): Promise<Distretto> {
      const { version, comuniAnnessi, ...values } = input;
      return write(['distretti', 'distretti_comuni'], async (tx, txDb) => {
        const current = found(await tx.findDistretto(id), 'Distretto non trovato.');
        await checkDistrettoParents(tx, input);
        if (!(await tx.updateDistretto(id, version, values, comuniAnnessi))) {
          throw new StaleVersionError();
        }
        await record(txDb, ctx, 'distretto', id, 'update', {
          before: { version },
          after: { version: version + 1 },
          fields: changedFields(current, { ...values, comuniAnnessi }),
        });
        return found(await tx.findDistretto(id), 'Distretto non trovato.');
      });
    },
    deleteDistretto(id: number, ctx: WriteContext): Promise<Distretto> {
      return write([], async (tx, txDb) => {
        const current = found(await tx.findDistretto(id), 'Distretto non trovato.');
        refuseIfChildren(await tx.childrenOfDistretto(id), 'il distretto');
        await tx.deleteDistretto(id);
        await record(txDb, ctx, 'distretto', id, 'delete', { before: { id, version: current.version } });
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
        if (!(await tx.findDistretto(input.distrettoId))) {
          missingParent('body.distrettoId', `Il distretto ${input.distrettoId} non esiste.`);
        }
        const id = await tx.insertDipartimento({ ...input, demo: false });
        await record(txDb, ctx, 'dipartimento', id, 'create', { after: { id, version: 1 } });
        return found(await tx.findDipartimento(id), 'Dipartimento non trovato.');
      });
    },
    updateDipartimento(id: number, input: DipartimentoUpdate, ctx: WriteContext): Promise<Dipartimento> {
      const { version, ...values } = input;
      return write(['dipartimenti'], async (tx, txDb) => {
        const current = found(await tx.findDipartimento(id), 'Dipartimento non trovato.');
        if (!(await tx.findDistretto(values.distrettoId))) {
          missingParent('body.distrettoId', `Il distretto ${values.distrettoId} non esiste.`);
        }
        if (!(await tx.updateDipartimento(id, version, values))) {
          throw new StaleVersionError();
        }
        await record(txDb, ctx, 'dipartimento', id, 'update', {
          before: { version },
          after: { version: version + 1 },
          fields: changedFields(current, values),
        });
        return found(await tx.findDipartimento(id), 'Dipartimento non trovato.');
      });
    },
    deleteDipartimento(id: number, ctx: WriteContext): Promise<Dipartimento> {
      return write([], async (tx, txDb) => {
        const current = found(await tx.findDipartimento(id), 'Dipartimento non trovato.');
        refuseIfChildren(await tx.childrenOfDipartimento(id), 'il dipartimento');
        await tx.deleteDipartimento(id);
        await record(txDb, ctx, 'dipartimento', id, 'delete', { before: { id, version: current.version } });
        return current;
      });
    },

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
        const id = await tx.insertPresidio({ ...values, demo: false });
        await record(txDb, ctx, 'presidio-ospedaliero', id, 'create', { after: { id, version: 1 } });
        return found(await tx.findPresidio(id), 'Presidio ospedaliero non trovato.');
      });
    },
    updatePresidio(
      id: number,
      input: PresidioOspedalieroUpdate,
      ctx: WriteContext,
    ): Promise<PresidioOspedaliero> {
      const { version, ...rest } = input;
      return write(['presidi_ospedalieri'], async (tx, txDb) => {
        const current = found(await tx.findPresidio(id), 'Presidio ospedaliero non trovato.');
        const values = await presidioValues(tx, rest);
        if (!(await tx.updatePresidio(id, version, values))) {
          throw new StaleVersionError();
        }
        await record(txDb, ctx, 'presidio-ospedaliero', id, 'update', {
          before: { version },
          after: { version: version + 1 },
          fields: changedFields(current, values),
        });
        return found(await tx.findPresidio(id), 'Presidio ospedaliero non trovato.');
      });
    },
    deletePresidio(id: number, ctx: WriteContext): Promise<PresidioOspedaliero> {
      return write([], async (tx, txDb) => {
        const current = found(await tx.findPresidio(id), 'Presidio ospedaliero non trovato.');
        refuseIfChildren(await tx.childrenOfPresidio(id), 'il presidio ospedaliero');
        await tx.deletePresidio(id);
        await record(txDb, ctx, 'presidio-ospedaliero', id, 'delete', {
          before: { id, version: current.version },
        });
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
        const id = await tx.insertUnita({ ...input, demo: false });
        await record(txDb, ctx, 'unita-operativa', id, 'create', { after: { id, version: 1 } });
        return found(await tx.findUnita(id), 'Unità operativa non trovata.');
      });
    },
    updateUnita(id: number, input: UnitaOperativaUpdate, ctx: WriteContext): Promise<UnitaOperativa> {
      const { version, ...values } = input;
      return write(['unita_operative'], async (tx, txDb) => {
        const current = found(await tx.findUnita(id), 'Unità operativa non trovata.');
        await checkUnitaParents(tx, values);
        if (!(await tx.updateUnita(id, version, values))) {
          throw new StaleVersionError();
        }
        await record(txDb, ctx, 'unita-operativa', id, 'update', {
          before: { version },
          after: { version: version + 1 },
          fields: changedFields(current, values),
        });
        return found(await tx.findUnita(id), 'Unità operativa non trovata.');
      });
    },
    deleteUnita(id: number, ctx: WriteContext): Promise<UnitaOperativa> {
      return write([], async (tx, txDb) => {
        const current = found(await tx.findUnita(id), 'Unità operativa non trovata.');
        await tx.deleteUnita(id);
        await record(txDb, ctx, 'unita-operativa', id, 'delete', {
          before: { id, version: current.version },
        });
        return current;
      });
    },
  };
}

async function checkDistrettoParents(tx: RegionalRepository, input: DistrettoInput) {
  if (!(await tx.findAslByCodice(input.codiceAsl))) {
    missingParent('body.codiceAsl', `L'ASL ${input.codiceAsl} non esiste.`);
  }
  const missing = await tx.missingComuni(input.comuniAnnessi);
  if (missing.length > 0) {
    throw new ConflictError(
      `I comuni ${missing.join(', ')} non esistono.`,
      missing.map((id) => ({ path: 'body.comuniAnnessi', message: `Il comune ${id} non esiste.` })),
    );
  }
}

export type RegionalService = ReturnType<typeof createRegionalService>;
