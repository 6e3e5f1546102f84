import { prosaRoutes } from '@halo/contract/prosa';
import { prosaProgettiRoutes } from '@halo/contract/prosa/progetti';
import { useQueries } from '@tanstack/react-query';
import { i18n } from '../../../i18n/i18n.ts';
import { type QueryValue, readList } from '../../../lib/call-route.ts';
import { useRouteRead } from '../../../lib/route-query.ts';
import { useTematiche } from '../prosa.queries.ts';
import { useRecord, useRecordWrite } from '../prosa-record.ts';

/**
 * Query and write hooks of Pro.Sa.'s projects (docs/adr/0016). Keys start with ['prosa', 'progetti']; a write
 * puts the project it answers in its page's read at once and reads again the searches on screen.
 */

const STALE = 60_000;
const CATALOGUE = 10 * STALE;
const SEARCHES = [['prosa', 'progetti', 'cerca']] as const;

function readError(which: 'list' | 'project'): string {
  return i18n.t(`prosaAttivita:projects.readErrors.${which}`);
}

const saveError = () => i18n.t('prosaAttivita:projects.readErrors.save');

const progettoKey = (id: number) => ['prosa', 'progetti', 'byid', id] as const;

export interface ProgettiQuery extends Record<string, QueryValue> {
  page: number;
  size: number;
  sort?: string;
  q?: string;
  tema?: number;
  destinatario?: string;
  setting?: string;
  asl?: number;
  stato?: string;
}

/**
 * A page of the projects the reader may see (the published ones, and staff's own scope); the previous page stays
 * on screen while the next one loads. Null data: the search failed, and the global alert says why (SPEC.md §8).
 */
export function useProgetti(query: ProgettiQuery) {
  return useRouteRead(['prosa', 'progetti', 'cerca', query], prosaProgettiRoutes.progetti, {
    query,
    error: () => readError('list'),
    keep: true,
    staleTime: STALE,
  });
}

/**
 * A project with its intervention sheets; `null` when the reader may not see it or it does not exist (the
 * server's 404, an answer for the page: no alert). Any other failure raises the global alert and fails the read.
 */
export function useProgetto(id: number | null) {
  return useRecord(progettoKey(id ?? 0), prosaProgettiRoutes.progetto, id, () => readError('project'), STALE);
}

/**
 * The theme tree: the themes and the sub-themes of those given (of all: the search's filter). The keys are those
 * of the portal's other theme lists (prosa.queries.ts), so each list is read once.
 */
export function useThemeTree(parents: readonly number[] | 'all') {
  const tematiche = useTematiche();
  const ids =
    parents === 'all' ? (tematiche.data ?? []).filter((t) => t.sottotematiche > 0).map((t) => t.id) : parents;
  const subs = useQueries({
    queries: ids.map((idPadre) => ({
      queryKey: ['prosa', 'subtematiche', idPadre],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        readList(prosaRoutes.subtematiche, {
          query: { idPadre },
          errorMessage: i18n.t('prosa:readErrors.themes'),
          signal,
        }),
      staleTime: CATALOGUE,
    })),
  });
  const subthemes = new Map(ids.map((id, index) => [id, subs[index]?.data ?? []]));
  return {
    tematiche: tematiche.data ?? [],
    subthemes,
    loading: tematiche.isPending || subs.some((q) => q.isPending),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Writes: each answers the project as it is now.

export const useAggiungiProgetto = () =>
  useRecordWrite(prosaProgettiRoutes.aggiungiProgetto, progettoKey, SEARCHES, saveError);

export const useAggiornaProgetto = () =>
  useRecordWrite(prosaProgettiRoutes.aggiornaProgetto, progettoKey, SEARCHES, saveError);

export const useStatoProgetto = () =>
  useRecordWrite(prosaProgettiRoutes.statoProgetto, progettoKey, SEARCHES, saveError);

export const useAggiungiIntervento = () =>
  useRecordWrite(prosaProgettiRoutes.aggiungiIntervento, progettoKey, SEARCHES, saveError);

export const useRimuoviIntervento = () =>
  useRecordWrite(prosaProgettiRoutes.rimuoviIntervento, progettoKey, SEARCHES, saveError);
