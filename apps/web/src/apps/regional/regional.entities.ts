import {
  type Asl,
  aslInputSchema,
  aslSchema,
  aslUpdateSchema,
  type Comune,
  comuneInputSchema,
  comuneSchema,
  comuneUpdateSchema,
  type Dipartimento,
  type Distretto,
  dipartimentoInputSchema,
  dipartimentoSchema,
  dipartimentoUpdateSchema,
  distrettoInputSchema,
  distrettoSchema,
  distrettoUpdateSchema,
  type PresidioOspedaliero,
  type Provincia,
  presidioOspedalieroInputSchema,
  presidioOspedalieroSchema,
  presidioOspedalieroUpdateSchema,
  provinciaInputSchema,
  provinciaSchema,
  provinciaUpdateSchema,
  type Quartiere,
  quartiereInputSchema,
  quartiereSchema,
  quartiereUpdateSchema,
  type Regione,
  type RouteDef,
  regionalRoutes,
  regioneInputSchema,
  regioneSchema,
  regioneUpdateSchema,
  type UnitaOperativa,
  unitaOperativaInputSchema,
  unitaOperativaSchema,
  unitaOperativaUpdateSchema,
} from '@halo/contract';
import type { z } from 'zod';
import { i18n } from '../../i18n/i18n.ts';

/**
 * What the forms need to know about each regional entity: its fields, how the form's strings become the
 * contract's body (validated by the same zod schemas as the server) and where it is written. Their texts are
 * functions, read in the current language each time they are shown.
 */

/** A form holds strings; `toBody` turns them into the shape the contract's schema checks. */
export type FormValues = Record<string, string>;

export interface FieldOption {
  value: string;
  label: string;
}

export interface FieldSpec {
  name: string;
  label: () => string;
  /** `comuni`: the comuni of a district, chosen by search (ids, comma-separated in the form). */
  type?: 'text' | 'number' | 'select' | 'hidden' | 'comuni';
  /** Help shown under the field. */
  help?: () => string;
  required?: boolean;
  options?: readonly FieldOption[];
  /** First option of an optional select. */
  emptyOption?: () => string;
  maxLength?: number;
  inputMode?: 'numeric' | 'text';
  autoCapitalize?: 'characters';
}

export interface Versioned {
  id: number;
  version: number;
}

export interface EntityKind<T extends Versioned = Versioned> {
  key: string;
  /** As in the texts of SPEC.md §8: 'Errore nella creazione regione'. */
  label: () => string;
  /** With its article, for questions: 'il distretto', "l'azienda sanitaria". */
  withArticle: () => string;
  newTitle: () => string;
  /** For the agreement of 'creata' / 'creato' in Italian. */
  feminine: boolean;
  fields: readonly FieldSpec[];
  createSchema: z.ZodType;
  updateSchema: z.ZodType;
  responseSchema: z.ZodType<T>;
  /** The contract's routes writing it; each answers the record. */
  routes: {
    create: RouteDef & { response: { 201: z.ZodType<T> } };
    update: RouteDef & { response: { 200: z.ZodType<T> } };
    delete: RouteDef & { response: { 200: z.ZodType<T> } };
  };
  toForm(record: Partial<T>): FormValues;
  toBody(values: FormValues): Record<string, unknown>;
  /** How the record is named in tables, breadcrumbs and questions. */
  name(record: T): string;
}

// ---------------------------------------------------------------------------------------------------------------
// From form strings to body values. Anything that is not what the schema wants is passed on unchanged, so the
// schema (not this code) says what is wrong with it.

const text = (value: string | undefined) => value ?? '';
const optionalText = (value: string | undefined) => (value?.trim() ? value : null);
function integer(value: string | undefined): number | string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return null;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}
/** A required reference: an empty choice is `undefined`, which the schema refuses with its own message. */
function requiredRef(value: string | undefined): number | string | undefined {
  return integer(value) ?? undefined;
}
export function idList(value: string | undefined): number[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number);
}
function codeList(value: string | undefined): string[] | undefined {
  const codes = (value ?? '')
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  return codes.length > 0 ? codes : undefined;
}
const str = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

