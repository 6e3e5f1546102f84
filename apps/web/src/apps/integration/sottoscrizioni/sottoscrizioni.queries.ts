import type { RouteDef } from '@halo/contract';
import { integrationRoutes as routes } from '@halo/contract/integration';
import { useTranslation } from 'react-i18next';
import { type RouteMutationOptions, useRouteMutation } from '../../../lib/route-mutation.ts';
import { useRouteList, useRouteRead } from '../../../lib/route-query.ts';

/**
 * Reads and writes of the subscriptions screen. Every key starts with 'integration': a write to a subscription
 * changes the list's counts of deliveries and its log at once, so each write reads them all again.
 */

const ALL = [['integration']] as const;
const EVENT_TYPES_STALE = 10 * 60_000;
/** How often a log with deliveries still in the queue is read again: the worker settles them meanwhile. */
export const LOG_REFRESH_MS = 5_000;

export interface SottoscrizioniQuery {
  q: string;
  sort?: string;
  page: number;
  size: number;
  /** Only the active ones ('true') or only the suspended ones ('false'). */
  attiva?: 'true' | 'false' | undefined;
}

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

export function useSottoscrizioni(query: SottoscrizioniQuery) {
  const error = useReadError();
  return useRouteRead(['integration', 'list', query], routes.sottoscrizioni, {
    query: { ...query, sort: query.sort as 'nome' | undefined },
    error: error('list'),
    keep: true,
    // Their deliveries' counts and health change while some are queued.
    refetchInterval: (data) =>
      (data as { items?: { consegne: { pending: number } }[] } | null)?.items?.some(
        (s) => s.consegne.pending > 0,
      )
        ? LOG_REFRESH_MS
        : false,
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

const hasPending = (data: unknown) =>
  (data as { items?: { stato: string }[] } | null)?.items?.some((item) => item.stato === 'pending') ?? false;

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
    refetchInterval: (data) => (hasPending(data) ? LOG_REFRESH_MS : false),
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
