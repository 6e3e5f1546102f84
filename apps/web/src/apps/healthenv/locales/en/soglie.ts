import type { Messages } from '../../../../i18n/messages.ts';
import type { soglie as it } from '../it/soglie.ts';

export const soglie: Messages<typeof it> = {
  title: 'Thresholds',
};