const r = regionalRoutes;
const denominazioneField: FieldSpec = {
  name: 'denominazione',
  label: () => i18n.t('regional:labels.denominazione'),
  required: true,
};

export const regioneKind: EntityKind<Regione> = {
  key: 'regione',
  feminine: true,
  label: () => i18n.t('regional:entities.regione.label'),
  withArticle: () => i18n.t('regional:entities.regione.withArticle'),
  newTitle: () => i18n.t('regional:entities.regione.newTitle'),
  fields: [
    { name: 'denominazioneRegione', label: () => i18n.t('regional:labels.denominazione'), required: true },
    {
      name: 'codiceRegione',
      label: () => i18n.t('regional:labels.codiceRegione'),
      help: () => i18n.t('regional:help.codiceRegione'),
      required: true,
      maxLength: 3,
      inputMode: 'numeric',
    },
    {
      name: 'codiceIstat',
      label: () => i18n.t('regional:labels.codiceIstat'),
      help: () => i18n.t('regional:help.twoDigits'),
      required: true,
      maxLength: 2,
      inputMode: 'numeric',
    },
    {
      name: 'codiciMinisteriali',
      label: () => i18n.t('regional:labels.codiciMinisteriali'),
      help: () => i18n.t('regional:help.codiciMinisteriali'),
    },
  ],
  createSchema: regioneInputSchema,
  updateSchema: regioneUpdateSchema,
  responseSchema: regioneSchema,
  routes: { create: r.regioneCreate, update: r.regioneUpdate, delete: r.regioneDelete },
  toForm: (x) => ({
    denominazioneRegione: str(x.denominazioneRegione),
    codiceRegione: str(x.codiceRegione),
    codiceIstat: str(x.codiceIstat),
    codiciMinisteriali: (x.codiciMinisteriali ?? []).join(', '),
  }),
  toBody: (v) => ({
    denominazioneRegione: text(v.denominazioneRegione),
    codiceRegione: text(v.codiceRegione),
    codiceIstat: text(v.codiceIstat),
    codiciMinisteriali: codeList(v.codiciMinisteriali),
  }),
  name: (x) => x.denominazioneRegione,
};

export const provinciaKind: EntityKind<Provincia> = {
  key: 'provincia',
  feminine: true,
  label: () => i18n.t('regional:entities.provincia.label'),
  withArticle: () => i18n.t('regional:entities.provincia.withArticle'),
  newTitle: () => i18n.t('regional:entities.provincia.newTitle'),
  fields: [
    denominazioneField,
    {
      name: 'sigla',
      label: () => i18n.t('regional:labels.sigla'),
      help: () => i18n.t('regional:help.sigla'),
      required: true,
      maxLength: 2,
      autoCapitalize: 'characters',
    },
    {
      name: 'codiceIstat',
      label: () => i18n.t('regional:labels.codiceIstat'),
      help: () => i18n.t('regional:help.istatProvincia'),
      required: true,
      maxLength: 3,
      inputMode: 'numeric',
    },
    {
      name: 'codiceRegione',
      label: () => i18n.t('regional:labels.codiceRegione'),
      help: () => i18n.t('regional:help.regioneProvincia'),
      required: true,
      maxLength: 3,
      inputMode: 'numeric',
    },
  ],
  createSchema: provinciaInputSchema,
  updateSchema: provinciaUpdateSchema,
  responseSchema: provinciaSchema,
  routes: { create: r.provinciaCreate, update: r.provinciaUpdate, delete: r.provinciaDelete },
  toForm: (x) => ({
    denominazione: str(x.denominazione),
    sigla: str(x.sigla),
    codiceIstat: str(x.codiceIstat),
    codiceRegione: str(x.codiceRegione),
  }),
  toBody: (v) => ({
    denominazione: text(v.denominazione),
    sigla: text(v.sigla),
    codiceIstat: text(v.codiceIstat),
    codiceRegione: text(v.codiceRegione),
  }),
  name: (x) => `${x.denominazione} (${x.sigla})`,
};

