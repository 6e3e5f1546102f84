import type { Messages } from '../../../../i18n/messages.ts';
import type it from '../it/prosa-attivita.ts';

const prosaAttivita: Messages<typeof it> = {
  projects: {
    title: 'Projects',
  },
};

export default prosaAttivita;
