import type { Invito } from '@halo/contract/stroke';
import { strokeInvitiRoutes } from '@halo/contract/stroke/inviti';
import { type ProfiloStroke, strokeProfiloRoutes } from '@halo/contract/stroke/profilo';
import { useQuery } from '@tanstack/react-query';
import { i18n } from '../../../i18n/i18n.ts';
import { callRoute } from '../../../lib/call-route.ts';
import { type HttpResult, http } from '../../../lib/http.ts';
import { useRouteMutation } from '../../../lib/route-mutation.ts';

/**
 * Query and write hooks of the invitations (issue 16, docs/adr/0023): a doctor's invitations, sending one again,
 * and who the reader of the invitations screen is. Keys start with ['stroke', 'persone'], with the doctors'.
 */

const STALE = 30_000;
const STROKE = ['stroke'] as const;
export const invitiKey = (medicoId: number) => ['stroke', 'persone', 'inviti', medicoId] as const;

const readError = (which: 'list' | 'profile') => i18n.t(`stroke:invitations.readErrors.${which}`);

/** The answer of a read whose 404 means "none" (null); any other failure raises the global alert and fails it. */
function orNone<T>(result: HttpResult<T>, error: string): T | null {
  if (result.ok) return result.data;
  if (result.status === 404) return null;
  http.report(result, error);
  throw new Error(result.message ?? error);
}

/**
 * Who the signed-in person is in the service; `null` when the account has none (the server's 404). Any other
 * failure raises the global alert and fails the read.
 */
export const useProfiloStroke = (enabled = true) =>
  useQuery({
    queryKey: ['stroke', 'persone', 'profilo'],
    queryFn: async ({ signal }): Promise<ProfiloStroke | null> =>
      orNone(await callRoute(strokeProfiloRoutes.profilo, { alert: false, signal }), readError('profile')),
    enabled,
    staleTime: 5 * STALE,
  });

/**
 * A doctor's invitations, the one they received and those they sent; `null` when the doctor does not exist (a
 * stale address: the screen says so, no alert). Any other failure raises the global alert and fails the read.
 */
export const useInvitiMedico = (medicoId: number | null) =>
  useQuery({
    queryKey: invitiKey(medicoId ?? 0),
    queryFn: async ({ signal }): Promise<Invito[] | null> =>
      orNone(
        await callRoute(strokeInvitiRoutes.invitiMedico, {
          params: { id: medicoId ?? 0 },
          alert: false,
          signal,
        }),
        readError('list'),
      ),
    enabled: medicoId !== null,
    staleTime: STALE,
  });

/** Sends an invitation again: the server revokes the previous code and answers the new invitation. */
export function useReinviaInvito() {
  return useRouteMutation(strokeInvitiRoutes.reinvia, {
    invalidates: [STROKE],
    fallback: () => i18n.t('stroke:invitations.readErrors.resend'),
  });
}
