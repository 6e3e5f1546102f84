import { type Invito, type ProfiloStroke, strokeRoutes } from '@halo/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { i18n } from '../../../i18n/i18n.ts';
import { callRoute, type WriteResult } from '../../../lib/call-route.ts';
import { type HttpResult, http } from '../../../lib/http.ts';
import { refreshAfterWrite, useRouteMutation } from '../../../lib/route-mutation.ts';
import { useRouteRead } from '../../../lib/route-query.ts';

/**
 * Query and write hooks of the stroke service's people (issue 16, docs/adr/0023): the doctors, a doctor's
 * invitations, the signed-in person's profile. Keys start with ['stroke', 'persone']. A write reads again every
 * stroke query on screen: a doctor's name shows in their patients' records, a resent invitation in the patient's.
 */

const STALE = 30_000;
const STROKE = ['stroke'] as const;
const mediciKey = ['stroke', 'persone', 'medici'] as const;
const invitiKey = (medicoId: number) => ['stroke', 'persone', 'inviti', medicoId] as const;

const readError = (which: 'list' | 'profile') => i18n.t(`stroke:invitations.readErrors.${which}`);
const saveError = () => i18n.t('stroke:doctors.readErrors.save');

/** The answer of a read whose 404 means "none" (null); any other failure raises the global alert and fails it. */
function orNone<T>(result: HttpResult<T>, error: string): T | null {
  if (result.ok) return result.data;
  if (result.status === 404) return null;
  http.report(result, error);
  throw new Error(result.message ?? error);
}

/** The service's doctors with their latest invitation; null data: the read failed, and the global alert says why. */
export const useMedici = () =>
  useRouteRead(mediciKey, strokeRoutes.medici, {
    error: () => i18n.t('stroke:doctors.readErrors.list'),
    staleTime: STALE,
  });

/**
 * Who the signed-in person is in the service; `null` when the account has none (the server's 404). Any other
 * failure raises the global alert and fails the read.
 */
export const useProfiloStroke = (enabled = true) =>
  useQuery({
    queryKey: ['stroke', 'persone', 'profilo'],
    queryFn: async ({ signal }): Promise<ProfiloStroke | null> =>
      orNone(await callRoute(strokeRoutes.profilo, { alert: false, signal }), readError('profile')),
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
        await callRoute(strokeRoutes.invitiMedico, { params: { id: medicoId ?? 0 }, alert: false, signal }),
        readError('list'),
      ),
    enabled: medicoId !== null,
    staleTime: STALE,
  });

export const useCreaMedico = () =>
  useRouteMutation(strokeRoutes.creaMedico, { invalidates: [STROKE], fallback: saveError });

export const useAggiornaMedico = () =>
  useRouteMutation(strokeRoutes.aggiornaMedico, { invalidates: [STROKE], fallback: saveError });

/** A doctor without patients goes, with their account; the server refuses (409) one who still has some. */
export function useEliminaMedico() {
  const queryClient = useQueryClient();
  const mutation = useRouteMutation(strokeRoutes.eliminaMedico, {
    invalidates: [STROKE],
    forget: (_deleted, input) => [invitiKey(input.params.id)],
    fallback: saveError,
  });
  return async (id: number): Promise<WriteResult<null>> => {
    const result = await mutation.mutateAsync({ params: { id } });
    if (result.ok) return { ok: true, data: null };
    // The contract declares this delete's answer as 204, which SPEC.md §5 does not count as a success (only 200
    // and 201 are): the write worked all the same, so its reads are refreshed here.
    if (result.status === 204) {
      void refreshAfterWrite(queryClient, [STROKE], [invitiKey(id)]);
      return { ok: true, data: null };
    }
    return result;
  };
}

/** Sends an invitation again: the server revokes the previous code and answers the new invitation. */
export function useReinviaInvito() {
  return useRouteMutation(strokeRoutes.reinvia, {
    invalidates: [STROKE],
    fallback: () => i18n.t('stroke:invitations.readErrors.resend'),
  });
}
