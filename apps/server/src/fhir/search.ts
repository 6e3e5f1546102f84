import { DateTime } from 'luxon';
import { FhirError, invalidParameter } from './outcome.ts';

/*
 * FHIR R4 search (https://hl7.org/fhir/R4/search.html) as Halo serves it: the parameters' types, prefixes and
 * modifiers, read into plain values a resource provider turns into its query (docs/adr/0046-fhir.md). What a
 * provider does not declare is ignored, or refused with `Prefer: handling=strict`, as §3.1.1.4 allows.
 */

export type SearchParamType = 'token' | 'reference' | 'date' | 'string';

/** A search parameter a resource type supports, as R4 defines it (name, type, and the path it searches). */
export interface SearchParamDef {
  name: string;
  type: SearchParamType;
  /** R4's canonical SearchParameter, for the CapabilityStatement. */
  definition: string;
  /** For a reference: the resource types it may point to (the first is the default of a bare id). */
  targets?: readonly string[];
  /** What the parameter matches in Halo's data, in a line. */
  documentation: string;
}

const R4_SEARCH_PARAMETER = 'http://hl7.org/fhir/SearchParameter';

/** A search parameter under R4's canonical definition (`Organization-name` → its URL). */
export function searchParam(
  name: string,
  type: SearchParamType,
  definition: string,
  documentation: string,
  targets?: readonly string[],
): SearchParamDef {
  return {
    name,
    type,
    definition: `${R4_SEARCH_PARAMETER}/${definition}`,
    documentation,
    ...(targets && { targets }),
  };
}

/** `[system]|[code]`, `|[code]` (no system), `[code]` (any system) or `[system]|` (any code of the system). */
export interface TokenValue {
  /** undefined: any system; '': no system. */
  system?: string;
  code?: string;
}

export interface ReferenceValue {
  type: string;
  id: string;
}

export interface StringValue {
  /** Lower case, without accents: what R4's default match compares. */
  text: string;
  match: 'starts' | 'exact' | 'contains';
}

export type DatePrefix = 'eq' | 'ne' | 'gt' | 'lt' | 'ge' | 'le' | 'sa' | 'eb' | 'ap';

/**
 * An instant matches when it lies in [from, to) (either side open when absent), or outside it when `negate`.
 * Halo's searchable dates are instants (a measurement's start, a score's date, an appointment's start), so each
 * prefix becomes one interval on the instant (R4 §3.1.1.4.3, for a target whose range is a point).
 */
export interface DateValue {
  prefix: DatePrefix;
  from?: number;
  to?: number;
  negate?: boolean;
}

/** The values of one parameter: each occurrence in the query is AND-ed, the comma-separated values in it OR-ed. */
export type Criteria<V> = V[][];

export interface ParsedSearch {
  tokens: Map<string, Criteria<TokenValue>>;
  references: Map<string, Criteria<ReferenceValue>>;
  strings: Map<string, Criteria<StringValue>>;
  dates: Map<string, Criteria<DateValue>>;
  /** `_id`: the resource ids asked for, OR-ed (undefined: any). */
  ids?: string[];
  count: number;
  offset: number;
  /** The query's parameters that were read, for the Bundle's `self` link (what the server actually searched by). */
  used: [string, string][];
}

/**
 * The search of one id, which a read by id is: the same reader rules and audit for both, the same resource. `extra`
 * adds criteria a provider needs to find that id (a slot's calendar and minute).
 */
export function searchOfId(id: string, extra: Partial<ParsedSearch> = {}): ParsedSearch {
  return {
    tokens: new Map(),
    references: new Map(),
    strings: new Map(),
    dates: new Map(),
    ids: [id],
    count: 1,
    offset: 0,
    used: [],
    ...extra,
  };
}

/**
 * The row ids a search's `_id` names under a prefix (`struttura-12` → 12), for a provider whose ids are its rows'
 * behind a prefix; undefined when the search names no id. An id of another shape names no row: `struttura-012` is
 * not `struttura-12`, and `presidio-3` is not a facility.
 */
export function rowIdsOf(ids: string[] | undefined, prefix: string): number[] | undefined {
  if (!ids) return undefined;
  return ids
    .filter((id) => id.startsWith(prefix) && /^[1-9]\d{0,8}$/.test(id.slice(prefix.length)))
    .map((id) => Number(id.slice(prefix.length)));
}

export const DEFAULT_COUNT = 20;
export const MAX_COUNT = 100;
/** Pages beyond this are refused: a client walking far should narrow its search (a date range) instead. */
export const MAX_OFFSET = 10_000;

/** Parameters of every search that change the result's shape, not its content, and that Halo does not do. */
const IGNORED_RESULT_PARAMETERS = new Set(['_format', '_pretty', '_summary', '_elements', '_total']);

