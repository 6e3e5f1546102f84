import { type ReactNode, useId } from 'react';
import { Feedback } from './choice-select.tsx';

/** What a plain field gives its input: the id its label points to, and what describes it. */
export interface PlainInputProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

/**
 * A labelled input whose value the screen keeps itself, not a form's state (a filter, a dialog's note, a file to
 * read, a value shown read-only), in the markup of the kit's fields: the label above it, its error and its help
 * under it, both pointed to. The screen draws the input (`children`) with the props given.
 */
export function PlainField({
  label,
  help,
  error,
  liveHelp = false,
  className = 'form-group',
  children,
}: {
  label: string;
  help?: ReactNode;
  error?: string;
  /** The help tells what happens to the value (a file read): read out when it changes. */
  liveHelp?: boolean;
  className?: string;
  children: (input: PlainInputProps) => ReactNode;
}) {
  const id = useId();
  const describedBy = [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="active">
        {label}
      </label>
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
      })}
      <Feedback id={id} error={error} help={help} live={liveHelp} />
    </div>
  );
}
