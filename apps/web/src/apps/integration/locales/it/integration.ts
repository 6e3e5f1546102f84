import fhir from '../../fhir/locales/it.ts';
import sottoscrizioni from '../../sottoscrizioni/locales/it.ts';

/** Texts of the SPA's 'integration' namespace in Italian, the reference language: each feature's from its folder. */
const integration = { sottoscrizioni, fhir } as const;

export default integration;