export interface SearchOptions {
  /** `Prefer: handling=strict`: an unknown or unsupported parameter is an error instead of being ignored. */
  strict: boolean;
  /** The server's base (`https://…/fhir/r4`): an absolute reference must point here. */
  base: string;
  /** For the `ap` prefix, which widens by a tenth of the distance from now. */
  now: Date;
}

/** Reads a search's query against the parameters a resource type supports. */
export function parseSearch(
  query: Record<string, string | string[] | undefined>,
  defs: readonly SearchParamDef[],
  options: SearchOptions,
): ParsedSearch {
  const parsed: ParsedSearch = {
    tokens: new Map(),
    references: new Map(),
    strings: new Map(),
    dates: new Map(),
    count: DEFAULT_COUNT,
    offset: 0,
    used: [],
  };
  const byName = new Map(defs.map((def) => [def.name, def]));
  for (const [key, raw] of Object.entries(query)) {
    if (raw === undefined) continue;
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      readParameter(parsed, key, value, byName, options);
    }
  }
  return parsed;
}

function readParameter(
  parsed: ParsedSearch,
  key: string,
  value: string,
  byName: Map<string, SearchParamDef>,
  options: SearchOptions,
) {
  const [name, modifier] = splitModifier(key);
  if (name === '_count' || name === '_offset') {
    const number = wholeNumber(key, value);
    if (name === '_count') parsed.count = Math.min(number, MAX_COUNT);
    else if (number > MAX_OFFSET) {
      throw invalidParameter(key, `Pagina troppo lontana: al massimo ${MAX_OFFSET} risultati saltati.`);
    } else parsed.offset = number;
    return;
  }
  if (name === '_id' && !modifier) {
    const ids = splitValues(value).map((id) => resourceId(key, id));
    parsed.ids = parsed.ids ? parsed.ids.filter((id) => ids.includes(id)) : ids;
    parsed.used.push([key, value]);
    return;
  }
  if (IGNORED_RESULT_PARAMETERS.has(name)) return;
  const def = byName.get(name);
  if (!def) {
    if (options.strict) {
      throw new FhirError(400, 'not-supported', `Parametro di ricerca non gestito: ${key}.`, [key]);
    }
    return;
  }
  readValue(parsed, def, key, modifier, value, options);
  parsed.used.push([key, value]);
}

function readValue(
  parsed: ParsedSearch,
  def: SearchParamDef,
  key: string,
  modifier: string | undefined,
  value: string,
  options: SearchOptions,
) {
  const values = splitValues(value);
  if (values.length === 0) throw invalidParameter(key, `Valore vuoto per ${key}.`);
  switch (def.type) {
    case 'token':
      refuseModifier(key, modifier, []);
      return add(parsed.tokens, def.name, values.map(tokenOf));
    case 'reference': {
      const targets = def.targets ?? [];
      const type = modifier ?? targets[0];
      if (modifier && !targets.includes(modifier)) refuseModifier(key, modifier, []);
      return add(
        parsed.references,
        def.name,
        values.map((v) => referenceOf(key, v, type, targets, options.base)),
      );
    }
    case 'string': {
      refuseModifier(key, modifier, ['exact', 'contains']);
      const match = modifier === 'exact' ? 'exact' : modifier === 'contains' ? 'contains' : 'starts';
      return add(
        parsed.strings,
        def.name,
        values.map((v) => ({ text: match === 'exact' ? v : foldText(v), match })),
      );
    }
    case 'date':
      refuseModifier(key, modifier, []);
      return add(
        parsed.dates,
        def.name,
        values.map((v) => dateValueOf(key, v, options.now)),
      );
  }
}

function add<V>(map: Map<string, Criteria<V>>, name: string, values: V[]) {
  const criteria = map.get(name) ?? [];
  criteria.push(values);
  map.set(name, criteria);
}

function splitModifier(key: string): [string, string | undefined] {
  const colon = key.indexOf(':');
  return colon < 0 ? [key, undefined] : [key.slice(0, colon), key.slice(colon + 1)];
}

function refuseModifier(key: string, modifier: string | undefined, allowed: readonly string[]) {
  if (modifier !== undefined && !allowed.includes(modifier)) {
    // R4 §3.1.1.5: a server SHALL reject a modifier it does not support, whatever the handling.
    throw new FhirError(400, 'not-supported', `Modificatore non gestito: ${key}.`, [key]);
  }
}

