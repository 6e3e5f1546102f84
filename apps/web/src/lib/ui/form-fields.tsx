import { Button } from 'design-react-kit';
import { type ReactNode, useId } from 'react';
import { get, type RegisterOptions, useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Feedback } from './choice-select.tsx';

/**
 * Form fields of the UI kit's forms, in Bootstrap Italia's markup, bound to the surrounding react-hook-form
 * context: each shows its error (from the contract's schema or from the server's 400) under the input and
 * points to it with aria-describedby.
 */

function messageOf(error: unknown, nested: boolean): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  if (!nested) return undefined;
  // A list field's error may sit on one of its entries (`roles.2`), or be the list's own (`root`).
  for (const [key, entry] of Object.entries(error)) {
    if (key === 'ref') continue;
    const message = messageOf(entry, true);
    if (message) return message;
  }
  return undefined;
}

function useFieldError(name: string, nested = false): string | undefined {
  const {
    formState: { errors },
  } = useFormContext();
  return messageOf(get(errors, name), nested);
}

function describedBy(id: string, error?: string, help?: ReactNode): string | undefined {
  return [error ? `${id}-error` : null, help ? `${id}-help` : null].filter(Boolean).join(' ') || undefined;
}

/** A bound field's id, its error, and the ARIA saying whether it is invalid or required and what describes it. */
function useBoundField(name: string, required: boolean | undefined, help: ReactNode, nested = false) {
  const { register } = useFormContext();
  const id = useId();
  const error = useFieldError(name, nested);
  const aria = {
    'aria-invalid': error ? true : undefined,
    'aria-required': required ? true : undefined,
    'aria-describedby': describedBy(id, error, help),
  } as const;
  return { id, error, register, aria };
}

/** A field's label, with the star of a required one; `active` keeps Bootstrap Italia's label above the input. */
function FieldLabel({
  id,
  label,
  required,
  active,
}: {
  id: string;
  label: string;
  required?: boolean;
  active?: boolean;
}) {
  return (
    <label htmlFor={id} className={active ? 'active' : undefined}>
      {label}
      {required ? ' *' : ''}
    </label>
  );
}

interface BaseProps {
  name: string;
  label: string;
  required?: boolean;
  help?: ReactNode;
  disabled?: boolean;
  options?: RegisterOptions;
}

/** The attributes an input, a text area or a select gets: id, look, ARIA, and the form's binding. */
type ControlProps = ReturnType<ReturnType<typeof useFormContext>['register']> & {
  id: string;
  className?: string;
  disabled?: boolean;
};

/**
 * An input, a text area or a select bound to the form, with its label above (kept there by `active`; a select's
 * label is placed by its wrapper) and its error and help under it.
 */
function BoundControl({
  name,
  label,
  required,
  help,
  disabled,
  options,
  nested,
  className = 'form-group',
  control = 'form-control',
  active = true,
  children,
}: BaseProps & {
  nested?: boolean;
  className?: string;
  /** The control's own class, to which an error adds `is-invalid`. */
  control?: string;
  active?: boolean;
  children: (control: ControlProps) => ReactNode;
}) {
  const { id, error, register, aria } = useBoundField(name, required, help, nested);
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} required={required} active={active} />
      {children({
        id,
        className: [control, error ? 'is-invalid' : ''].filter(Boolean).join(' ') || undefined,
        ...aria,
        disabled,
        ...register(name, options),
      })}
      <Feedback id={id} error={error} help={help} />
    </div>
  );
}

export function TextField({
  type = 'text',
  autoComplete = 'off',
  maxLength,
  min,
  max,
  list,
  inputMode,
  autoCapitalize,
  ...field
}: BaseProps & {
  type?: 'text' | 'email' | 'password' | 'number' | 'url' | 'date' | 'time' | 'datetime-local' | 'search';
  autoComplete?: string;
  maxLength?: number;
  min?: number;
  max?: number;
  list?: string;
  inputMode?: 'numeric' | 'text';
  autoCapitalize?: 'characters';
  /** The wrapper's class: a column of a grid instead of a whole row. */
  className?: string;
}) {
  return (
    <BoundControl {...field}>
      {(control) => (
        <input
          {...control}
          type={type}
          autoComplete={autoComplete}
          maxLength={maxLength}
          min={min}
          max={max}
          inputMode={inputMode ?? (type === 'number' ? 'numeric' : undefined)}
          autoCapitalize={autoCapitalize}
          list={list}
        />
      )}
    </BoundControl>
  );
}

