import type { Messages } from '../../../../i18n/messages.ts';
import type { rapporto as it } from '../it/rapporto.ts';

export const rapporto: Messages<typeof it> = {
  title: 'Annual report',
};
