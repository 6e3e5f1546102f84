/** Texts of the SPA's 'calendar' namespace in Italian, the reference language. */
const calendar = {
  home: {
    description: 'Qui si troverà il riepilogo di calendari e prenotazioni.',
  },
  agenda: {
    title: 'Agenda',
    description: "Qui si lavorerà l'agenda del giorno.",
  },
  calendars: {
    title: 'Calendari',
    description: 'Qui si creeranno e configureranno i calendari.',
  },
  bookings: {
    title: 'Prenotazioni',
    description: 'Qui si prenoteranno e cancelleranno gli eventi dei calendari.',
  },
} as const;

export default calendar;
