import type { z } from 'zod';

/**
 * The messages of a refused value, in the words of a form: one error map for the contract, the SPA's forms (in
 * the user's language) and the server (Italian), instead of the validator's own texts ("Troppo piccolo: number
 * deve essere >=0"). A message a schema sets itself wins over these.
 */
export type MessageLanguage = 'it' | 'en';

type Issue = Parameters<z.core.$ZodErrorMap>[0];

const texts = {
  it: {
    required: 'Campo obbligatorio.',
    number: 'Inserire un numero.',
    integer: 'Inserire un numero intero.',
    text: 'Inserire un testo.',
    boolean: 'Indicare sì o no.',
    list: 'Inserire un elenco di valori.',
    date: 'Inserire una data valida.',
    invalid: 'Valore non valido.',
    minChars: (n: string) => `Inserire almeno ${n} caratteri.`,
    maxChars: (n: string) => `Inserire al massimo ${n} caratteri.`,
    minNumber: (n: string, inclusive: boolean) =>
      inclusive ? `Inserire un numero maggiore o uguale a ${n}.` : `Inserire un numero maggiore di ${n}.`,
    maxNumber: (n: string, inclusive: boolean) =>
      inclusive ? `Inserire un numero minore o uguale a ${n}.` : `Inserire un numero minore di ${n}.`,
    minItems: (n: string) =>
      n === '1' ? 'Scegliere almeno un elemento.' : `Scegliere almeno ${n} elementi.`,
    maxItems: (n: string) => `Scegliere al massimo ${n} elementi.`,
    multipleOf: (n: string) => `Inserire un multiplo di ${n}.`,
    email: 'Inserire un indirizzo e-mail valido.',
    url: 'Inserire un indirizzo web valido.',
    format: 'Formato non valido.',
    identifier: 'Identificativo non valido.',
    oneOf: (values: string) => `Valore non ammesso: scegliere tra ${values}.`,
    exactly: (value: string) => `Valore non ammesso: deve essere ${value}.`,
    unknownFields: (keys: string) => `Campi non previsti: ${keys}.`,
  },
  en: {
    required: 'This field is required.',
    number: 'Enter a number.',
    integer: 'Enter a whole number.',
    text: 'Enter some text.',
    boolean: 'Choose yes or no.',
    list: 'Enter a list of values.',
    date: 'Enter a valid date.',
    invalid: 'Invalid value.',
    minChars: (n: string) => `Enter at least ${n} characters.`,
    maxChars: (n: string) => `Enter at most ${n} characters.`,
    minNumber: (n: string, inclusive: boolean) =>
      inclusive ? `Enter a number greater than or equal to ${n}.` : `Enter a number greater than ${n}.`,
    maxNumber: (n: string, inclusive: boolean) =>
      inclusive ? `Enter a number less than or equal to ${n}.` : `Enter a number less than ${n}.`,
    minItems: (n: string) => (n === '1' ? 'Choose at least one item.' : `Choose at least ${n} items.`),
    maxItems: (n: string) => `Choose at most ${n} items.`,
    multipleOf: (n: string) => `Enter a multiple of ${n}.`,
    email: 'Enter a valid e-mail address.',
    url: 'Enter a valid web address.',
    format: 'Invalid format.',
    identifier: 'Invalid identifier.',
    oneOf: (values: string) => `Value not allowed: choose one of ${values}.`,
    exactly: (value: string) => `Value not allowed: it must be ${value}.`,
    unknownFields: (keys: string) => `Unexpected fields: ${keys}.`,
  },
} as const;

type Texts = (typeof texts)[MessageLanguage];

const MAX_LISTED = 8;
function listed(values: readonly unknown[]): string {
  const shown = values.slice(0, MAX_LISTED).map((value) => String(value));
  return values.length > MAX_LISTED ? `${shown.join(', ')}, …` : shown.join(', ');
}

function missing(input: unknown): boolean {
  return input === undefined || input === null || input === '';
}

function invalidType(issue: Extract<Issue, { code: 'invalid_type' }>, m: Texts): string {
  if (missing(issue.input)) return m.required;
  switch (issue.expected) {
    case 'number':
    case 'bigint':
    case 'nan':
      return m.number;
    case 'int':
      return m.integer;
    case 'string':
      return m.text;
    case 'boolean':
      return m.boolean;
    case 'array':
    case 'set':
      return m.list;
    case 'date':
      return m.date;
    default:
      return m.invalid;
  }
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>, m: Texts): string {
  const n = String(issue.minimum);
  switch (issue.origin) {
    case 'string':
      return n === '1' ? m.required : m.minChars(n);
    case 'array':
    case 'set':
      return m.minItems(n);
    case 'date':
      return m.date;
    default:
      return m.minNumber(n, issue.inclusive ?? true);
  }
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>, m: Texts): string {
  const n = String(issue.maximum);
  switch (issue.origin) {
    case 'string':
      return m.maxChars(n);
    case 'array':
    case 'set':
      return m.maxItems(n);
    case 'date':
      return m.date;
    default:
      return m.maxNumber(n, issue.inclusive ?? true);
  }
}

function invalidFormat(format: string, m: Texts): string {
  if (format === 'email') return m.email;
  if (format === 'url') return m.url;
  if (format === 'date' || format === 'datetime') return m.date;
  if (/^(uuid|guid|cuid|ulid|nanoid)/.test(format)) return m.identifier;
  return m.format;
}

export function validationMessages(language: MessageLanguage): z.core.$ZodErrorMap {
  const m = texts[language];
  return (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        return invalidType(issue, m);
      case 'too_small':
        return tooSmall(issue, m);
      case 'too_big':
        return tooBig(issue, m);
      case 'invalid_format':
        return invalidFormat(issue.format, m);
      case 'not_multiple_of':
        return m.multipleOf(String(issue.divisor));
      case 'invalid_value':
        return issue.values.length === 1 ? m.exactly(String(issue.values[0])) : m.oneOf(listed(issue.values));
      case 'unrecognized_keys':
        return m.unknownFields(listed(issue.keys));
      default:
        return m.invalid;
    }
  };
}
