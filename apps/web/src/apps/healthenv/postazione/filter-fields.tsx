import type { Option } from '../../../lib/ui/form-fields.tsx';

/**
 * The filters of the health-environment pages: each choice lives in the address and applies as soon as it
 * changes, so these are plain controlled inputs, not fields of a form to submit.
 */

/** Values that are their own label: regions, provinces. */
export const plainChoices = (values: Iterable<string | number>): Option[] =>
  [...values].map((value) => ({ value: String(value), label: String(value) }));

/** The years to choose from, newest first, with the chosen one even when it is out of their range. */
export const yearChoices = (years: readonly number[], anno: number): Option[] =>
  plainChoices(years.includes(anno) ? years : [anno, ...years]);
