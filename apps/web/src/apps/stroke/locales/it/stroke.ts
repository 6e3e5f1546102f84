import { devices } from './dispositivi.ts';
import { patient, patients } from './pazienti.ts';
import { doctors, invitation, invitations } from './persone.ts';
import { assisted, home, profile } from './profilo.ts';

/** Texts of the SPA's 'stroke' namespace in Italian, the reference language: one module per area of screens. */
const stroke = {
  home,
  profile,
  assisted,
  doctors,
  invitations,
  invitation,
  patients,
  patient,
  devices,
} as const;

export default stroke;
