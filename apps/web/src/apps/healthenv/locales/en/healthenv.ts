import type { Messages } from '../../../../i18n/messages.ts';
import type it from '../it/healthenv.ts';

const healthenv: Messages<typeof it> = {
  home: {
    description: 'Here you will find the overview of environmental monitoring: stations and readings.',
  },
  monitoring: {
    title: 'Monitoring',
    description: 'Here you will record and view the stations’ readings.',
  },
  stations: {
    title: 'Monitoring stations',
    description: 'Here you will manage the environmental monitoring stations.',
  },
};

export default healthenv;
