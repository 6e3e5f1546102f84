import type {
  AslInput,
  ComuneInput,
  DipartimentoInput,
  DistrettoInput,
  PresidioOspedalieroInput,
  ProvinciaInput,
  QuartiereInput,
  Regione,
  RegioneInput,
  UnitaOperativaInput,
} from '@halo/contract';
import { ConflictError, ValidationError } from '../../errors.ts';
import {
  missingParent,
  type RegionalDeps,
  type RegionalRepositories,
  regionalEntity,
} from './regional.edits.ts';

/*
 * The nine kinds of record the administration of the regional data writes (issue 5), each with its rules: what
 * must exist before it is written, what stops its delete, its name in the audit log. The services of the
 * territory, the health authorities and the hospitals serve them (regional.territorio/asl/presidi.service.ts).
 */

// territory --------------------------------------------------------------------------------------------------------

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

/** The regions: without Ministry codes, a region is registered under its own code. */
export function regioneEntity(deps: RegionalDeps) {
  return regionalEntity(deps, {
    entity: 'regione',
    notFound: 'Regione non trovata.',
    tables: ['regioni', 'regioni_codici_ministeriali'],
    find: (tx, id) => tx.territorio.findRegione(id),
    async prepare(tx, input: RegioneInput, current?: Regione) {
      const values = { ...input, codiciMinisteriali: input.codiciMinisteriali ?? [input.codiceRegione] };
      if (current) {
        await checkCodiciStillCover(tx, current, values.codiciMinisteriali);
      }
      return values;
    },
    insert: (tx, values) => tx.territorio.insertRegione(values),
    update: (tx, id, version, values) => tx.territorio.updateRegione(id, version, values),
    remove: (tx, id) => tx.territorio.deleteRegione(id),
    children: { of: (tx, regione) => tx.children.childrenOfRegione(regione), what: 'la regione' },
  });
}

/** The provinces: in an existing region. */
export function provinciaEntity(deps: RegionalDeps) {
  return regionalEntity(deps, {
    entity: 'provincia',
    notFound: 'Provincia non trovata.',
    tables: ['province'],
    find: (tx, id) => tx.territorio.findProvincia(id),
    async prepare(tx, input: ProvinciaInput) {
      if (!(await tx.territorio.findRegioneByCodice(input.codiceRegione))) {
        missingParent('body.codiceRegione', `La regione ${input.codiceRegione} non esiste.`);
      }
      return input;
    },
    insert: (tx, values) => tx.territorio.insertProvincia(values),
    update: (tx, id, version, values) => tx.territorio.updateProvincia(id, version, values),
    remove: (tx, id) => tx.territorio.deleteProvincia(id),
    children: { of: (tx, provincia) => tx.children.childrenOfProvincia(provincia), what: 'la provincia' },
  });
}

/** The comuni: in an existing province. */
export function comuneEntity(deps: RegionalDeps) {
  return regionalEntity(deps, {
    entity: 'comune',
    notFound: 'Comune non trovato.',
    tables: ['comuni'],
    find: (tx, id) => tx.territorio.findComune(id),
    async prepare(tx, input: ComuneInput) {
      if (!(await tx.territorio.findProvinciaBySigla(input.siglaProvincia))) {
        missingParent('body.siglaProvincia', `La provincia ${input.siglaProvincia} non esiste.`);
      }
      return input;
    },
    insert: (tx, values) => tx.territorio.insertComune(values),
    update: (tx, id, version, values) => tx.territorio.updateComune(id, version, values),
    remove: (tx, id) => tx.territorio.deleteComune(id),
    children: { of: (tx, comune) => tx.children.childrenOfComune(comune), what: 'il comune' },
  });
}

/** The neighbourhoods: in an existing comune. */
export function quartiereEntity(deps: RegionalDeps) {
  return regionalEntity(deps, {
    entity: 'quartiere',
    notFound: 'Quartiere non trovato.',
    tables: ['quartieri'],
    find: (tx, id) => tx.territorio.findQuartiere(id),
    async prepare(tx, input: QuartiereInput) {
      if (!(await tx.territorio.findComune(input.comuneId))) {
        missingParent('body.comuneId', `Il comune ${input.comuneId} non esiste.`);
      }
      return input;
    },
    insert: (tx, values) => tx.territorio.insertQuartiere({ ...values, demo: false }),
    update: (tx, id, version, values) => tx.territorio.updateQuartiere(id, version, values),
    remove: (tx, id) => tx.territorio.deleteQuartiere(id),
  });
}

