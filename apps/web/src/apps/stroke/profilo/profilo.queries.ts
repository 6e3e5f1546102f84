import { type ProfiloStroke, strokeMessages, strokeRoutes } from '@halo/contract';
import { strokeFattoriRoutes } from '@halo/contract/stroke-fattori';
import { useQuery } from '@tanstack/react-query';
import { i18n } from '../../../i18n/i18n.ts';
import { callRoute, readOne } from '../../../lib/call-route.ts';
import { useRouteMutation } from '../../../lib/route-mutation.ts';

/**
 * Reads and writes of the stroke home, of the patient's own profile and of the caregiver's view (issue 16): who
 * the signed-in person is in the service, a patient's latest scores, their caregivers and the log of who read
 * their data. Keys start with ['stroke', 'profilo'], apart from the other stroke screens' (whose reads of a patient
 * keep another shape under ['stroke', 'paziente', id]); a write reads again what it changed.
 */

const STALE = 30_000;

type ReadError = 'fattori' | 'caregivers' | 'accessi';
const readError = (which: ReadError) => i18n.t(`stroke:profile.errors.${which}`);
const writeError = (which: 'invite' | 'revoke' | 'resend') => () => i18n.t(`stroke:profile.errors.${which}`);

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
      const result = await callRoute(strokeRoutes.profilo, { alert: false, signal });
      if (result.ok) return result.data && result.data.ruoli.length > 0 ? result.data : null;
      if (isNoProfile(result)) return null;
      throw new Error(result.message ?? i18n.t('stroke:home.readError'));
    },
    staleTime: 5 * STALE,
    retry: false,
  });
}

/** A patient's factors and latest scores; null data: the read failed (the global alert says why). */
export function useFattori(pazienteId: number | null) {
  return useQuery({
    queryKey: ['stroke', 'profilo', 'fattori', pazienteId],
    queryFn: ({ signal }) =>
      readOne(strokeFattoriRoutes.fattori, {
        params: { id: pazienteId ?? 0 },
        errorMessage: readError('fattori'),
        signal,
      }),
    enabled: pazienteId !== null,
    staleTime: STALE,
  });
}

/** A patient's caregivers with their consent and invitation; null data: the read failed. */
export function useCaregivers(pazienteId: number) {
  return useQuery({
    queryKey: caregiverKey(pazienteId),
    queryFn: ({ signal }) =>
      readOne(strokeRoutes.caregiverPaziente, {
        params: { id: pazienteId },
        errorMessage: readError('caregivers'),
        signal,
      }),
    staleTime: STALE,
  });
}

/** One page of who read or changed a patient's data. */
export function useAccessi(pazienteId: number, query: { page: number; size: number; sort?: string }) {
  return useQuery({
    queryKey: [...accessiKey(pazienteId), query],
    queryFn: ({ signal }) =>
      readOne(strokeRoutes.accessi, {
        params: { id: pazienteId },
        query,
        errorMessage: readError('accessi'),
        signal,
      }),
    placeholderData: (previous) => previous,
    staleTime: STALE,
  });
}

/** The patient gives consent to a person and invites them (again, after a revocation). */
export function useInvitaCaregiver(pazienteId: number) {
  return useRouteMutation(strokeRoutes.invitaCaregiver, {
    invalidates: [caregiverKey(pazienteId)],
    fallback: writeError('invite'),
  });
}

/** The patient revokes a caregiver's consent: the server refuses their next read at once. */
export function useRevocaCaregiver(pazienteId: number) {
  return useRouteMutation(strokeRoutes.revocaCaregiver, {
    invalidates: [caregiverKey(pazienteId), accessiKey(pazienteId)],
    fallback: writeError('revoke'),
  });
}

/** Sends an invitation again: the previous code stops working and a new one is mailed. */
export function useReinviaInvito(pazienteId: number) {
  return useRouteMutation(strokeRoutes.reinvia, {
    invalidates: [caregiverKey(pazienteId)],
    fallback: writeError('resend'),
  });
}
