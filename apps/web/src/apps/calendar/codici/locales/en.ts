import type { Messages } from '../../../../i18n/messages.ts';
import type it from './it.ts';

const codici: Messages<typeof it> = {
  codes: {
    tipi: {
      ambulatorio: 'Outpatient clinic',
      vaccinazioni: 'Vaccinations',
      screening: 'Screening',
      consultorio: 'Family counselling centre',
      evento: 'Event',
    },
    accesso: {
      pubblico: 'Public: anyone signed in books',
      riservato: 'Reserved: members of the listed groups book',
      interno: 'Internal: only the calendar’s operators book',
    },
    accessoBreve: {
      pubblico: 'Public',
      riservato: 'Reserved',
      interno: 'Internal',
    },
    titolare: {
      asl: 'Health authority',
      struttura: 'Facility',
      'unita-operativa': 'Operating unit',
      persona: 'Person',
    },
    configurazione: {
      slot: 'Time slots: weekly hours divided into appointments of fixed length',
      evento: 'Single events with date, time and number of seats',
    },
  },
  weekdays: {
    '1': 'Monday',
    '2': 'Tuesday',
    '3': 'Wednesday',
    '4': 'Thursday',
    '5': 'Friday',
    '6': 'Saturday',
    '7': 'Sunday',
  },
  stati: {
    prenotato: 'Booked',
    confermato: 'Confirmed',
    'in-attesa': 'On the waiting list',
    arrivato: 'Arrived',
    completato: 'Fulfilled',
    'non-presentato': 'No-show',
    annullato: 'Cancelled',
  },
  common: {
    keep: 'Cancel',
    calendar: 'Calendar',
    when: 'Date and time',
    event: 'Event',
    timeRange: '{{day}}, {{from}}–{{to}}',
  },
};

export default codici;
