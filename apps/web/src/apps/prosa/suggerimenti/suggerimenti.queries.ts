import { prosaSuggerimentiRoutes, type Suggerimento } from '@halo/contract/prosa/suggerimenti';
import { useQueryClient } from '@tanstack/react-query';
import { i18n } from '../../../i18n/i18n.ts';
import type { QueryValue } from '../../../lib/call-route.ts';
import { useRouteRead } from '../../../lib/route-query.ts';
import { readRecord, useRecord, useRecordWrite } from '../prosa-record.ts';

/**
 * Query and write hooks of Pro.Sa.'s suggestions (docs/adr/0019). Keys start with ['prosa', 'suggerimenti']; a write
 * puts the suggestion it answers in its detail's read at once and reads again the lists on screen (Le mie attività's
 * too, which reads the same searches).
 */

const STALE = 30_000;
const LISTS = [['prosa', 'suggerimenti', 'cerca']] as const;

function readError(which: 'list' | 'suggestion'): string {
  return i18n.t(`prosaAttivita:suggestions.readErrors.${which}`);
}

const saveError = () => i18n.t('prosaAttivita:suggestions.readErrors.save');

const suggerimentoKey = (id: number) => ['prosa', 'suggerimenti', 'byid', id] as const;

export interface SuggerimentiQuery extends Record<string, QueryValue> {
  page: number;
  size: number;
  sort?: string;
  q?: string;
  tema?: number;
  stato?: 'inviato' | 'risposto';
  /** Only the reader's own. */
  mie?: boolean;
}

/**
 * A page of the suggestions the reader may see (the publicly answered ones, their own and, for staff, their
 * scope's); the previous page stays on screen while the next one loads. Null data: the read failed, and the global
 * alert says why (SPEC.md §8).
 */
export function useSuggerimenti(query: SuggerimentiQuery, enabled = true) {
  return useRouteRead(['prosa', 'suggerimenti', 'cerca', query], prosaSuggerimentiRoutes.suggerimenti, {
    query,
    error: () => readError('list'),
    keep: true,
    enabled,
    staleTime: STALE,
  });
}

const suggestionError = () => readError('suggestion');

/**
 * A suggestion with its answer (the link of the answer's mail opens it); `null` when it does not exist or the
 * reader may not see it (an answer for the page: no alert). Any other failure raises the global alert.
 */
export function useSuggerimento(id: number | null) {
  return useRecord(
    suggerimentoKey(id ?? 0),
    prosaSuggerimentiRoutes.suggerimento,
    id,
    suggestionError,
    STALE,
  );
}

/** Reads a suggestion again as it is now (after a refused stale answer), and the lists showing it. */
export function useReloadSuggerimento() {
  const queryClient = useQueryClient();
  return async (id: number): Promise<Suggerimento | null> => {
    void queryClient.invalidateQueries({ queryKey: LISTS[0] });
    return queryClient.fetchQuery({
      queryKey: suggerimentoKey(id),
      queryFn: ({ signal }) => readRecord(prosaSuggerimentiRoutes.suggerimento, id, suggestionError, signal),
      staleTime: 0,
    });
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Writes: each answers the suggestion as it is now.

export const useInviaSuggerimento = () =>
  useRecordWrite(prosaSuggerimentiRoutes.inviaSuggerimento, suggerimentoKey, LISTS, saveError);

export const useRispondi = () =>
  useRecordWrite(prosaSuggerimentiRoutes.rispondi, suggerimentoKey, LISTS, saveError);
