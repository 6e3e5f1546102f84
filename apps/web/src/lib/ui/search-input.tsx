import type { ReactNode } from 'react';
import { PlainField } from './plain-field.tsx';

/**
 * A search field that acts as it is typed, with no pause (a filter of a list already on screen, suggestions that
 * follow their own debounced query): its label, and a help under it the input points to. A search the address
 * keeps after a pause is SearchBox (page.tsx).
 */
export function SearchInput({
  label,
  value,
  onChange,
  help,
  controls,
  className = 'form-group mt-5 mb-4',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  help?: ReactNode;
  /** The id of what the text changes (the results). */
  controls?: string;
  className?: string;
}) {
  return (
    <PlainField label={label} help={help} className={className}>
      {(field) => (
        <input
          {...field}
          type="search"
          className="form-control"
          value={value}
          autoComplete="off"
          aria-controls={controls}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </PlainField>
  );
}
