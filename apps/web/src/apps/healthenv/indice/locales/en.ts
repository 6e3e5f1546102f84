import type { Messages } from '../../../../i18n/messages.ts';
import type it from './it.ts';

const indice: Messages<typeof it> = {
  failed: 'Error reading the air quality index',
};

export default indice;
