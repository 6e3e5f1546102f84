import { strokePublicRoutes } from '@halo/contract';
import { i18n } from '../../i18n/i18n.ts';
import { readOne, routeUrl } from '../../lib/call-route.ts';

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

/** Read when the call fails, so it follows the language chosen since. */
export function invitationErrorMessage(): string {
  return i18n.t('stroke:invitation.error');
}

export function invitationCallbackUrl(kind: InvitationKind, code: string): string {
  return routeUrl(invitationKinds[kind].route, { params: { code } });
}

/** Confirms an invitation; true when the server accepted the code. */
export async function confirmInvitation(kind: InvitationKind, code: string): Promise<boolean> {
  const answer = await readOne(invitationKinds[kind].route, {
    params: { code },
    errorMessage: invitationErrorMessage(),
    // A public page says what happened in its own words: no technical banner above them.
    alert: false,
  });
  return answer !== null;
}
