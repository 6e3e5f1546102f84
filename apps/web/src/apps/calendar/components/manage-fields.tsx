import { type ReactNode, useId } from 'react';
import { get, useFormContext } from 'react-hook-form';

/**
 * Inputs of the calendar form that the UI kit's fields do not cover (time and date inputs, a list of group paths
 * whose error may sit on one entry, the error of a whole list), in the same Bootstrap Italia markup: the error
 * under the input, pointed to by aria-describedby.
 */

function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) return error.message;
  // A list's own error (resolver: `root`), or one of its entries' (`gruppi.2`).
  for (const [key, entry] of Object.entries(error)) {
    if (key === 'ref') continue;
    const message = messageOf(entry);
    if (message) return message;
  }
  return undefined;
}

/** The message of a field, or of a list of values (any entry's). */
export function useErrorOf(name: string, nested = false): string | undefined {
  const {
    formState: { errors },
  } = useFormContext();
  const error: unknown = get(errors, name);
  if (!nested) {
    return error && typeof error === 'object' && 'message' in error && typeof error.message === 'string'
      ? error.message || undefined
      : undefined;
  }
  return messageOf(error);
}

function describedBy(id: string, error?: string, help?: ReactNode): string | undefined {
  return [error ? `${id}-error` : null, help ? `${id}-help` : null].filter(Boolean).join(' ') || undefined;
}

function Feedback({ id, error, help }: { id: string; error?: string; help?: ReactNode }) {
  return (
    <>
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      ) : null}
      {help ? (
        <small id={`${id}-help`} className="form-text">
          {help}
        </small>
      ) : null}
    </>
  );
}

export function FormInput({
  name,
  label,
  type = 'text',
  required,
  help,
  maxLength,
  min,
  max,
  className = 'form-group',
}: {
  name: string;
  label: string;
  type?: 'text' | 'number' | 'time' | 'date' | 'datetime-local';
  required?: boolean;
  help?: ReactNode;
  maxLength?: number;
  min?: number;
  max?: number;
  className?: string;
}) {
  const { register } = useFormContext();
  const id = useId();
  const error = useErrorOf(name);
  return (
    <div className={className}>
      <label htmlFor={id} className="active">
        {label}
        {required ? ' *' : ''}
      </label>
      <input
        id={id}
        type={type}
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-required={required ? true : undefined}
        aria-describedby={describedBy(id, error, help)}
        autoComplete="off"
        maxLength={maxLength}
        min={min}
        max={max}
        inputMode={type === 'number' ? 'numeric' : undefined}
        {...register(name)}
      />
      <Feedback id={id} error={error} help={help} />
    </div>
  );
}

/** Group paths, one per line or comma separated; an error about any of them shows under the box. */
export function GroupsInput({ name, label, help }: { name: string; label: string; help: ReactNode }) {
  const { register } = useFormContext();
  const id = useId();
  const error = useErrorOf(name, true);
  return (
    <div className="form-group">
      <label htmlFor={id} className="active">
        {label}
      </label>
      <textarea
        id={id}
        rows={2}
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, help)}
        spellCheck={false}
        {...register(name)}
      />
      <Feedback id={id} error={error} help={help} />
    </div>
  );
}

/** The error of a whole list (ranges that overlap, two events with one code), under the list. */
export function ListError({ name }: { name: string }) {
  const {
    formState: { errors },
  } = useFormContext();
  const error = get(errors, name) as { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = error?.message ?? error?.root?.message;
  if (typeof message !== 'string' || !message) return null;
  return <div className="invalid-feedback d-block mb-3">{message}</div>;
}