// health authorities -----------------------------------------------------------------------------------------------

/** The ASL: registered under a Ministry code of an existing region. */
export function aslEntity(deps: RegionalDeps) {
  return regionalEntity(deps, {
    entity: 'asl',
    notFound: 'Azienda sanitaria non trovata.',
    tables: ['asl'],
    find: (tx, id) => tx.asl.findAsl(id),
    async prepare(tx, input: AslInput) {
      if (!(await tx.territorio.findRegioneByCodiceMinisteriale(input.codiceRegione))) {
        missingParent(
          'body.codiceRegione',
          `Nessuna regione ha il codice ministeriale ${input.codiceRegione}.`,
        );
      }
      return input;
    },
    insert: (tx, values) => tx.asl.insertAsl(values),
    update: (tx, id, version, values) => tx.asl.updateAsl(id, version, values),
    remove: (tx, id) => tx.asl.deleteAsl(id),
    children: { of: (tx, asl) => tx.children.childrenOfAsl(asl.codiceAsl), what: "l'azienda sanitaria" },
  });
}

/** The districts: their ASL and the comuni they cover must exist. */
export function distrettoEntity(deps: RegionalDeps) {
  return regionalEntity(deps, {
    entity: 'distretto',
    notFound: 'Distretto non trovato.',
    tables: ['distretti', 'distretti_comuni'],
    find: (tx, id) => tx.asl.findDistretto(id),
    async prepare(tx, input: DistrettoInput) {
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
      return input;
    },
    insert: (tx, { comuniAnnessi, ...values }) =>
      tx.asl.insertDistretto({ ...values, demo: false }, comuniAnnessi),
    update: (tx, id, version, { comuniAnnessi, ...values }) =>
      tx.asl.updateDistretto(id, version, values, comuniAnnessi),
    remove: (tx, id) => tx.asl.deleteDistretto(id),
    children: { of: (tx, distretto) => tx.children.childrenOfDistretto(distretto.id), what: 'il distretto' },
  });
}

/** The departments: under an existing district. */
export function dipartimentoEntity(deps: RegionalDeps) {
  return regionalEntity(deps, {
    entity: 'dipartimento',
    notFound: 'Dipartimento non trovato.',
    tables: ['dipartimenti'],
    find: (tx, id) => tx.asl.findDipartimento(id),
    async prepare(tx, input: DipartimentoInput) {
      if (!(await tx.asl.findDistretto(input.distrettoId))) {
        missingParent('body.distrettoId', `Il distretto ${input.distrettoId} non esiste.`);
      }
      return input;
    },
    insert: (tx, values) => tx.asl.insertDipartimento({ ...values, demo: false }),
    update: (tx, id, version, values) => tx.asl.updateDipartimento(id, version, values),
    remove: (tx, id) => tx.asl.deleteDipartimento(id),
    children: {
      of: (tx, dipartimento) => tx.children.childrenOfDipartimento(dipartimento.id),
      what: 'il dipartimento',
    },
  });
}

// hospitals --------------------------------------------------------------------------------------------------------

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

/** The hospital sites: see presidioValues. */
export function presidioEntity(deps: RegionalDeps) {
  return regionalEntity(deps, {
    entity: 'presidio-ospedaliero',
    notFound: 'Presidio ospedaliero non trovato.',
    tables: ['presidi_ospedalieri'],
    find: (tx, id) => tx.presidi.findPresidio(id),
    prepare: presidioValues,
    insert: (tx, values) => tx.presidi.insertPresidio({ ...values, demo: false }),
    update: (tx, id, version, values) => tx.presidi.updatePresidio(id, version, values),
    remove: (tx, id) => tx.presidi.deletePresidio(id),
    children: {
      of: (tx, presidio) => tx.children.childrenOfPresidio(presidio.id),
      what: 'il presidio ospedaliero',
    },
  });
}

/** The operating units: see checkUnitaParents. */
export function unitaEntity(deps: RegionalDeps) {
  return regionalEntity(deps, {
    entity: 'unita-operativa',
    notFound: 'Unità operativa non trovata.',
    tables: ['unita_operative'],
    find: (tx, id) => tx.presidi.findUnita(id),
    async prepare(tx, input: UnitaOperativaInput) {
      await checkUnitaParents(tx, input);
      return input;
    },
    insert: (tx, values) => tx.presidi.insertUnita({ ...values, demo: false }),
    update: (tx, id, version, values) => tx.presidi.updateUnita(id, version, values),
    remove: (tx, id) => tx.presidi.deleteUnita(id),
  });
}
