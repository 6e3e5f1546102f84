import type { ReactNode } from 'react';
import { LoadingState } from './states.tsx';

/**
 * What a screen shows of a record it reads (settings, a record opened beside its list): the record once it is here,
 * "loading" until then, and after a failure or for a record that is gone, what is missing.
 */
export function Loaded<T>({
  result,
  missing,
  children,
}: {
  result: { isPending: boolean; data?: T | null };
  missing: string;
  children: (data: T) => ReactNode;
}) {
  const { data, isPending } = result;
  if (data !== undefined && data !== null) return children(data);
  return isPending ? <LoadingState /> : <p>{missing}</p>;
}
