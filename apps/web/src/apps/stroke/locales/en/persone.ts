import type { Messages } from '../../../../i18n/messages.ts';
import type * as it from '../it/persone.ts';

export const doctors: Messages<typeof it.doctors> = {
  title: 'Doctors',
  description: "Here you will manage the service's doctors and their invitations.",
};

export const invitations: Messages<typeof it.invitations> = {
  title: 'Invitations',
  description: 'Here you will manage invitations to doctors, patients and caregivers.',
};

export const invitation: Messages<typeof it.invitation> = {
  kinds: {
    medico: 'doctor',
    paziente: 'patient',
    caregiver: 'caregiver',
  },
  title: 'Confirm {{kind}} account',
  missingCode: 'The invitation link does not contain the code: open the full link you received by email.',
  pending: 'Confirming the invitation...',
  confirmed:
    'Invitation confirmed: the {{kind}} account is enabled. You can now sign in with your credentials.',
  signIn: 'Sign in',
  refused:
    'The invitation could not be confirmed: the code is not valid, has already been used or has expired.',
  error: 'Error while confirming the invitation.',
};
