import type { Messages } from '../../../../i18n/messages.ts';
import type it from '../it/stroke.ts';

const stroke: Messages<typeof it> = {
  home: {
    description:
      'Here you will find the overview of the stroke care service for doctors, patients and caregivers.',
  },
  factors: {
    title: 'Clinical and risk factors',
    description: "Here the patient's clinical factors and risk factors will be recorded.",
  },
  invitations: {
    title: 'Invitations',
    description: 'Here you will manage invitations to doctors, patients and caregivers.',
  },
  doctors: {
    title: 'Doctors',
    description: "Here you will manage the service's doctors and their invitations.",
  },
  measurements: {
    title: 'Measurements',
    description: 'Here you will be able to view the measurements from wearable devices.',
  },
  patient: {
    title: 'Patient record',
    description: "Here you will be able to view the patient's record with risk scores and their history.",
  },
  patients: {
    title: 'Patients',
    description: 'Here you will be able to view the patients you follow and invite new patients.',
  },
  invitation: {
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
  },
};

export default stroke;
