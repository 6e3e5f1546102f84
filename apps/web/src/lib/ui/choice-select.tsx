import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A plain (not form-bound) select: its label above, in Bootstrap Italia's wrapper; the empty entry's value is ''
 * (`choose`: the kit's "choose" text, as SelectField's).
 */
export function ChoiceSelect({
  label,
  value,
  onChange,
  choices,
  choose = false,
  emptyOption,
  disabled,
  className = 'mb-4',
}: {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  choices: readonly { value: string | number; label: string }[];
  choose?: boolean;
  emptyOption?: string;
  disabled?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('ui');
  const id = useId();
  const empty = emptyOption ?? (choose ? t('choose') : undefined);
  return (
    <div className={`select-wrapper ${className}`}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        {empty === undefined ? null : <option value="">{empty}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
