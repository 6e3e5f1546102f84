import type { RouteDef } from '@halo/contract';
import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute, type ResponseOf } from '../../lib/call-route.ts';
import { type HttpResult, http } from '../../lib/http.ts';
import { useRouteMutation, type WriteInput } from '../../lib/route-mutation.ts';

/**
 * A Pro.Sa. record by its id (a project, a campaign, a request, a suggestion): `null` when the reader may not see
 * it or it does not exist (the server's 404, no alert); any other failure raises the global alert with `error`
 * and fails the read.
 */
export async function readRecord<D extends RouteDef>(
  route: D,
  id: number,
  error: () => string,
  signal?: AbortSignal,
): Promise<ResponseOf<D> | null> {
  const call = callRoute as (def: RouteDef, options: object) => Promise<HttpResult<unknown>>;
  const result = await call(route, { params: { id }, alert: false, signal });
  if (result.ok) return result.data as ResponseOf<D>;
  if (result.status === 404) return null;
  http.report(result, error());
  throw new Error(result.message ?? error());
}

/** The query of `readRecord`, read while `id` is not null. */
export function useRecord<D extends RouteDef>(
  key: QueryKey,
  route: D,
  id: number | null,
  error: () => string,
  staleTime: number,
) {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => readRecord(route, id ?? 0, error, signal),
    enabled: id !== null,
    staleTime,
  });
}

/**
 * A write of a record whose answer is the record as it is now: kept as its read at `keyOf(id)` (its page shows it
 * without reading again) while the lists (`invalidates`) are read again.
 */
export function useRecordWrite<D extends RouteDef>(
  route: D,
  keyOf: (id: number) => QueryKey,
  invalidates: readonly QueryKey[],
  fallback: () => string,
) {
  const queryClient = useQueryClient();
  const mutation = useRouteMutation(route, { invalidates, fallback });
  return (input: WriteInput<D>) =>
    mutation.mutateAsync(input).then((result) => {
      if (result.ok) queryClient.setQueryData(keyOf((result.data as { id: number }).id), result.data);
      return result;
    });
}
