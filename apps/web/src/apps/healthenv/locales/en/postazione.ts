import type { Messages } from '../../../../i18n/messages.ts';
import type { postazione as it } from '../it/postazione.ts';

export const postazione: Messages<typeof it> = {
  title: 'Station',
};
