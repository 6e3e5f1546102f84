import { getOne } from '../../lib/http.ts';

/** Who an invitation link enables; the letter ends the callback path (SPEC.md §7). */
export const invitationKinds = {
  medico: { letter: 'm', label: 'medico' },
  paziente: { letter: 'p', label: 'paziente' },
  caregiver: { letter: 'c', label: 'caregiver' },
} as const;

export type InvitationKind = keyof typeof invitationKinds;

export const INVITATION_ERROR_MESSAGE = "Errore durante la conferma dell'invito.";

export function invitationCallbackUrl(kind: InvitationKind, code: string): string {
  return `/api/stroke/public/callback${invitationKinds[kind].letter}/${encodeURIComponent(code)}`;
}

/** Confirms an invitation; true when the server accepted the code. */
export async function confirmInvitation(kind: InvitationKind, code: string): Promise<boolean> {
  const answer = await getOne<unknown>(invitationCallbackUrl(kind, code), {
    errorMessage: INVITATION_ERROR_MESSAGE,
  });
  return answer !== null;
}
