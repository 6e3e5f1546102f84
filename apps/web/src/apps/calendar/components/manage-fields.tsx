import { get, useFormContext } from 'react-hook-form';

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
