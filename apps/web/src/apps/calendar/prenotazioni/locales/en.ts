import type { Messages } from '../../../../i18n/messages.ts';
import type it from './it.ts';

const prenotazioni: Messages<typeof it> = {
  bookings: {
    title: 'My bookings',
    lead: 'Your appointments: you can cancel them before the deadline, download them for your calendar or accept a seat offered to you.',
    upcoming: 'Upcoming bookings',
    past: 'Past bookings',
    loading: 'Loading the bookings…',
    noneUpcoming: 'You have no upcoming bookings.',
    nonePast: 'You have no past bookings.',
    bookLink: 'Book an appointment',
    more: 'Show more ({{remaining}} left)',
    state: 'State:',
    position: 'Position on the waiting list: {{position}}',
    note: 'Notes: {{note}}',
    offered: 'Seat offered',
    offer: 'A seat has become free: you can accept it until {{until}}.',
    accept: 'Accept the seat',
    accepted: 'Seat accepted: the booking for {{calendar}}, {{when}} is confirmed.',
    named: '{{action}}: {{what}}',
    ics: 'Download for your calendar (.ics)',
    cancel: 'Cancel the booking',
    cancelUntil: 'It can be cancelled until {{until}}.',
    cancelClosed: 'It can no longer be cancelled: it could be until {{until}}.',
    cancelDialog: {
      title: 'Cancel the booking?',
      question: 'The booking for {{calendar}}, {{when}} will be cancelled and the seat will be free again.',
      keep: 'Keep the booking',
      confirm: 'Yes, cancel it',
    },
    cancelled: 'Booking cancelled: {{calendar}}, {{when}}.',
  },
};

export default prenotazioni;
