import { useId } from 'react';

/** A checkbox that acts at once (a flag in a table row), named for screen readers only. */
export function ToggleBox({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="form-check d-inline-block m-0 p-0">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>
        <span className="visually-hidden">{label}</span>
      </label>
    </div>
  );
}
