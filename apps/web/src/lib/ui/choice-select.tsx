import { useId } from 'react';

/** A plain (not form-bound) select: its label above, in Bootstrap Italia's wrapper; the empty entry's value is ''. */
export function ChoiceSelect({
  label,
  value,
  onChange,
  choices,
  emptyOption,
  disabled,
  className = 'mb-4',
}: {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  choices: readonly { value: string | number; label: string }[];
  emptyOption?: string;
  disabled?: boolean;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={`select-wrapper ${className}`}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        {emptyOption === undefined ? null : <option value="">{emptyOption}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
