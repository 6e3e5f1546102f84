import type { RouteDef } from '@halo/contract';
import { integrationRoutes as routes } from '@halo/contract/integration';
import { useTranslation } from 'react-i18next';
import { type RouteMutationOptions, useRouteMutation } from '../../../lib/route-mutation.ts';
import { useRouteList, useRouteRead } from '../../../lib/route-query.ts';
import { type RecordsQuery, refetchWhileQueued } from '../shared/integration-list.tsx';

/**
 * Reads and writes of the subscriptions screen. Every key starts with 'integration': a write to a subscription
 * changes the list's counts of deliveries and its log at once, so each write reads them all again.
 */

const ALL = [['integration']] as const;
const EVENT_TYPES_STALE = 10 * 60_000;

export interface ConsegneQuery {
  page: number;
  size: number;
  stato?: 'pending' | 'delivered' | 'parked';
}

function useReadError() {
  const { t } = useTranslation('integration');
  return (what: 'list' | 'log' | 'types') => () => t(`sottoscrizioni.readError.${what}`);
}

/** The event types with their names, for the form's choices and the labels of lists and log. */
export function useTipiEvento() {
  const error = useReadError();
  return useRouteList(['integration', 'event-types'], routes.tipiEvento, {
    error: error('types'),
    staleTime: EVENT_TYPES_STALE,
  });
}

export function useSottoscrizioni(query: RecordsQuery) {
  const error = useReadError();
  return useRouteRead(['integration', 'list', query], routes.sottoscrizioni, {
    query: { ...query, sort: query.sort as 'nome' | undefined },
    error: error('list'),
    keep: true,
    // Their deliveries' counts and health change while some are queued.
    refetchInterval: refetchWhileQueued((s: { consegne: { pending: number } }) => s.consegne.pending > 0),
  });
}

/** One subscription, for its log opened from the address when the list's page on screen does not hold it. */
export function useSottoscrizione(id: number | null) {
  const error = useReadError();
  return useRouteRead(['integration', 'one', id], routes.sottoscrizione, {
    params: { id: id ?? 0 },
    error: error('list'),
    enabled: id !== null,
  });
}

/**
 * The log of one subscription's deliveries, newest first (null id: none shown), read again while a delivery on
 * screen is in the queue, so its outcome shows up without a reload.
 */
export function useConsegne(id: number | null, query: ConsegneQuery) {
  const error = useReadError();
  return useRouteRead(['integration', 'log', id, query], routes.consegne, {
    params: { id: id ?? 0 },
    query,
    error: error('log'),
    enabled: id !== null,
    keep: true,
    refetchInterval: refetchWhileQueued((item: { stato: string }) => item.stato === 'pending'),
  });
}

function useWrite<D extends RouteDef>(def: D, forget?: RouteMutationOptions<D>['forget']) {
  const { t } = useTranslation('integration');
  return useRouteMutation(def, {
    invalidates: ALL,
    forget,
    fallback: () => t('sottoscrizioni.saveFailed'),
  });
}

export const useCreaSottoscrizione = () => useWrite(routes.creaSottoscrizione);
export const useAggiornaSottoscrizione = () => useWrite(routes.aggiornaSottoscrizione);
export const useEliminaSottoscrizione = () =>
  useWrite(routes.eliminaSottoscrizione, (gone) => [['integration', 'log', gone.id]]);
export const useNuovoSegreto = () => useWrite(routes.nuovoSegreto);
export const useReinviaConsegna = () => useWrite(routes.reinviaConsegna);
export const useEventoDiProva = () => useWrite(routes.eventoDiProva);
