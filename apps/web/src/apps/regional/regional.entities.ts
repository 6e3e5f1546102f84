import {
  type Asl,
  aslInputSchema,
  aslUpdateSchema,
  type Comune,
  comuneInputSchema,
  comuneUpdateSchema,
  type Dipartimento,
  type Distretto,
  dipartimentoInputSchema,
  dipartimentoUpdateSchema,
  distrettoInputSchema,
  distrettoUpdateSchema,
  type PresidioOspedaliero,
  type Provincia,
  presidioOspedalieroInputSchema,
  presidioOspedalieroUpdateSchema,
  provinciaInputSchema,
  provinciaUpdateSchema,
  type Quartiere,
  quartiereInputSchema,
  quartiereUpdateSchema,
  type Regione,
  type RouteDef,
  regionalRoutes,
  regioneInputSchema,
  regioneUpdateSchema,
  type UnitaOperativa,
  unitaOperativaInputSchema,
  unitaOperativaUpdateSchema,
} from '@halo/contract';
import type { z } from 'zod';
import { i18n } from '../../i18n/i18n.ts';
import type itRegional from './locales/it/regional.ts';

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

type Texts = (typeof itRegional)['entities'];

/**
 * How a form's string becomes the body's value: as typed (the default), null when empty, a whole number (null when
 * empty), a required reference (left out when empty, so the schema says it is missing), a list of codes (the
 * form's `041, 042`), a list of ids (the form's `5,7`). Anything that is not what the schema wants is passed on
 * unchanged, so the schema (not this code) says what is wrong with it.
 */
type Conversion = 'text' | 'optional' | 'integer' | 'ref' | 'codes' | 'ids';

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
  value?: Conversion;
}

export interface Versioned {
  id: number;
  version: number;
}