/** Commas separate values; `\,` is a comma inside one (R4 §3.1.1.6). */
export function splitValues(value: string): string[] {
  const values: string[] = [];
  let current = '';
  for (let i = 0; i < value.length; i++) {
    const char = value[i];
    if (char === '\\' && i + 1 < value.length && ',$|\\'.includes(value[i + 1] as string)) {
      current += value[i + 1];
      i++;
    } else if (char === ',') {
      values.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  values.push(current);
  return values.filter((v) => v !== '');
}

function wholeNumber(key: string, value: string): number {
  if (!/^\d{1,9}$/.test(value))
    throw invalidParameter(key, `${key} deve essere un numero intero non negativo.`);
  return Number(value);
}

const ID = /^[A-Za-z0-9\-.]{1,64}$/;

/** A logical id as R4 allows it (`[A-Za-z0-9\-\.]{1,64}`). */
export function resourceId(key: string, id: string): string {
  if (!ID.test(id)) throw invalidParameter(key, `Identificativo non valido: ${key}.`);
  return id;
}

function tokenOf(value: string): TokenValue {
  const bar = value.indexOf('|');
  if (bar < 0) return { code: value };
  const system = value.slice(0, bar);
  const code = value.slice(bar + 1);
  return code === '' ? { system } : { system, code };
}

function referenceOf(
  key: string,
  value: string,
  type: string | undefined,
  targets: readonly string[],
  base: string,
): ReferenceValue {
  const local = value.startsWith(`${base}/`) ? value.slice(base.length + 1) : value;
  const parts = local.split('/');
  if (parts.length === 1 && type) return { type, id: resourceId(key, local) };
  if (parts.length === 2 && targets.includes(parts[0] as string)) {
    return { type: parts[0] as string, id: resourceId(key, parts[1] as string) };
  }
  throw invalidParameter(
    key,
    `Riferimento non valido per ${key}: atteso un id o ${targets.map((t) => `${t}/[id]`).join(', ')} di questo server.`,
  );
}

/** R4's default string match ignores case and accents (§3.1.1.4.6). */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const DATE =
  /^(eq|ne|gt|lt|ge|le|sa|eb|ap)?(\d{4})(?:-(\d{2})(?:-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?)?)?$/;

/** Dates without a zone are read in Halo's zone, Italy's (R4 leaves it to the server). */
export const SERVER_ZONE = 'Europe/Rome';

/**
 * A date search value: its prefix and the range its precision implies (`2026-03` is all of March in Italy),
 * turned into the interval an instant must fall in.
 */
export function dateValueOf(key: string, value: string, now: Date): DateValue {
  const match = DATE.exec(value);
  if (!match) {
    throw invalidParameter(key, `Data non valida per ${key}: attesa AAAA[-MM[-GG[Thh:mm[:ss][zona]]]].`);
  }
  const [, prefix = 'eq', year, month, day, hour, minute, second, fraction, zone] = match;
  const zoneName = zone === undefined ? SERVER_ZONE : zone === 'Z' ? 'UTC' : `UTC${zone}`;
  const start = DateTime.fromObject(
    {
      year: Number(year),
      month: month ? Number(month) : 1,
      day: day ? Number(day) : 1,
      hour: hour ? Number(hour) : 0,
      minute: minute ? Number(minute) : 0,
      second: second ? Number(second) : 0,
      millisecond: fraction ? Math.floor(Number(fraction) * 1000) : 0,
    },
    { zone: zoneName },
  );
  if (!start.isValid) throw invalidParameter(key, `Data inesistente per ${key}.`);
  const unit = fraction
    ? 'millisecond'
    : second
      ? 'second'
      : minute
        ? 'minute'
        : day
          ? 'day'
          : month
            ? 'month'
            : 'year';
  const from = start.toMillis();
  const to = start.plus({ [unit]: 1 }).toMillis();
  return intervalOf(prefix as DatePrefix, from, to, now.getTime());
}

function intervalOf(prefix: DatePrefix, from: number, to: number, now: number): DateValue {
  switch (prefix) {
    case 'eq':
      return { prefix, from, to };
    case 'ne':
      return { prefix, from, to, negate: true };
    case 'gt':
    case 'sa':
      return { prefix, from: to };
    case 'lt':
    case 'eb':
      return { prefix, to: from };
    case 'ge':
      return { prefix, from };
    case 'le':
      return { prefix, to };
    case 'ap': {
      // R4 suggests 10% of the gap between now and the value; at least a day, so "about today" means something.
      const margin = Math.max(Math.abs(now - from) / 10, 24 * 60 * 60 * 1000);
      return { prefix, from: from - margin, to: to + margin };
    }
  }
}

/** Whether an instant (milliseconds) matches a date value. */
export function matchesDate(value: DateValue, instant: number): boolean {
  const inside =
    (value.from === undefined || instant >= value.from) && (value.to === undefined || instant < value.to);
  return value.negate ? !inside : inside;
}

/** Whether a token matches a coding, as R4 compares them (system exact, code exact). */
export function matchesToken(value: TokenValue, coding: { system?: string; code?: string }): boolean {
  if (value.system !== undefined && (coding.system ?? '') !== value.system) return false;
  return value.code === undefined || coding.code === value.code;
}

/** Whether a text matches a string value (folded for the default and `:contains`, as it is for `:exact`). */
export function matchesString(value: StringValue, text: string): boolean {
  if (value.match === 'exact') return text === value.text;
  const folded = foldText(text);
  return value.match === 'starts' ? folded.startsWith(value.text) : folded.includes(value.text);
}
