import { i18n } from '../../i18n/i18n.ts';
import { getOne } from '../../lib/http.ts';

/**
 * Who an invitation link enables; the letter ends the callback path (SPEC.md §7). The label shown is
 * `stroke:invitation.kinds.<kind>`.
 */
export const invitationKinds = {
  medico: { letter: 'm' },
  paziente: { letter: 'p' },
  caregiver: { letter: 'c' },
} as const;

export type InvitationKind = keyof typeof invitationKinds;

/** Read when the call fails, so it follows the language chosen since. */
export function invitationErrorMessage(): string {
  return i18n.t('stroke:invitation.error');
}

export function invitationCallbackUrl(kind: InvitationKind, code: string): string {
  return `/api/stroke/public/callback${invitationKinds[kind].letter}/${encodeURIComponent(code)}`;
}

/** Confirms an invitation; true when the server accepted the code. */
export async function confirmInvitation(kind: InvitationKind, code: string): Promise<boolean> {
  const answer = await getOne<unknown>(invitationCallbackUrl(kind, code), {
    errorMessage: invitationErrorMessage(),
  });
  return answer !== null;
}
