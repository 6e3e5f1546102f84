import type { Comune } from '@halo/contract';
import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { SEARCH_LIMIT, searchComuni } from './regional.api.ts';

/** Pause after the last keystroke before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface ComuneSearchState {
  /** The settled text the results answer. */
  searched: string;
  results: Comune[];
  /** Typing has not settled, or the answer for the settled text has not arrived yet. */
  pending: boolean;
  failed: boolean;
}

/**
 * As-you-type search over the public endpoint. Each settled text is its own query: an answer that arrives
 * late for an older text is kept under that text and never replaces the results of the newer one, and the
 * older request is aborted when nobody waits for it any more.
 */
export function useComuneSearch(
  term: string,
  { limit = SEARCH_LIMIT, delayMs = SEARCH_DEBOUNCE_MS }: { limit?: number; delayMs?: number } = {},
): ComuneSearchState {
  const typed = term.trim();
  const settled = useDebouncedValue(typed, delayMs);
  const query = useQuery({
    queryKey: ['regional-public', 'comuni-search', settled, limit],
    queryFn: ({ signal }) => searchComuni(settled, limit, signal),
    enabled: settled.length > 0,
    staleTime: 5 * 60_000,
  });
  if (settled.length === 0) {
    return { searched: '', results: [], pending: typed.length > 0, failed: false };
  }
  const answer = query.data;
  return {
    searched: settled,
    results: answer?.ok ? answer.comuni : [],
    pending: typed !== settled || answer === undefined,
    failed: answer !== undefined && !answer.ok && !answer.aborted,
  };
}