export function TextAreaField({
  rows = 3,
  spellCheck,
  ...field
}: Omit<BaseProps, 'options'> & {
  rows?: number;
  /** A list of values written one per line: an error on any entry shows under the box. */
  nested?: boolean;
  spellCheck?: boolean;
}) {
  return (
    <BoundControl {...field}>
      {(control) => <textarea {...control} rows={rows} spellCheck={spellCheck} />}
    </BoundControl>
  );
}

export interface Option {
  value: string;
  label: string;
}

/** A code list's choices: each code (a string, or an entry's `codice`) named by `nameOf`. */
export function codeChoices<T extends string | { codice: string }>(
  codes: readonly T[],
  nameOf: (code: T extends string ? T : string, entry: T) => string,
): Option[] {
  return codes.map((entry) => {
    const code = (typeof entry === 'string' ? entry : entry.codice) as T extends string ? T : string;
    return { value: code, label: nameOf(code, entry) };
  });
}

export function SelectField({
  choices,
  choose = false,
  emptyOption,
  className,
  ...field
}: BaseProps & {
  choices: readonly Option[];
  /** An empty first entry saying "choose" (the kit's text), for a value not yet chosen. */
  choose?: boolean;
  /** An empty first entry with the screen's own text. */
  emptyOption?: string;
  /** The wrapper's place in a grid (a column). */
  className?: string;
}) {
  const { t } = useTranslation('ui');
  const empty = emptyOption ?? (choose ? t('choose') : undefined);
  return (
    <BoundControl
      {...field}
      className={`${className ? `${className} ` : ''}select-wrapper mb-5`}
      control=""
      active={false}
    >
      {(control) => (
        <select {...control}>
          {empty !== undefined ? <option value="">{empty}</option> : null}
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </BoundControl>
  );
}

export function CheckboxField({ name, label, help, disabled }: Omit<BaseProps, 'required' | 'options'>) {
  const { register } = useFormContext();
  const id = useId();
  const error = useFieldError(name);
  return (
    <div className="form-check mb-4">
      <input
        id={id}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, help)}
        disabled={disabled}
        {...register(name)}
      />
      <label htmlFor={id}>{label}</label>
      <Feedback id={id} error={error} help={help} />
    </div>
  );
}

/** A group of checkboxes whose values form one array field (roles of a route, groups of a user). */
export function CheckboxGroupField({
  name,
  legend,
  choices,
  help,
  empty,
}: {
  name: string;
  legend: string;
  choices: readonly Option[];
  help?: ReactNode;
  empty?: string;
}) {
  const { t } = useTranslation('ui');
  const { register } = useFormContext();
  const id = useId();
  const error = useFieldError(name, true);
  return (
    <fieldset className="mb-4" aria-describedby={describedBy(id, error, help)}>
      <legend className="h6">{legend}</legend>
      {choices.length === 0 ? <p className="small">{empty ?? t('form.noChoices')}</p> : null}
      <div className="ui-checkbox-list">
        {choices.map((choice) => (
          <div className="form-check form-check-inline" key={choice.value}>
            <input id={`${id}-${choice.value}`} type="checkbox" value={choice.value} {...register(name)} />
            <label htmlFor={`${id}-${choice.value}`}>{choice.label}</label>
          </div>
        ))}
      </div>
      <Feedback id={id} error={error} help={help} />
    </fieldset>
  );
}

/** A field's message, or the first of its entries' (a list's error may sit on one entry, `tematiche.2`). */
export function fieldMessage(error: unknown): string | undefined {
  return messageOf(error, true);
}

