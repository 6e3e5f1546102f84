import type { Messages } from '../../../../i18n/messages.ts';
import type * as it from './it.ts';

export const invitations: Messages<typeof it.invitations> = {
  title: 'Invitations',
  leadDoctor: 'The invitation you received and those you sent to your patients, with their state.',
  leadAdmin: "A doctor's invitations: the one they received and those they sent to their patients.",
  doctor: 'Doctor',
  chooseDoctor: 'Choose a doctor',
  noDoctors: 'No doctors in the service: create one from the Doctors page.',
  doctorsFailed: 'The doctors could not be read: try again later.',
  pickFirst: 'Choose a doctor to see their invitations.',
  mine: 'Your invitations',
  ofDoctor: 'Invitations of {{name}}',
  noProfile: 'Your account has no doctor profile in Stroke care: there are no invitations to show.',
  profileFailed: 'Your profile could not be read: try again later.',
  doctorNotFound: 'Doctor not found: they may have been deleted. Choose another one.',
  failed: 'The invitations could not be read: try again later.',
  empty: 'No invitations.',
  columns: {
    recipient: 'Recipient',
    kind: 'Invitation for',
    state: 'State',
    sent: 'Sent on',
    opened: 'Opened on',
    accepted: 'Accepted on',
    expires: 'Expires on',
  },
  kinds: {
    medico: 'Doctor',
    paziente: 'Patient',
    caregiver: 'Caregiver',
  },
  stateLabel: 'Invitation state:',
  states: {
    inviato: 'Sent',
    aperto: 'Link opened',
    accettato: 'Accepted',
    scaduto: 'Expired',
    revocato: 'Revoked',
  },
  legendTitle: 'The states of an invitation',
  legend: {
    inviato: 'the email was sent, the link has not been opened yet.',
    aperto: 'the link was opened and the account enabled; the person has not signed in yet.',
    accettato: 'the person has signed in.',
    scaduto: 'the link was not opened in time: a new invitation can be sent.',
    revocato: 'replaced by a newer invitation: its link no longer works.',
  },
  resend: 'Send again',
  resendLabel: 'Send the invitation to {{name}} again',
  resent: 'New invitation sent to {{email}}: the previous link no longer works.',
  readErrors: {
    list: 'Error while reading the invitations.',
    profile: 'Error while reading the profile.',
    resend: 'Error while sending the invitation.',
  },
};

export const invitation: Messages<typeof it.invitation> = {
  kinds: {
    medico: 'doctor',
    paziente: 'patient',
    caregiver: 'caregiver',
  },
  title: 'Confirm {{kind}} account',
  missingCode: 'The invitation link does not contain the code: open the full link you received by email.',
  pending: 'Confirming the invitation…',
  confirmed: 'Invitation confirmed: the {{kind}} account is enabled.',
  passwordSent:
    'We sent you an email with the link to choose your password: open it, choose the password, then sign in.',
  signInNow: 'You can now sign in with your credentials.',
  expired: 'This invitation has expired. Ask whoever invited you to send you a new one.',
  used: 'This link has already been used. If you have already chosen your password, sign in; otherwise ask whoever invited you to send you a new invitation.',
  revoked:
    'This invitation was replaced by a newer one: open the link of the latest invitation email you received.',
  invalid:
    'The invitation link is not valid: check that you opened the full link of the latest invitation email you received.',
  failed: 'The invitation could not be confirmed right now: try again later.',
  signIn: 'Sign in',
};
