import type { Messages } from '../../../../i18n/messages.ts';
import type * as it from '../it/pazienti.ts';

export const patients: Messages<typeof it.patients> = {
  title: 'Patients',
  description: 'Here you will be able to view the patients you follow and invite new patients.',
};

export const patient: Messages<typeof it.patient> = {
  title: 'Patient record',
  description: "Here you will be able to view the patient's record with risk scores and their history.",
};

export const measurements: Messages<typeof it.measurements> = {
  title: 'Measurements',
  description: 'Here you will be able to view the measurements from wearable devices.',
};
