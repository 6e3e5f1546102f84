import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A plain (not form-bound) select: its label above, in Bootstrap Italia's wrapper; the empty entry's value is ''
 * (`choose`: the kit's "choose" text, as SelectField's). A filter whose value lives in the address is one; `error`
 * is the server's refusal of the value, under it.
 */
export function ChoiceSelect({
  label,
  value,
  onChange,
  choices,
  choose = false,
  emptyOption,
  disabled,
  error,
  className = 'mb-4',
}: {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  choices: readonly { value: string | number; label: string }[];
  choose?: boolean;
  emptyOption?: string;
  disabled?: boolean;
  error?: string | null;
  /** Its place in a grid (a column) and its spacing. */
  className?: string;
}) {
  const { t } = useTranslation('ui');
  const id = useId();
  const empty = emptyOption ?? (choose ? t('choose') : undefined);
  return (
    <div className={`select-wrapper ${className}`}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {empty === undefined ? null : <option value="">{empty}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <Feedback id={id} error={error ?? undefined} />
    </div>
  );
}

/*
 * Here rather than in form-fields.tsx (and its react-hook-form), which also uses it, so that the plain fields and
 * selects of a page without a form, such as Pro.Sa.'s public home, load no form library and no chunk of its own.
 */

/** A field's error, then its help (read out as it changes with `live`), each with the id that describes it. */
export function Feedback({
  id,
  error,
  help,
  live = false,
}: {
  id: string;
  error?: string;
  help?: ReactNode;
  live?: boolean;
}) {
  return (
    <>
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      ) : null}
      {help ? (
        <small id={`${id}-help`} className="form-text" aria-live={live ? 'polite' : undefined}>
          {help}
        </small>
      ) : null}
    </>
  );
}
