import { healthenvAllerteRoutes } from '@halo/contract/healthenv/allerte';
import { useQueryClient } from '@tanstack/react-query';
import { i18n } from '../../../i18n/i18n.ts';
import { useRouteMutation } from '../../../lib/route-mutation.ts';
import { useRouteRead } from '../../../lib/route-query.ts';

/**
 * The alerts (episodes over the information and alert thresholds, silent stations) and the signed-in person's
 * subscription to their e-mails (issue 17, docs/adr/0027).
 */

const STALE = 30_000;
const ISCRIZIONE = ['healthenv', 'iscrizione'] as const;

export interface AllerteQuery {
  postazioneId?: number;
  inCorso?: boolean;
}

/**
 * The alerts, most recent first: all of them, one station's, or only those still open. Null data: the
 * read failed, and the global alert says why.
 */
export function useAllerte(query: AllerteQuery) {
  return useRouteRead(['healthenv', 'allerte', query], healthenvAllerteRoutes.allerte, {
    query: { postazioneId: query.postazioneId, inCorso: query.inCorso ? true : undefined },
    error: () => i18n.t('healthenv:allerte.failed'),
    keep: true,
    staleTime: STALE,
  });
}

/** Whether the reader receives the alerts by e-mail (admin and operatore only: the caller says when to ask). */
export function useIscrizione(enabled: boolean) {
  return useRouteRead(ISCRIZIONE, healthenvAllerteRoutes.iscrizione, {
    error: () => i18n.t('healthenv:allerte.iscrizione.failed'),
    enabled,
    staleTime: STALE,
  });
}

/** Subscribes the reader to the alerts' e-mails, or cancels them; the switch shows the server's answer at once. */
export function useAggiornaIscrizione() {
  const queryClient = useQueryClient();
  const mutation = useRouteMutation(healthenvAllerteRoutes.aggiornaIscrizione, {
    invalidates: [],
    fallback: () => i18n.t('healthenv:allerte.iscrizione.saveFailed'),
  });
  const save = async (iscritto: boolean) => {
    const result = await mutation.mutateAsync({ body: { iscritto } });
    if (result.ok) queryClient.setQueryData(ISCRIZIONE, result.data);
    return result;
  };
  return { save, pending: mutation.isPending };
}
