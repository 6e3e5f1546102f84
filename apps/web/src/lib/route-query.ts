import type { Page, RouteDef } from '@halo/contract';
import { keepPreviousData, type QueryKey, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { type ItemOf, type ResponseOf, type RouteInput, readList, readOne, readPage } from './call-route.ts';

/*
 * Read hooks of the contract's routes (issue 33): a query of its key, the route's call with its input, and the
 * message of a failure the server does not describe. As readList, readOne and readPage, a failure raises the global
 * alert and answers an empty list or null (SPEC.md §8). The write hooks are route-mutation.ts's.
 */

export interface ReadSettings {
  /** The message of a failure the server does not describe, read at each call (it follows the language). */
  error: () => string;
  staleTime?: number;
  enabled?: boolean;
  /** The answer before stays on screen while the next one loads (another page, another search). */
  keep?: boolean;
  /**
   * Read again every so many milliseconds while on screen; a function decides from the answer on screen (false:
   * not again), e.g. only while something in it is still changing.
   */
  refetchInterval?: number | ((data: unknown) => number | false);
}

/** The route's input (path parameters, query) and the settings of its read. */
export type ReadOptions<D extends RouteDef> = RouteInput<D> & ReadSettings;

type Reader = (def: RouteDef, input: object) => Promise<unknown>;

function useRead<T>(reader: Reader, key: QueryKey, def: RouteDef, options: ReadSettings): UseQueryResult<T> {
  const { error, staleTime, enabled = true, keep = false, refetchInterval, ...input } = options;
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => reader(def, { ...input, errorMessage: error(), signal }) as Promise<T>,
    staleTime,
    enabled,
    placeholderData: keep ? keepPreviousData : undefined,
    refetchInterval:
      typeof refetchInterval === 'function' ? (query) => refetchInterval(query.state.data) : refetchInterval,
  });
}

/** A route that answers a list: empty after a failure. */
export function useRouteList<D extends RouteDef>(
  key: QueryKey,
  def: D,
  options: ReadOptions<D>,
): UseQueryResult<ItemOf<D>[]> {
  return useRead(readList as Reader, key, def, options);
}

/** A route that answers one record (or an object): null after a failure. */
export function useRouteRead<D extends RouteDef>(
  key: QueryKey,
  def: D,
  options: ReadOptions<D>,
): UseQueryResult<ResponseOf<D> | null> {
  return useRead(readOne as Reader, key, def, options);
}

/** A page of a catalogue answered as an array with its count in X-Total-Count: null after a failure. */
export function useRoutePage<D extends RouteDef>(
  key: QueryKey,
  def: D,
  options: ReadOptions<D> & { query: { page: number; size: number } },
): UseQueryResult<Page<ItemOf<D>> | null> {
  return useRead(readPage as Reader, key, def, options);
}
