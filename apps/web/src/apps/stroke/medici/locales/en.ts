import type { Messages } from '../../../../i18n/messages.ts';
import type * as it from './it.ts';

export const doctors: Messages<typeof it.doctors> = {
  title: 'Doctors',
  lead: "The service's doctors. A new doctor receives an invitation by email: its link confirms their account and lets them choose a password.",
  listTitle: "The service's doctors",
  create: 'New doctor',
  search: 'Search by name, email, specialty or structure',
  empty: 'No doctors: add the first one with “New doctor”.',
  emptySearch: 'No doctor matches the search.',
  failed: 'The doctors could not be read: try again later.',
  columns: {
    name: 'Name',
    email: 'Email',
    specialty: 'Specialty',
    structure: 'Structure',
    patients: 'Patients',
    invitation: 'Latest invitation',
  },
  noInvitation: 'No invitation',
  showInvitations: 'Invitations',
  showInvitationsLabel: 'Invitations of {{name}}',
  resend: 'Send again',
  resendLabel: 'Send the invitation to {{name}} again',
  remove: 'Delete',
  removeTitle: 'Delete the doctor?',
  removeConfirm:
    'Delete <strong>{{name}}</strong> and their account? This cannot be undone. A doctor who still follows patients cannot be deleted: entrust the patients to another doctor first.',
  created: 'Doctor {{name}} created: the invitation was sent to {{email}}.',
  saved: "{{name}}'s details saved.",
  removed: 'Doctor {{name}} deleted.',
  createTitle: 'New doctor',
  createHelp:
    "The doctor's account is created disabled and an invitation email goes to the address given: its link confirms the account and sends the doctor the link to choose a password. If the invitation expires, send it again from this page.",
  createSubmit: 'Create and send the invitation',
  editTitle: 'Edit {{name}}',
  fields: {
    nome: 'First name',
    cognome: 'Last name',
    email: 'Email address',
    telefono: 'Phone',
    telefonoHelp: 'Optional: digits and spaces, with the international prefix if needed (+39…).',
    specializzazione: 'Specialty',
    struttura: 'Structure',
    strutturaHelp: 'The hospital, clinic or ward where they work.',
  },
  invitationsTitle: 'Invitations of {{name}}',
  invitationsIntro: 'The invitation the doctor received and those they sent to their patients.',
  readErrors: {
    list: 'Error while reading the doctors.',
    save: 'Error while saving the data',
  },
};
