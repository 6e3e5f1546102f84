import { type ReactNode, useId } from 'react';

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
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="active">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="form-control"
        value={value}
        autoComplete="off"
        aria-describedby={help ? `${id}-help` : undefined}
        aria-controls={controls}
        onChange={(event) => onChange(event.target.value)}
      />
      {help ? (
        <small id={`${id}-help`} className="form-text">
          {help}
        </small>
      ) : null}
    </div>
  );
}
