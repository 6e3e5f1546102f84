import type { Messages } from '../../../../i18n/messages.ts';
import type it from '../it/structures.ts';

const structures: Messages<typeof it> = {
  common: {
    loading: 'Loading…',
    title: 'Facilities',
    list: 'List',
    struttura: 'Facility',
    codice: 'Code',
    tipologia: 'Type',
    regione: 'Region',
    aziendaSanitaria: 'Health authority',
  },
  readErrors: {
    strutture: 'Error while retrieving the facilities.',
    struttura: 'Error while retrieving the facility.',
    tipologie: 'Error while retrieving the facility types.',
    regioni: 'Error while retrieving the regions.',
    aziende: 'Error while retrieving the health authorities.',
  },
  home: {
    lead: 'Public and accredited private inpatient facilities, from the Ministry of Health list.',
    leadWithTotal:
      'Public and accredited private inpatient facilities, from the Ministry of Health list: {{total}} facilities.',
    goToList: 'Go to the list of facilities',
    tipologie: 'Types',
    count_one: '{{count}} facility',
    count_other: '{{count}} facilities',
    counting: 'Counting…',
  },
  elenco: {
    title: 'List of facilities',
    lead: 'The Ministry of Health inpatient facilities, with their type.',
    filters: 'Facility filters',
    allRegioni: 'All regions',
    allAziende: 'All health authorities',
    regioneFirst: 'Choose the region first',
    allTipologie: 'All types',
    text: 'Name or code',
    loading: 'Loading the facilities…',
    found_one: '{{count}} facility found.',
    found_other: '{{count}} facilities found.',
    more: 'Show more facilities ({{remaining}} remaining)',
  },
  dettaglio: {
    title: 'Facility details',
    notFound: 'Facility not found',
    back: 'Back to the list of facilities',
    codiceStruttura: 'Facility code',
    naturaGiuridica: 'Legal status',
    codiceRegione: 'Region code',
    codiceAzienda: 'Managing authority code',
    territorio: 'Territory',
    comune: 'Municipality (comune)',
    codiceComune: 'ISTAT code of the municipality',
    sedeAzienda: 'Head office of the authority',
    presidi: 'Hospital sites',
    noPresidi: 'No hospital site recorded for this facility.',
    presidio: 'Hospital site',
  },
};

export default structures;