/** Inputs under one legend, with the group's message. */
export function Fieldset({
  legend,
  error,
  children,
}: {
  legend: string;
  error: string | undefined;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset className="mb-4" aria-describedby={error ? id : undefined}>
      <legend className="h6">{legend}</legend>
      {children}
      {error ? (
        <div id={id} className="invalid-feedback d-block">
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}

/**
 * A checkbox that acts at once: one of a group whose value the form keeps as a list (NumberChecksField, inline), or
 * a filter or a choice of its own (`className`, with a `help` under it).
 */
export function Check({
  label,
  help,
  checked,
  onChange,
  invalid,
  inputRef,
  onBlur,
  className = 'form-check form-check-inline',
}: {
  label: string;
  help?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  invalid?: boolean;
  inputRef?: (element: HTMLInputElement | null) => void;
  onBlur?: () => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <input
        id={id}
        ref={inputRef}
        type="checkbox"
        aria-invalid={invalid ? true : undefined}
        aria-describedby={help ? `${id}-help` : undefined}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={onBlur}
      />
      <label htmlFor={id}>{label}</label>
      {help ? (
        <small id={`${id}-help`} className="form-text d-block">
          {help}
        </small>
      ) : null}
    </div>
  );
}

/**
 * A list of ids (themes) as a group of checkboxes. The error summary's link and a refused submit lead to the first
 * checkbox; `onUncheck` lets a form drop what depended on an id left out.
 */
export function NumberChecksField({
  name,
  legend,
  choices,
  onUncheck,
}: {
  name: string;
  legend: string;
  choices: readonly { id: number; nome: string }[];
  onUncheck?: (id: number) => void;
}) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ control, name });
  const value = field.value as number[];
  const error = fieldMessage(fieldState.error);
  const toggle = (id: number, on: boolean) => {
    field.onChange(on ? [...new Set([...value, id])] : value.filter((x) => x !== id));
    if (!on) onUncheck?.(id);
  };
  return (
    <Fieldset legend={legend} error={error}>
      <div className="ui-checkbox-list">
        {choices.map((choice, index) => (
          <Check
            key={choice.id}
            label={choice.nome}
            checked={value.includes(choice.id)}
            invalid={error !== undefined}
            inputRef={index === 0 ? field.ref : undefined}
            onChange={(on) => toggle(choice.id, on)}
            onBlur={field.onBlur}
          />
        ))}
      </div>
    </Fieldset>
  );
}

interface SummaryEntry {
  message: string;
  /** The label of the input the message is about, when it has one. */
  label: string | null;
  /** Its id, for the link to it. */
  id: string | null;
}

/** The label an input is known by (without the required mark). */
function labelOf(element: unknown): { label: string | null; id: string | null } {
  const input = element as Partial<HTMLInputElement> | null | undefined;
  const label = input?.labels?.[0]?.textContent?.replace(/\s*\*\s*$/, '').trim() || null;
  return { label, id: input?.id || null };
}

function collectEntries(error: unknown, out: SummaryEntry[]): SummaryEntry[] {
  if (!error || typeof error !== 'object') return out;
  if ('message' in error && typeof error.message === 'string' && error.message) {
    out.push({ message: error.message, ...labelOf('ref' in error ? error.ref : null) });
    return out;
  }
  for (const [key, entry] of Object.entries(error)) {
    if (key !== 'ref') collectEntries(entry, out);
  }
  return out;
}

/**
 * After a refused submit, the list of what to fix above the form, each naming its field and leading to it
 * (every field's message is also under its input): nothing the schema refuses goes unseen, even a rule about no
 * single input.
 */
export function ErrorSummary() {
  const {
    formState: { errors, submitCount },
  } = useFormContext();
  const { t } = useTranslation('ui');
  const entries = collectEntries(errors, []).filter(
    (entry, index, all) =>
      all.findIndex((other) => other.message === entry.message && other.label === entry.label) === index,
  );
  if (submitCount === 0 || entries.length === 0) return null;
  return (
    <div className="alert alert-danger" role="alert">
      <p className="mb-1">{t('form.errorSummary')}</p>
      <ul className="mb-0">
        {entries.map((entry) => (
          <li key={`${entry.label ?? ''}${entry.message}`}>
            {entry.label && entry.id ? (
              <a href={`#${entry.id}`}>
                {t('form.fieldError', { field: entry.label, message: entry.message })}
              </a>
            ) : entry.label ? (
              t('form.fieldError', { field: entry.label, message: entry.message })
            ) : (
              entry.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Adds an entry to a list of a form, or removes one (`remove`): a small outline button that never sends the form;
 * `label` names it for a screen reader when the words shown do not say which entry.
 */
export function EntryButton({
  remove = false,
  label,
  className,
  onClick,
  children,
}: {
  remove?: boolean;
  label?: string;
  className?: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      color={remove ? 'danger' : 'primary'}
      outline
      size="sm"
      type="button"
      className={className}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
