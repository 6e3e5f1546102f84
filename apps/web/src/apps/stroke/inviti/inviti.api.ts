import { type InvitationConfirmation, strokePublicRoutes } from '@halo/contract/stroke/inviti';
import { callRoute, routeUrl } from '../../../lib/call-route.ts';

/**
 * Who an invitation link enables, and the call confirming its code (SPEC.md §7). The label shown is
 * `stroke:invitation.kinds.<kind>`.
 */
export const invitationKinds = {
  medico: { route: strokePublicRoutes.callbackMedico },
  paziente: { route: strokePublicRoutes.callbackPaziente },
  caregiver: { route: strokePublicRoutes.callbackCaregiver },
} as const;

export type InvitationKind = keyof typeof invitationKinds;

/**
 * What the page tells: the server's `esito`, or `nonValido` (no such code: 404, or not even a code's shape: 400),
 * or `errore` (no usable answer: the server failed or could not be reached).
 */
export type InvitationOutcome =
  | InvitationConfirmation
  | { esito: 'nonValido' | 'errore'; passwordInviata: false };

export function invitationCallbackUrl(kind: InvitationKind, code: string): string {
  return routeUrl(invitationKinds[kind].route, { params: { code } });
}

/** Confirms an invitation's code and says what became of it; never throws. */
export async function confirmInvitation(kind: InvitationKind, code: string): Promise<InvitationOutcome> {
  const result = await callRoute(invitationKinds[kind].route, {
    params: { code },
    // A public page says what happened in its own words: no technical banner above them.
    alert: false,
  });
  if (result.ok && result.data) return result.data;
  const invalid = result.status === 404 || result.status === 400;
  return { esito: invalid ? 'nonValido' : 'errore', passwordInviata: false };
}
