import type { Messages } from '../../../../i18n/messages.ts';
import type * as it from '../it/profilo.ts';

export const home: Messages<typeof it.home> = {
  description:
    'Here you will find the overview of the stroke care service for doctors, patients and caregivers.',
};

export const profile: Messages<typeof it.profile> = {
  title: 'My profile',
};

export const assisted: Messages<typeof it.assisted> = {
  title: 'People I care for',
};
