import type { Messages } from '../../../../i18n/messages.ts';
import type it from '../it/calendar.ts';

const calendar: Messages<typeof it> = {
  home: {
    description: 'Here you will find the overview of calendars and bookings.',
  },
  agenda: {
    title: 'Schedule',
    description: "Here you will work the day's schedule.",
  },
  calendars: {
    title: 'Calendars',
    description: 'Here you will create and configure calendars.',
  },
  bookings: {
    title: 'Bookings',
    description: 'Here you will book and cancel calendar events.',
  },
};

export default calendar;
