import type { Messages } from '../../../../i18n/messages.ts';
import fhir from '../../fhir/locales/en.ts';
import sottoscrizioni from '../../sottoscrizioni/locales/en.ts';
import type it from '../it/integration.ts';

const integration: Messages<typeof it> = { sottoscrizioni, fhir };

export default integration;