export const comuneKind: EntityKind<Comune> = {
  key: 'comune',
  feminine: false,
  label: () => i18n.t('regional:entities.comune.label'),
  withArticle: () => i18n.t('regional:entities.comune.withArticle'),
  newTitle: () => i18n.t('regional:entities.comune.newTitle'),
  fields: [
    denominazioneField,
    {
      name: 'codiceIstat',
      label: () => i18n.t('regional:labels.codiceIstat'),
      help: () => i18n.t('regional:help.istatComune'),
      required: true,
      maxLength: 6,
      inputMode: 'numeric',
    },
    {
      name: 'codiceCatastale',
      label: () => i18n.t('regional:labels.codiceCatastale'),
      help: () => i18n.t('regional:help.codiceCatastale'),
      required: true,
      maxLength: 4,
      autoCapitalize: 'characters',
    },
    {
      name: 'siglaProvincia',
      label: () => i18n.t('regional:labels.siglaProvincia'),
      required: true,
      maxLength: 2,
      autoCapitalize: 'characters',
    },
    {
      name: 'popolazione2011',
      label: () => i18n.t('regional:labels.popolazione'),
      type: 'number',
      inputMode: 'numeric',
    },
  ],
  createSchema: comuneInputSchema,
  updateSchema: comuneUpdateSchema,
  responseSchema: comuneSchema,
  // The irregular paths of SPEC.md §7: comuni/create, comune/update, comune/delete.
  routes: { create: r.comuneCreate, update: r.comuneUpdate, delete: r.comuneDelete },
  toForm: (x) => ({
    denominazione: str(x.denominazione),
    codiceIstat: str(x.codiceIstat),
    codiceCatastale: str(x.codiceCatastale),
    siglaProvincia: str(x.siglaProvincia),
    popolazione2011: str(x.popolazione2011),
  }),
  toBody: (v) => ({
    denominazione: text(v.denominazione),
    codiceIstat: text(v.codiceIstat),
    codiceCatastale: text(v.codiceCatastale),
    siglaProvincia: text(v.siglaProvincia),
    popolazione2011: integer(v.popolazione2011),
  }),
  name: (x) => x.denominazione,
};

export const quartiereKind: EntityKind<Quartiere> = {
  key: 'quartiere',
  feminine: false,
  label: () => i18n.t('regional:entities.quartiere.label'),
  withArticle: () => i18n.t('regional:entities.quartiere.withArticle'),
  newTitle: () => i18n.t('regional:entities.quartiere.newTitle'),
  fields: [
    denominazioneField,
    { name: 'comuneId', label: () => i18n.t('regional:labels.comune'), type: 'hidden' },
  ],
  createSchema: quartiereInputSchema,
  updateSchema: quartiereUpdateSchema,
  responseSchema: quartiereSchema,
  routes: { create: r.quartiereCreate, update: r.quartiereUpdate, delete: r.quartiereDelete },
  toForm: (x) => ({ denominazione: str(x.denominazione), comuneId: str(x.comuneId) }),
  toBody: (v) => ({ denominazione: text(v.denominazione), comuneId: requiredRef(v.comuneId) }),
  name: (x) => x.denominazione,
};

export const aslKind: EntityKind<Asl> = {
  key: 'asl',
  feminine: true,
  label: () => i18n.t('regional:entities.asl.label'),
  withArticle: () => i18n.t('regional:entities.asl.withArticle'),
  newTitle: () => i18n.t('regional:entities.asl.newTitle'),
  fields: [
    {
      name: 'denominazioneAzienda',
      label: () => i18n.t('regional:labels.denominazioneAzienda'),
      required: true,
    },
    {
      name: 'codiceAsl',
      label: () => i18n.t('regional:labels.codiceAsl'),
      help: () => i18n.t('regional:help.codiceAsl'),
      required: true,
      maxLength: 6,
      inputMode: 'numeric',
    },
    {
      name: 'codiceRegione',
      label: () => i18n.t('regional:labels.codiceRegione'),
      help: () => i18n.t('regional:help.regioneAsl'),
      required: true,
      maxLength: 3,
      inputMode: 'numeric',
    },
    { name: 'indirizzo', label: () => i18n.t('regional:labels.indirizzoSede') },
    { name: 'cap', label: () => i18n.t('regional:labels.cap'), maxLength: 5, inputMode: 'numeric' },
    {
      name: 'comuneSedeIstat',
      label: () => i18n.t('regional:labels.comuneSedeIstat'),
      maxLength: 6,
      inputMode: 'numeric',
    },
  ],
  createSchema: aslInputSchema,
  updateSchema: aslUpdateSchema,
  responseSchema: aslSchema,
  routes: { create: r.aslCreate, update: r.aslUpdate, delete: r.aslDelete },
  toForm: (x) => ({
    denominazioneAzienda: str(x.denominazioneAzienda),
    codiceAsl: str(x.codiceAsl),
    codiceRegione: str(x.codiceRegione),
    indirizzo: str(x.indirizzo),
    cap: str(x.cap),
    comuneSedeIstat: str(x.comuneSedeIstat),
  }),
  toBody: (v) => ({
    denominazioneAzienda: text(v.denominazioneAzienda),
    codiceAsl: text(v.codiceAsl),
    codiceRegione: text(v.codiceRegione),
    indirizzo: optionalText(v.indirizzo),
    cap: optionalText(v.cap),
    comuneSedeIstat: optionalText(v.comuneSedeIstat),
  }),
  name: (x) => `${x.denominazioneAzienda} (${x.codiceAsl})`,
};