export interface EntityKind<T extends Versioned = Versioned> {
  /** Its texts are under `regional:entities.<key>`. */
  key: keyof Texts;
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

function integer(value: string | undefined): number | string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return null;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
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

const toBodyValue: Record<Conversion, (value: string | undefined) => unknown> = {
  text: (value) => value ?? '',
  optional: (value) => (value?.trim() ? value : null),
  integer,
  ref: (value) => integer(value) ?? undefined,
  codes: codeList,
  ids: idList,
};

/** A record's value as the form's string: a list of codes `041, 042`, of ids `5,7`. */
function toFormValue(value: unknown, conversion: Conversion | undefined): string {
  if (Array.isArray(value)) return value.join(conversion === 'codes' ? ', ' : ',');
  return value === null || value === undefined ? '' : String(value);
}

type FieldProps = Omit<FieldSpec, 'name' | 'label' | 'help'> & { help?: keyof (typeof itRegional)['help'] };

/** A field named `regional:labels.<label>`, with the help `regional:help.<help>`. */
function field(name: string, label: keyof (typeof itRegional)['labels'], props: FieldProps = {}): FieldSpec {
  const { help, ...rest } = props;
  return {
    name,
    label: () => i18n.t(`regional:labels.${label}`),
    ...(help ? { help: () => i18n.t(`regional:help.${help}`) } : {}),
    ...rest,
  };
}

const digits = (maxLength: number) => ({ maxLength, inputMode: 'numeric' as const });
const letters = (maxLength: number) => ({ maxLength, autoCapitalize: 'characters' as const });
const required = { required: true };

function entity<T extends Versioned>(
  spec: Pick<
    EntityKind<T>,
    'key' | 'feminine' | 'fields' | 'createSchema' | 'updateSchema' | 'routes' | 'name'
  >,
): EntityKind<T> {
  const text = (which: keyof Texts[keyof Texts]) => () => i18n.t(`regional:entities.${spec.key}.${which}`);
  return {
    ...spec,
    label: text('label'),
    withArticle: text('withArticle'),
    newTitle: text('newTitle'),
    toForm: (record) =>
      Object.fromEntries(
        spec.fields.map((f) => [f.name, toFormValue((record as Record<string, unknown>)[f.name], f.value)]),
      ),
    toBody: (values) =>
      Object.fromEntries(spec.fields.map((f) => [f.name, toBodyValue[f.value ?? 'text'](values[f.name])])),
  };
}

const r = regionalRoutes;
const denominazione = field('denominazione', 'denominazione', required);

export const regioneKind = entity<Regione>({
  key: 'regione',
  feminine: true,
  fields: [
    field('denominazioneRegione', 'denominazione', required),
    field('codiceRegione', 'codiceRegione', { help: 'codiceRegione', ...required, ...digits(3) }),
    field('codiceIstat', 'codiceIstat', { help: 'twoDigits', ...required, ...digits(2) }),
    field('codiciMinisteriali', 'codiciMinisteriali', { help: 'codiciMinisteriali', value: 'codes' }),
  ],
  createSchema: regioneInputSchema,
  updateSchema: regioneUpdateSchema,
  routes: { create: r.regioneCreate, update: r.regioneUpdate, delete: r.regioneDelete },
  name: (x) => x.denominazioneRegione,
});

export const provinciaKind = entity<Provincia>({
  key: 'provincia',
  feminine: true,
  fields: [
    denominazione,
    field('sigla', 'sigla', { help: 'sigla', ...required, ...letters(2) }),
    field('codiceIstat', 'codiceIstat', { help: 'istatProvincia', ...required, ...digits(3) }),
    field('codiceRegione', 'codiceRegione', { help: 'regioneProvincia', ...required, ...digits(3) }),
  ],
  createSchema: provinciaInputSchema,
  updateSchema: provinciaUpdateSchema,
  routes: { create: r.provinciaCreate, update: r.provinciaUpdate, delete: r.provinciaDelete },
  name: (x) => `${x.denominazione} (${x.sigla})`,
});

export const comuneKind = entity<Comune>({
  key: 'comune',
  feminine: false,
  fields: [
    denominazione,
    field('codiceIstat', 'codiceIstat', { help: 'istatComune', ...required, ...digits(6) }),
    field('codiceCatastale', 'codiceCatastale', { help: 'codiceCatastale', ...required, ...letters(4) }),
    field('siglaProvincia', 'siglaProvincia', { ...required, ...letters(2) }),
    field('popolazione2011', 'popolazione', { type: 'number', inputMode: 'numeric', value: 'integer' }),
  ],
  createSchema: comuneInputSchema,
  updateSchema: comuneUpdateSchema,
  // The irregular paths of SPEC.md §7: comuni/create, comune/update, comune/delete.
  routes: { create: r.comuneCreate, update: r.comuneUpdate, delete: r.comuneDelete },
  name: (x) => x.denominazione,
});

export const quartiereKind = entity<Quartiere>({
  key: 'quartiere',
  feminine: false,
  fields: [denominazione, field('comuneId', 'comune', { type: 'hidden', value: 'ref' })],
  createSchema: quartiereInputSchema,
  updateSchema: quartiereUpdateSchema,
  routes: { create: r.quartiereCreate, update: r.quartiereUpdate, delete: r.quartiereDelete },
  name: (x) => x.denominazione,
});

export const aslKind = entity<Asl>({
  key: 'asl',
  feminine: true,
  fields: [
    field('denominazioneAzienda', 'denominazioneAzienda', required),
    field('codiceAsl', 'codiceAsl', { help: 'codiceAsl', ...required, ...digits(6) }),
    field('codiceRegione', 'codiceRegione', { help: 'regioneAsl', ...required, ...digits(3) }),
    field('indirizzo', 'indirizzoSede', { value: 'optional' }),
    field('cap', 'cap', { ...digits(5), value: 'optional' }),
    field('comuneSedeIstat', 'comuneSedeIstat', { ...digits(6), value: 'optional' }),
  ],
  createSchema: aslInputSchema,
  updateSchema: aslUpdateSchema,
  routes: { create: r.aslCreate, update: r.aslUpdate, delete: r.aslDelete },
  name: (x) => `${x.denominazioneAzienda} (${x.codiceAsl})`,
});

export const distrettoKind = entity<Distretto>({
  key: 'distretto',
  feminine: false,
  fields: [
    field('distrettoSanitario', 'nomeDistretto', required),
    field('codiceDistretto', 'codiceDistretto', {
      help: 'codiceDistretto',
      ...letters(10),
      value: 'optional',
    }),
    field('codiceAsl', 'codiceAsl', { help: 'aslDistretto', ...required, ...digits(6) }),
    field('comuniAnnessi', 'comuniDistretto', { type: 'comuni', value: 'ids' }),
  ],
  createSchema: distrettoInputSchema,
  updateSchema: distrettoUpdateSchema,
  routes: { create: r.distrettoCreate, update: r.distrettoUpdate, delete: r.distrettoDelete },
  name: (x) => x.distrettoSanitario,
});

export const dipartimentoKind = entity<Dipartimento>({
  key: 'dipartimento',
  feminine: false,
  fields: [denominazione, field('distrettoId', 'distretto', { type: 'select', ...required, value: 'ref' })],
  createSchema: dipartimentoInputSchema,
  updateSchema: dipartimentoUpdateSchema,
  routes: { create: r.dipartimentoCreate, update: r.dipartimentoUpdate, delete: r.dipartimentoDelete },
  name: (x) => x.denominazione,
});

/** An optional select whose first option is `regional:emptyOptions.<which>`, sent as an id or null. */
const optionalSelect = (which: keyof (typeof itRegional)['emptyOptions']): FieldProps => ({
  type: 'select',
  emptyOption: () => i18n.t(`regional:emptyOptions.${which}`),
  value: 'integer',
});

export const presidioKind = entity<PresidioOspedaliero>({
  key: 'presidio',
  feminine: false,
  fields: [
    denominazione,
    field('codiceStruttura', 'codiceStruttura', { help: 'codiceStruttura', ...required, ...digits(6) }),
    field('subcodice', 'subcodice', { help: 'twoDigits', ...required, ...digits(2) }),
    field('codiceAsl', 'codiceAsl', { ...digits(6), value: 'optional' }),
    field('distrettoId', 'distretto', optionalSelect('distretto')),
  ],
  createSchema: presidioOspedalieroInputSchema,
  updateSchema: presidioOspedalieroUpdateSchema,
  // SPEC.md §7: the update of a hospital site is ospedaliero/update/{id}.
  routes: {
    create: r.presidioOspedalieroCreate,
    update: r.presidioOspedalieroUpdate,
    delete: r.presidioOspedalieroDelete,
  },
  name: (x) => `${x.denominazione} (${x.codicePresidio})`,
});

export const unitaOperativaKind = entity<UnitaOperativa>({
  key: 'unitaOperativa',
  feminine: true,
  fields: [
    denominazione,
    field('dipartimentoId', 'dipartimento', optionalSelect('dipartimento')),
    field('presidioId', 'presidioOspedaliero', optionalSelect('presidio')),
  ],
  createSchema: unitaOperativaInputSchema,
  updateSchema: unitaOperativaUpdateSchema,
  routes: { create: r.unitaOperativaCreate, update: r.unitaOperativaUpdate, delete: r.unitaOperativaDelete },
  name: (x) => x.denominazione,
});

/** The body a form sends: the kind's fields, and for an update the version the record was read at (ADR 0003). */
export function entityBody<T extends Versioned>(
  kind: EntityKind<T>,
  values: FormValues,
  version?: number,
): Record<string, unknown> {
  const body = kind.toBody(values);
  return version === undefined ? body : { ...body, version };
}
