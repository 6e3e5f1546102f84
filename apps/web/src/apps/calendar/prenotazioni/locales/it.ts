/** Texts of the citizen's bookings (Le mie prenotazioni), in Italian: part of the 'calendar' namespace. */
const prenotazioni = {
  bookings: {
    title: 'Le mie prenotazioni',
    lead: 'I tuoi appuntamenti: puoi annullarli entro il termine, scaricarli per il tuo calendario o accettare un posto che ti viene offerto.',
    upcoming: 'Prossime prenotazioni',
    past: 'Prenotazioni passate',
    loading: 'Caricamento delle prenotazioni…',
    noneUpcoming: 'Non hai prenotazioni in programma.',
    nonePast: 'Non hai prenotazioni passate.',
    bookLink: 'Prenota un appuntamento',
    more: 'Mostra altre ({{remaining}} rimanenti)',
    state: 'Stato:',
    position: 'Posizione in lista di attesa: {{position}}',
    note: 'Note: {{note}}',
    offered: 'Offerta del posto',
    offer: 'Si è liberato un posto: puoi accettarlo entro {{until}}.',
    accept: 'Accetta il posto',
    accepted: 'Posto accettato: la prenotazione per {{calendar}}, {{when}} è confermata.',
    named: '{{action}}: {{what}}',
    ics: 'Scarica per il calendario (.ics)',
    cancel: 'Annulla la prenotazione',
    cancelUntil: 'Si può annullare fino a {{until}}.',
    cancelClosed: 'Non si può più annullare: si poteva fino a {{until}}.',
    cancelDialog: {
      title: 'Annullare la prenotazione?',
      question: 'La prenotazione per {{calendar}}, {{when}} sarà annullata e il posto tornerà libero.',
      keep: 'Mantieni la prenotazione',
      confirm: 'Sì, annulla',
    },
    cancelled: 'Prenotazione annullata: {{calendar}}, {{when}}.',
  },
} as const;

export default prenotazioni;
