/**
 * Texts every calendar screen shares — the names of the contract's codes, the booking states, the weekdays, the
 * words of a booking (common) — in Italian: part of the 'calendar' namespace.
 */
const codici = {
  /** Names of the contract's codes; a code not listed here shows the server's description. */
  codes: {
    tipi: {
      ambulatorio: 'Ambulatorio',
      vaccinazioni: 'Vaccinazioni',
      screening: 'Screening',
      consultorio: 'Consultorio',
      evento: 'Evento',
    },
    accesso: {
      pubblico: 'Pubblico: prenota chiunque abbia effettuato l’accesso',
      riservato: 'Riservato: prenotano i membri dei gruppi indicati',
      interno: 'Interno: prenotano solo gli operatori del calendario',
    },
    accessoBreve: {
      pubblico: 'Pubblico',
      riservato: 'Riservato',
      interno: 'Interno',
    },
    titolare: {
      asl: 'ASL',
      struttura: 'Struttura',
      'unita-operativa': 'Unità operativa',
      persona: 'Persona',
    },
    configurazione: {
      slot: 'Fasce orarie: orari settimanali divisi in appuntamenti di durata fissa',
      evento: 'Eventi singoli con data, orario e numero di posti',
    },
  },
  weekdays: {
    '1': 'Lunedì',
    '2': 'Martedì',
    '3': 'Mercoledì',
    '4': 'Giovedì',
    '5': 'Venerdì',
    '6': 'Sabato',
    '7': 'Domenica',
  },
  stati: {
    prenotato: 'Prenotato',
    confermato: 'Confermato',
    'in-attesa': 'In lista di attesa',
    arrivato: 'Arrivato',
    completato: 'Completato',
    'non-presentato': 'Non presentato',
    annullato: 'Annullato',
  },
  common: {
    keep: 'Annulla',
    calendar: 'Calendario',
    when: 'Data e ora',
    event: 'Evento',
    timeRange: '{{day}}, {{from}}–{{to}}',
  },
} as const;

export default codici;
