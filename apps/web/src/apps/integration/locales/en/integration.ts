import type { Messages } from '../../../../i18n/messages.ts';
import sottoscrizioni from '../../sottoscrizioni/locales/en.ts';
import type it from '../it/integration.ts';

const integration: Messages<typeof it> = { sottoscrizioni };

export default integration;
