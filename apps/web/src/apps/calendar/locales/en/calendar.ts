import type { Messages } from '../../../../i18n/messages.ts';
import type it from '../it/calendar.ts';
import booking from './booking.ts';
import manage from './manage.ts';

const calendar: Messages<typeof it> = {
  stati: {
    prenotato: 'Booked',
    confermato: 'Confirmed',
    'in-attesa': 'On the waiting list',
    arrivato: 'Arrived',
    completato: 'Fulfilled',
    'non-presentato': 'No-show',
    annullato: 'Cancelled',
  },
  booking,
  manage,
};

export default calendar;