export const distrettoKind: EntityKind<Distretto> = {
  key: 'distretto',
  feminine: false,
  label: () => i18n.t('regional:entities.distretto.label'),
  withArticle: () => i18n.t('regional:entities.distretto.withArticle'),
  newTitle: () => i18n.t('regional:entities.distretto.newTitle'),
  fields: [
    { name: 'distrettoSanitario', label: () => i18n.t('regional:labels.nomeDistretto'), required: true },
    {
      name: 'codiceDistretto',
      label: () => i18n.t('regional:labels.codiceDistretto'),
      help: () => i18n.t('regional:help.codiceDistretto'),
      maxLength: 10,
      autoCapitalize: 'characters',
    },
    {
      name: 'codiceAsl',
      label: () => i18n.t('regional:labels.codiceAsl'),
      help: () => i18n.t('regional:help.aslDistretto'),
      required: true,
      maxLength: 6,
      inputMode: 'numeric',
    },
    { name: 'comuniAnnessi', label: () => i18n.t('regional:labels.comuniDistretto'), type: 'comuni' },
  ],
  createSchema: distrettoInputSchema,
  updateSchema: distrettoUpdateSchema,
  responseSchema: distrettoSchema,
  routes: { create: r.distrettoCreate, update: r.distrettoUpdate, delete: r.distrettoDelete },
  toForm: (x) => ({
    distrettoSanitario: str(x.distrettoSanitario),
    codiceDistretto: str(x.codiceDistretto),
    codiceAsl: str(x.codiceAsl),
    comuniAnnessi: (x.comuniAnnessi ?? []).join(','),
  }),
  toBody: (v) => ({
    distrettoSanitario: text(v.distrettoSanitario),
    codiceDistretto: optionalText(v.codiceDistretto),
    codiceAsl: text(v.codiceAsl),
    comuniAnnessi: idList(v.comuniAnnessi),
  }),
  name: (x) => x.distrettoSanitario,
};

export const dipartimentoKind: EntityKind<Dipartimento> = {
  key: 'dipartimento',
  feminine: false,
  label: () => i18n.t('regional:entities.dipartimento.label'),
  withArticle: () => i18n.t('regional:entities.dipartimento.withArticle'),
  newTitle: () => i18n.t('regional:entities.dipartimento.newTitle'),
  fields: [
    denominazioneField,
    { name: 'distrettoId', label: () => i18n.t('regional:labels.distretto'), type: 'select', required: true },
  ],
  createSchema: dipartimentoInputSchema,
  updateSchema: dipartimentoUpdateSchema,
  responseSchema: dipartimentoSchema,
  routes: { create: r.dipartimentoCreate, update: r.dipartimentoUpdate, delete: r.dipartimentoDelete },
  toForm: (x) => ({ denominazione: str(x.denominazione), distrettoId: str(x.distrettoId) }),
  toBody: (v) => ({ denominazione: text(v.denominazione), distrettoId: requiredRef(v.distrettoId) }),
  name: (x) => x.denominazione,
};

