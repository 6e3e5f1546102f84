import { healthenvPostazioniRoutes } from '@halo/contract/healthenv/postazioni';
import { i18n } from '../../../i18n/i18n.ts';
import { useRouteMutation } from '../../../lib/route-mutation.ts';
import { useRouteRead } from '../../../lib/route-query.ts';

/**
 * Reads and writes of the monitoring stations (issue 17). Keys start with ['healthenv']: a station's change moves
 * the map, its page, the alerts and the report too, so a write reads again whatever of the application is on
 * screen.
 */

const STALE = 30_000;
export const HEALTHENV = ['healthenv'] as const;

export const postazioniKey = (archiviate: boolean) => ['healthenv', 'postazioni', { archiviate }] as const;

const saveError = () => i18n.t('healthenv:postazioni.errors.save');

/**
 * The stations with their sensors; the archived ones too when asked. Null data: the read failed and the global
 * alert says why (SPEC.md §8).
 */
export function usePostazioni(archiviate = false) {
  return useRouteRead(postazioniKey(archiviate), healthenvPostazioniRoutes.postazioni, {
    query: { archiviate: archiviate ? 'true' : undefined },
    error: () => i18n.t('healthenv:postazioni.errors.list'),
    keep: true,
    staleTime: STALE,
  });
}

export function useAggiungiPostazione() {
  return useRouteMutation(healthenvPostazioniRoutes.aggiungiPostazione, {
    invalidates: [HEALTHENV],
    fallback: saveError,
  });
}

export function useModificaPostazione() {
  return useRouteMutation(healthenvPostazioniRoutes.modificaPostazione, {
    invalidates: [HEALTHENV],
    fallback: saveError,
  });
}

/** Deletes a station, or archives it (`archivia`), keeping its records. */
export function useEliminaPostazione() {
  return useRouteMutation(healthenvPostazioniRoutes.eliminaPostazione, {
    invalidates: [HEALTHENV],
    forget: (_answer, input) => (input.query?.archivia ? [] : [['healthenv', 'postazione', input.params.id]]),
    fallback: () => i18n.t('healthenv:postazioni.errors.delete'),
  });
}
