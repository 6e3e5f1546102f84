import type { Messages } from '../../../../i18n/messages.ts';
import type it from '../it/booking.ts';

const booking: Messages<typeof it> = {
  home: {
    description: 'Here you will find the overview of calendars and bookings.',
  },
  bookings: {
    title: 'Bookings',
    description: 'Here you will book and cancel calendar events.',
  },
};

export default booking;
