/** Texts of the operators' and administrators' screens (Agenda, Calendari), in Italian: part of 'calendar'. */
const manage = {
  agenda: {
    title: 'Agenda',
    description: "Qui si lavorerà l'agenda del giorno.",
  },
  calendars: {
    title: 'Calendari',
    description: 'Qui si creeranno e configureranno i calendari.',
  },
} as const;

export default manage;
