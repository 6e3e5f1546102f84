import type { Messages } from '../../../../i18n/messages.ts';
import type it from '../it/stroke.ts';
import { devices } from './dispositivi.ts';
import { patient, patients } from './pazienti.ts';
import { doctors, invitation, invitations } from './persone.ts';
import { assisted, home, profile } from './profilo.ts';

const stroke: Messages<typeof it> = {
  home,
  profile,
  assisted,
  doctors,
  invitations,
  invitation,
  patients,
  patient,
  devices,
};

export default stroke;
