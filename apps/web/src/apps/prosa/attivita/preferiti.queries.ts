import { type Preferito, prosaPreferitiRoutes, type TipoPreferito } from '@halo/contract/prosa/preferiti';
import { useQueryClient } from '@tanstack/react-query';
import { i18n } from '../../../i18n/i18n.ts';
import { useRouteMutation } from '../../../lib/route-mutation.ts';
import { useRouteRead } from '../../../lib/route-query.ts';

/**
 * The reader's favourites (docs/adr/0019): one list, read once for the favourites' screen, Le mie attività and
 * every star on a project's or a campaign's page. A star or its removal changes the list at once, then reads it
 * again from the server.
 */

const PREFERITI = ['prosa', 'preferiti'] as const;
const STALE = 30_000;

const readError = () => i18n.t('prosaAttivita:activities.readErrors.preferiti');
const saveError = () => i18n.t('prosaAttivita:activities.readErrors.save');

/** The list, newest first; null data: the read failed and the global alert says why (SPEC.md §8). */
export function usePreferiti(enabled = true) {
  return useRouteRead(PREFERITI, prosaPreferitiRoutes.preferiti, {
    error: () => readError(),
    enabled,
    staleTime: STALE,
  });
}

const same = (p: Preferito, tipo: TipoPreferito, id: number) => p.tipo === tipo && p.id === id;

/**
 * Stars (true) or unstars (false) a published project or campaign; true once done. A failure raises the global
 * alert: a toggle has no place of its own to show it.
 */
export function useTogglePreferito(): (
  tipo: TipoPreferito,
  id: number,
  starred: boolean,
) => Promise<boolean> {
  const queryClient = useQueryClient();
  const add = useRouteMutation(prosaPreferitiRoutes.aggiungiPreferito, {
    invalidates: [PREFERITI],
    fallback: saveError,
  });
  const remove = useRouteMutation(prosaPreferitiRoutes.togliPreferito, {
    invalidates: [PREFERITI],
    fallback: saveError,
  });
  const update = (change: (list: Preferito[]) => Preferito[]) =>
    queryClient.setQueryData<Preferito[] | null>(PREFERITI, (list) => (list ? change(list) : list));
  return async (tipo, id, starred) => {
    if (starred) {
      const result = await add.mutateAsync({ body: { tipo, id }, alert: true });
      if (result.ok) update((list) => [result.data, ...list.filter((p) => !same(p, tipo, id))]);
      return result.ok;
    }
    const result = await remove.mutateAsync({ params: { tipo, id }, alert: true });
    // Not among them any more (404): the list shows it as the server has it.
    if (result.ok || result.status === 404) update((list) => list.filter((p) => !same(p, tipo, id)));
    return result.ok;
  };
}
