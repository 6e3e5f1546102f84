import type { RouteDef } from '@halo/contract';
import { type FhirMessageState, integrationFhirRoutes as routes } from '@halo/contract/integration-fhir';
import { useTranslation } from 'react-i18next';
import { type RouteMutationOptions, useRouteMutation } from '../../../lib/route-mutation.ts';
import { useRouteRead } from '../../../lib/route-query.ts';
import { type RecordsQuery, refetchWhileQueued } from '../shared/integration-list.tsx';

/**
 * Reads and writes of the FHIR adapter screen. Every key starts with ['integration', 'fhir']: a write to a
 * connection changes the list's counts of messages and its log at once, so each write reads them all again.
 */

const ALL = [['integration', 'fhir']] as const;

export interface MessaggiQuery {
  page: number;
  size: number;
  stato?: FhirMessageState;
}

function useReadError() {
  const { t } = useTranslation('integration');
  return (what: 'list' | 'log') => () => t(`fhir.readError.${what}`);
}

const queued = (state: string) => state === 'pending' || state === 'failed';

export function useConnessioni(query: RecordsQuery) {
  const error = useReadError();
  return useRouteRead(['integration', 'fhir', 'list', query], routes.connessioni, {
    query: { ...query, sort: query.sort as 'nome' | undefined },
    error: error('list'),
    keep: true,
    // Their messages' counts change while some are queued.
    refetchInterval: refetchWhileQueued(
      (c: { messaggi: { pending: number; failed: number } }) => c.messaggi.pending + c.messaggi.failed > 0,
    ),
  });
}

/** One connection, for its log opened from the address when the list's page on screen does not hold it. */
export function useConnessione(id: number | null) {
  const error = useReadError();
  return useRouteRead(['integration', 'fhir', 'one', id], routes.connessione, {
    params: { id: id ?? 0 },
    error: error('list'),
    enabled: id !== null,
  });
}

/** The log of one connection's messages, newest first, read again while a message on screen is queued. */
export function useMessaggi(id: number | null, query: MessaggiQuery) {
  const error = useReadError();
  return useRouteRead(['integration', 'fhir', 'log', id, query], routes.messaggi, {
    params: { id: id ?? 0 },
    query,
    error: error('log'),
    enabled: id !== null,
    keep: true,
    refetchInterval: refetchWhileQueued((item: { stato: string }) => queued(item.stato)),
  });
}

function useWrite<D extends RouteDef>(def: D, forget?: RouteMutationOptions<D>['forget']) {
  const { t } = useTranslation('integration');
  return useRouteMutation(def, { invalidates: ALL, forget, fallback: () => t('fhir.saveFailed') });
}

export const useCreaConnessione = () => useWrite(routes.creaConnessione);
export const useAggiornaConnessione = () => useWrite(routes.aggiornaConnessione);
export const useEliminaConnessione = () =>
  useWrite(routes.eliminaConnessione, (gone) => [['integration', 'fhir', 'log', gone.id]]);
export const useNuoveChiavi = () => useWrite(routes.nuoveChiavi);
export const useProvaConnessione = () => useWrite(routes.provaConnessione);
export const useReinviaMessaggio = () => useWrite(routes.reinviaMessaggio);
