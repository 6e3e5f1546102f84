import type { Messages } from '../../../../i18n/messages.ts';
import type * as it from './it.ts';

export const assisted: Messages<typeof it.assisted> = {
  title: 'People I care for',
  lead: 'The people who gave you consent to read their data in Stroke care.',
  caregiversOnly:
    'This page is for people who care for a patient: your account has no caregiver role in the service.',
  listTitle: 'The people you care for',
  empty:
    'Right now nobody has given you consent to read their data. When a patient invites you, you receive an email with the link to confirm.',
  born: 'Date of birth',
  doctor: 'Doctor',
  noteTitle: 'Consent and privacy',
  revocable:
    'Each person can revoke your consent at any time: from that moment you will no longer see their data.',
  audited:
    'Every time you open a person’s data the read is recorded, and the person can see who read their data and when.',
};
