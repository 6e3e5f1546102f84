import type { Messages } from '../../../../i18n/messages.ts';
import type { postazioni as it } from '../it/postazioni.ts';

export const postazioni: Messages<typeof it> = {
  title: 'Monitoring stations',
};
