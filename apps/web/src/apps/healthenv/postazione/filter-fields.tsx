import { useId } from 'react';
import type { Option } from '../../../lib/ui/form-fields.tsx';

/**
 * The filters of the health-environment pages: each choice lives in the address and applies as soon as it
 * changes, so these are plain controlled inputs, not fields of a form to submit.
 */

export function FilterSelect({
  label,
  value,
  onChange,
  choices,
  emptyOption,
  error,
  className = 'select-wrapper mb-4',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  choices: readonly Option[];
  /** The first choice, with no value: everything. */
  emptyOption?: string;
  /** The server's refusal of the value, under the input. */
  error?: string | null;
  /** The wrapper's class: a column of a grid, and its spacing. */
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {emptyOption !== undefined ? <option value="">{emptyOption}</option> : null}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      ) : null}
    </div>
  );
}

export function FilterCheckbox({
  label,
  checked,
  onChange,
  className = 'form-check',
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** Values that are their own label: regions, provinces. */
export const plainChoices = (values: Iterable<string | number>): Option[] =>
  [...values].map((value) => ({ value: String(value), label: String(value) }));

/** The years to choose from, newest first, with the chosen one even when it is out of their range. */
export const yearChoices = (years: readonly number[], anno: number): Option[] =>
  plainChoices(years.includes(anno) ? years : [anno, ...years]);
