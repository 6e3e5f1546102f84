import type { RouteDef } from '@halo/contract';
import {
  partialMatchKey,
  type QueryClient,
  type QueryKey,
  type UseMutationResult,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import {
  type ResponseOf,
  type RouteInput,
  type WriteOptions,
  type WriteResult,
  writeRoute,
} from './call-route.ts';

/** What a write hook takes: the route's input, and per call the fallback message and the alert. */
export type WriteInput<D extends RouteDef> = RouteInput<D> & WriteOptions;

export interface RouteMutationOptions<D extends RouteDef> {
  /** Key prefixes of the queries the write changes: after a success they are read again. */
  invalidates: readonly QueryKey[];
  /**
   * Reads of the record a delete removed. They are emptied instead of read again: the screen is leaving them,
   * and the server would answer 404 (an alert) for a record that no longer exists.
   */
  forget?: (deleted: ResponseOf<D>, input: WriteInput<D>) => readonly QueryKey[];
  /** The message of a failure the server does not describe, read at each call (it follows the language). */
  fallback?: () => string;
}

/**
 * After a successful write: forgets the reads of a deleted record, then reads again every other query the
 * write changed that is on screen (the others are read when next shown).
 */
export function refreshAfterWrite(
  queryClient: QueryClient,
  invalidates: readonly QueryKey[],
  forget: readonly QueryKey[] = [],
): Promise<void> {
  for (const key of forget) {
    void queryClient.cancelQueries({ queryKey: key });
    queryClient.setQueriesData({ queryKey: key }, null);
  }
  const within = (key: QueryKey, prefixes: readonly QueryKey[]) =>
    prefixes.some((prefix) => partialMatchKey(key, prefix));
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => within(queryKey, invalidates) && !within(queryKey, forget),
  });
}

/**
 * A write of the route as a mutation. It resolves to the {@link WriteResult} forms and dialogs show (it never
 * throws); a success refreshes what the write changed. The refresh is not awaited: the screen moves on at once
 * (closes its dialog, leaves a deleted record) while the lists are read again.
 */
export function useRouteMutation<D extends RouteDef>(
  def: D,
  options: RouteMutationOptions<D>,
): UseMutationResult<WriteResult<ResponseOf<D>>, Error, WriteInput<D>> {
  const queryClient = useQueryClient();
  const { invalidates, forget, fallback } = options;
  return useMutation({
    mutationFn: (input: WriteInput<D>) =>
      (writeRoute as (def: RouteDef, input: WriteInput<D>) => Promise<WriteResult<ResponseOf<D>>>)(def, {
        ...input,
        fallback: input.fallback ?? fallback?.(),
      }),
    onSuccess: (result, input) => {
      if (!result.ok) return;
      void refreshAfterWrite(queryClient, invalidates, forget?.(result.data, input));
    },
  });
}
