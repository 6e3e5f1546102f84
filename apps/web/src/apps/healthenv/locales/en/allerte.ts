import type { Messages } from '../../../../i18n/messages.ts';
import type { allerte as it } from '../it/allerte.ts';

export const allerte: Messages<typeof it> = {
  title: 'Alerts',
};
