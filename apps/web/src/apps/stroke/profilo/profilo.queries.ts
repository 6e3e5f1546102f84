import { type RouteDef, strokeMessages } from '@halo/contract';
import { strokeAccessiRoutes } from '@halo/contract/stroke/accessi';
import { strokeCaregiversRoutes } from '@halo/contract/stroke/caregivers';
import { strokeFattoriRoutes } from '@halo/contract/stroke/fattori';
import { strokeInvitiRoutes } from '@halo/contract/stroke/inviti';
import { type ProfiloStroke, strokeProfiloRoutes } from '@halo/contract/stroke/profilo';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { i18n } from '../../../i18n/i18n.ts';
import { callRoute } from '../../../lib/call-route.ts';
import { useRouteMutation } from '../../../lib/route-mutation.ts';
import { useRouteRead } from '../../../lib/route-query.ts';

/**
 * Reads and writes of the stroke home, of the patient's own profile and of the caregiver's view (issue 16): who
 * the signed-in person is in the service, a patient's latest scores, their caregivers and the log of who read
 * their data. Keys start with ['stroke', 'profilo'], apart from the other stroke screens' (whose reads of a patient
 * keep another shape under ['stroke', 'paziente', id]); a write reads again what it changed.
 */

const STALE = 30_000;

type ReadError = 'fattori' | 'caregivers' | 'accessi';
const readError = (which: ReadError) => () => i18n.t(`stroke:profile.errors.${which}`);
type WriteError = 'invite' | 'revoke' | 'resend';

const PROFILO_KEY = ['stroke', 'profilo', 'io'] as const;
const caregiverKey = (pazienteId: number) => ['stroke', 'profilo', 'caregiver', pazienteId] as const;
const accessiKey = (pazienteId: number) => ['stroke', 'profilo', 'accessi', pazienteId] as const;

/**
 * The answers that mean "no stroke profile": the contract's message, a 404 about the signed-in person, or a 403 —
 * the call only asks for a role of the service, so a refusal means the account holds none.
 */
function isNoProfile(result: { status: number; message: string | null }): boolean {
  return result.status === 404 || result.status === 403 || result.message === strokeMessages.noProfile;
}

/**
 * Who the signed-in person is in the service; null when the account has no stroke profile (no role, or no
 * record behind it). Any other failure is the screen's to show, with a way to try again, not a global alert.
 * Reading it also tells the server an invited person has signed in, so it is not read again at every screen.
 */
export function useStrokeProfilo() {
  return useQuery({
    queryKey: PROFILO_KEY,
    queryFn: async ({ signal }): Promise<ProfiloStroke | null> => {
      const result = await callRoute(strokeProfiloRoutes.profilo, { alert: false, signal });
      if (result.ok) return result.data && result.data.ruoli.length > 0 ? result.data : null;
      if (isNoProfile(result)) return null;
      throw new Error(result.message ?? i18n.t('stroke:home.readError'));
    },
    staleTime: 5 * STALE,
    retry: false,
  });
}

/** A patient's factors and latest scores; null data: the read failed (the global alert says why). */
export const useFattori = (pazienteId: number | null) =>
  useRouteRead(['stroke', 'profilo', 'fattori', pazienteId], strokeFattoriRoutes.fattori, {
    params: { id: pazienteId ?? 0 },
    error: readError('fattori'),
    enabled: pazienteId !== null,
    staleTime: STALE,
  });

/** A patient's caregivers with their consent and invitation; null data: the read failed. */
export const useCaregivers = (pazienteId: number) =>
  useRouteRead(caregiverKey(pazienteId), strokeCaregiversRoutes.caregiverPaziente, {
    params: { id: pazienteId },
    error: readError('caregivers'),
    staleTime: STALE,
  });

/** One page of who read or changed a patient's data. */
export const useAccessi = (pazienteId: number, query: { page: number; size: number; sort?: string }) =>
  useRouteRead([...accessiKey(pazienteId), query], strokeAccessiRoutes.accessi, {
    params: { id: pazienteId },
    query,
    error: readError('accessi'),
    keep: true,
    staleTime: STALE,
  });

/** A write of the patient's caregivers; it reads again what it changed. */
const useWrite = <D extends RouteDef>(def: D, error: WriteError, invalidates: QueryKey[]) =>
  useRouteMutation(def, { invalidates, fallback: () => i18n.t(`stroke:profile.errors.${error}`) });

/** The patient gives consent to a person and invites them (again, after a revocation). */
export const useInvitaCaregiver = (pazienteId: number) =>
  useWrite(strokeCaregiversRoutes.invitaCaregiver, 'invite', [caregiverKey(pazienteId)]);

/** The patient revokes a caregiver's consent: the server refuses their next read at once. */
export const useRevocaCaregiver = (pazienteId: number) =>
  useWrite(strokeCaregiversRoutes.revocaCaregiver, 'revoke', [
    caregiverKey(pazienteId),
    accessiKey(pazienteId),
  ]);

/** Sends an invitation again: the previous code stops working and a new one is mailed. */
export const useReinviaInvito = (pazienteId: number) =>
  useWrite(strokeInvitiRoutes.reinvia, 'resend', [caregiverKey(pazienteId)]);
