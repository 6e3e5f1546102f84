import booking from './booking.ts';
import manage from './manage.ts';

/**
 * Texts of the SPA's 'calendar' namespace in Italian, the reference language: what every calendar screen shares
 * here, the citizen's screens in booking.ts, the operators' and administrators' in manage.ts.
 */
const calendar = {
  stati: {
    prenotato: 'Prenotato',
    confermato: 'Confermato',
    'in-attesa': 'In lista di attesa',
    arrivato: 'Arrivato',
    completato: 'Completato',
    'non-presentato': 'Non presentato',
    annullato: 'Annullato',
  },
  booking,
  manage,
} as const;

export default calendar;
