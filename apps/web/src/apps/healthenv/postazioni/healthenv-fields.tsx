import { INQUINANTI, type Inquinante } from '@halo/contract/healthenv';
import { type ComponentProps, useEffect, useState } from 'react';
import { type FieldValues, get, type UseFormReturn, useFormContext, useWatch } from 'react-hook-form';
import type { WriteFailure, WriteResult } from '../../../lib/call-route.ts';
import { TextField } from '../../../lib/ui/form-fields.tsx';
import { PlainField } from '../../../lib/ui/plain-field.tsx';

/**
 * What the health-environment forms (a station, the thresholds, a value by hand) share beyond the UI kit's fields:
 * decimals typed the Italian way, read-only values, a list's own error, the unit a chosen pollutant implies, and
 * the last refusal of a full-page form for what the screen offers beside it.
 */

/** A decimal typed with a comma or a point; empty is no value, anything else the schema judges. */
export function decimal(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed.replace(',', '.'));
}

/** A value as an input holds it: nothing is the empty string. */
export const textOf = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** An input of a decimal (`decimal`): a text keyboard, as a numeric one may lack the comma or the minus. */
export function DecimalField(props: Omit<ComponentProps<typeof TextField>, 'type' | 'inputMode'>) {
  return <TextField {...props} inputMode="text" />;
}

/** A value shown in the place of an input that cannot change, with why. */
export function ReadOnlyText({
  label,
  value,
  help,
  className = 'form-group col-12 col-md-6 col-lg-4',
}: {
  label: string;
  value: string;
  help: string;
  className?: string;
}) {
  return (
    <PlainField label={label} help={help} className={className}>
      {(field) => <input {...field} className="form-control" readOnly value={value} />}
    </PlainField>
  );
}

/** The message of an error itself, not of its entries. */
export function ownMessage(error: unknown): string | undefined {
  return error && typeof error === 'object' && 'message' in error && typeof error.message === 'string'
    ? error.message
    : undefined;
}

/** A message about a whole list (too many sensors or limits, an unknown pollutant among the bands). */
export function ListError({ name }: { name: string }) {
  const {
    formState: { errors },
  } = useFormContext();
  const error: unknown = get(errors, name);
  const message =
    ownMessage(error) ??
    (error && typeof error === 'object' && 'root' in error ? ownMessage(error.root) : undefined);
  return message ? (
    <div className="alert alert-danger py-2" role="alert">
      {message}
    </div>
  ) : null;
}

/** The unit of the pollutant chosen at `name` (INQUINANTI of the contract), empty until one is. */
export function useUnita(name: string): string {
  const inquinante = useWatch({ name }) as Inquinante | '';
  return inquinante ? INQUINANTI[inquinante].unita : '';
}

/**
 * The refusal of a PageForm's last call, for what the screen offers beside it (a reload, a replace): `track` the
 * call's result. Like PageForm's own alert it goes when the user changes anything (not `setValue`) or sends again.
 */
export function useRefusal<F extends FieldValues, B>(form: UseFormReturn<F, unknown, B>) {
  const [refusal, setRefusal] = useState<WriteFailure | null>(null);
  useEffect(() => {
    if (!refusal) return;
    const subscription = form.watch((_values, { type }) => {
      if (type === 'change') setRefusal(null);
    });
    return () => subscription.unsubscribe();
  }, [refusal, form]);
  const track = <R,>(result: WriteResult<R>): WriteResult<R> => {
    setRefusal(result.ok ? null : result);
    return result;
  };
  return { refusal, track };
}
