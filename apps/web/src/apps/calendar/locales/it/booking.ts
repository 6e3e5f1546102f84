/** Texts of the citizen's screens (Prenota, Le mie prenotazioni), in Italian: part of the 'calendar' namespace. */
const booking = {
  home: {
    description: 'Qui si troverà il riepilogo di calendari e prenotazioni.',
  },
  bookings: {
    title: 'Prenotazioni',
    description: 'Qui si prenoteranno e cancelleranno gli eventi dei calendari.',
  },
} as const;

export default booking;
