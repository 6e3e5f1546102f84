import type { Messages } from '../../../../i18n/messages.ts';
import type { monitoraggi as it } from '../it/monitoraggi.ts';

export const monitoraggi: Messages<typeof it> = {
  title: 'Measurements',
};
