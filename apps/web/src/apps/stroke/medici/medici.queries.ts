import { strokeMediciRoutes } from '@halo/contract/stroke/medici';
import { useQueryClient } from '@tanstack/react-query';
import { i18n } from '../../../i18n/i18n.ts';
import type { WriteResult } from '../../../lib/call-route.ts';
import { refreshAfterWrite, useRouteMutation } from '../../../lib/route-mutation.ts';
import { useRouteRead } from '../../../lib/route-query.ts';
import { invitiKey } from '../inviti/inviti.queries.ts';

/**
 * Query and write hooks of the service's doctors (issue 16, docs/adr/0023). Keys start with ['stroke', 'persone'].
 * A write reads again every stroke query on screen: a doctor's name shows in their patients' records.
 */

const STALE = 30_000;
const STROKE = ['stroke'] as const;
const mediciKey = ['stroke', 'persone', 'medici'] as const;

const saveError = () => i18n.t('stroke:doctors.readErrors.save');

/** The service's doctors with their latest invitation; null data: the read failed, and the global alert says why. */
export const useMedici = () =>
  useRouteRead(mediciKey, strokeMediciRoutes.medici, {
    error: () => i18n.t('stroke:doctors.readErrors.list'),
    staleTime: STALE,
  });

export const useCreaMedico = () =>
  useRouteMutation(strokeMediciRoutes.creaMedico, { invalidates: [STROKE], fallback: saveError });

export const useAggiornaMedico = () =>
  useRouteMutation(strokeMediciRoutes.aggiornaMedico, { invalidates: [STROKE], fallback: saveError });

/** A doctor without patients goes, with their account; the server refuses (409) one who still has some. */
export function useEliminaMedico() {
  const queryClient = useQueryClient();
  const mutation = useRouteMutation(strokeMediciRoutes.eliminaMedico, {
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