export const presidioKind: EntityKind<PresidioOspedaliero> = {
  key: 'presidio',
  feminine: false,
  label: () => i18n.t('regional:entities.presidio.label'),
  withArticle: () => i18n.t('regional:entities.presidio.withArticle'),
  newTitle: () => i18n.t('regional:entities.presidio.newTitle'),
  fields: [
    denominazioneField,
    {
      name: 'codiceStruttura',
      label: () => i18n.t('regional:labels.codiceStruttura'),
      help: () => i18n.t('regional:help.codiceStruttura'),
      required: true,
      maxLength: 6,
      inputMode: 'numeric',
    },
    {
      name: 'subcodice',
      label: () => i18n.t('regional:labels.subcodice'),
      help: () => i18n.t('regional:help.twoDigits'),
      required: true,
      maxLength: 2,
      inputMode: 'numeric',
    },
    {
      name: 'codiceAsl',
      label: () => i18n.t('regional:labels.codiceAsl'),
      maxLength: 6,
      inputMode: 'numeric',
    },
    {
      name: 'distrettoId',
      label: () => i18n.t('regional:labels.distretto'),
      type: 'select',
      emptyOption: () => i18n.t('regional:emptyOptions.distretto'),
    },
  ],
  createSchema: presidioOspedalieroInputSchema,
  updateSchema: presidioOspedalieroUpdateSchema,
  responseSchema: presidioOspedalieroSchema,
  // SPEC.md §7: the update of a hospital site is ospedaliero/update/{id}.
  routes: {
    create: r.presidioOspedalieroCreate,
    update: r.presidioOspedalieroUpdate,
    delete: r.presidioOspedalieroDelete,
  },
  toForm: (x) => ({
    denominazione: str(x.denominazione),
    codiceStruttura: str(x.codiceStruttura),
    subcodice: str(x.subcodice),
    codiceAsl: str(x.codiceAsl),
    distrettoId: str(x.distrettoId),
  }),
  toBody: (v) => ({
    denominazione: text(v.denominazione),
    codiceStruttura: text(v.codiceStruttura),
    subcodice: text(v.subcodice),
    codiceAsl: optionalText(v.codiceAsl),
    distrettoId: integer(v.distrettoId),
  }),
  name: (x) => `${x.denominazione} (${x.codicePresidio})`,
};

export const unitaOperativaKind: EntityKind<UnitaOperativa> = {
  key: 'unitaoperativa',
  feminine: true,
  label: () => i18n.t('regional:entities.unitaOperativa.label'),
  withArticle: () => i18n.t('regional:entities.unitaOperativa.withArticle'),
  newTitle: () => i18n.t('regional:entities.unitaOperativa.newTitle'),
  fields: [
    denominazioneField,
    {
      name: 'dipartimentoId',
      label: () => i18n.t('regional:labels.dipartimento'),
      type: 'select',
      emptyOption: () => i18n.t('regional:emptyOptions.dipartimento'),
    },
    {
      name: 'presidioId',
      label: () => i18n.t('regional:labels.presidioOspedaliero'),
      type: 'select',
      emptyOption: () => i18n.t('regional:emptyOptions.presidio'),
    },
  ],
  createSchema: unitaOperativaInputSchema,
  updateSchema: unitaOperativaUpdateSchema,
  responseSchema: unitaOperativaSchema,
  routes: { create: r.unitaOperativaCreate, update: r.unitaOperativaUpdate, delete: r.unitaOperativaDelete },
  toForm: (x) => ({
    denominazione: str(x.denominazione),
    dipartimentoId: str(x.dipartimentoId),
    presidioId: str(x.presidioId),
  }),
  toBody: (v) => ({
    denominazione: text(v.denominazione),
    dipartimentoId: integer(v.dipartimentoId),
    presidioId: integer(v.presidioId),
  }),
  name: (x) => x.denominazione,
};

/** The body a form sends: the kind's fields, and for an update the version the record was read at (ADR 0003). */
export function entityBody<T extends Versioned>(
  kind: EntityKind<T>,
  values: FormValues,
  version?: number,
): Record<string, unknown> {
  const body = kind.toBody(values);
  return version === undefined ? body : { ...body, version };
}
