/** Texts of the private iCalendar feed of one's bookings, in Italian: part of the 'calendar' namespace. */
const feed = {
  feed: {
    title: 'Le prenotazioni nella tua app di calendario',
    lead: 'Un indirizzo privato (feed iCal) mostra le tue prenotazioni in qualsiasi app di calendario che permetta di aggiungere un calendario da URL (Google Calendar, Outlook, Calendario di Apple…) e si aggiorna da solo.',
    loading: 'Verifica del feed…',
    inactive: 'Non hai un feed attivo.',
    active: 'Il tuo feed è attivo dal {{since}}.',
    activeNoDate: 'Il tuo feed è attivo.',
    create: 'Crea indirizzo del feed',
    regenerate: 'Rigenera',
    revoke: 'Revoca',
    url: 'Indirizzo del feed',
    urlHelp:
      'L’indirizzo è mostrato solo ora: copialo e aggiungilo alla tua app di calendario. Chi lo conosce vede le tue prenotazioni, quindi non condividerlo; se lo perdi, rigeneralo.',
    copy: 'Copia',
    copied: 'Indirizzo copiato negli appunti.',
    copyFailed: 'Copia non riuscita: selezionare l’indirizzo e copiarlo a mano.',
    created: 'Nuovo indirizzo del feed creato.',
    revoked: 'Feed revocato: il suo indirizzo non funziona più.',
    regenerateDialog: {
      title: 'Rigenerare l’indirizzo del feed?',
      question:
        'L’indirizzo attuale smetterà di funzionare: le app di calendario che lo usano andranno aggiornate con quello nuovo.',
      confirm: 'Rigenera',
    },
    revokeDialog: {
      title: 'Revocare il feed?',
      question:
        'L’indirizzo smetterà di funzionare e le app di calendario non mostreranno più le tue prenotazioni.',
      confirm: 'Revoca',
    },
  },
} as const;

export default feed;
