import type { BookingState } from '@halo/contract/calendar';

/**
 * The colours of a booking's state on the screens of the person who booked (the calendar's bookings, Pro.Sa.'s
 * activities): Bootstrap Italia's accessible ones, the state always written beside them.
 */
export const bookingTones: Readonly<Record<BookingState, string>> = {
  prenotato: 'bg-success',
  confermato: 'bg-success',
  'in-attesa': 'bg-warning text-dark',
  arrivato: 'bg-primary',
  completato: 'bg-secondary',
  'non-presentato': 'bg-danger',
  annullato: 'bg-secondary',
};
