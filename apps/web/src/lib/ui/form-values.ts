/** Conversions from what inputs hold (strings, checkbox values) to what the contract's bodies expect. */

/** An empty select or input means "none". */
export function orNull(value: string | null | undefined): string | null {
  return value === undefined || value === null || value.trim() === '' ? null : value;
}

/** A number input: empty means "not given" (the schema's default applies). */
export function toNumber(value: string | number | null | undefined): number | undefined {
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value;
  if (value === undefined || value === null || value.trim() === '') return undefined;
  return Number(value);
}

/** react-hook-form gives a checkbox group an array, one checkbox a string or false: always an array here. */
export function asArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  if (typeof value === 'string' && value !== '') return [value];
  return [];
}

/** An optional number input or an optional id's select: empty is null (none), anything else a number. */
export function numberOrNull(value: string): number | null {
  return value.trim() === '' ? null : Number(value);
}
