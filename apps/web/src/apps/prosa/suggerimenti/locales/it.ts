/**
 * Texts of the suggestions' screen in Italian, the reference language: the 'suggestions' key of the 'prosaAttivita'
 * namespace (issue 15, docs/adr/0019).
 */
const suggestions = {
  title: 'Suggerimenti',
  leadProposer:
    'Proponi alla tua azienda sanitaria un tema da approfondire o un miglioramento, e leggi le risposte: ai tuoi suggerimenti e a quelli pubblicati.',
  leadStaff:
    'I suggerimenti del tuo ambito: rispondi in pubblico, se chi li ha inviati acconsente, oppure in privato.',
  stateLabel: 'Stato:',
  stati: {
    inviato: 'In attesa di risposta',
    risposto: 'Con risposta',
  },
  form: {
    open: 'Proponi un suggerimento',
    title: 'Proponi un suggerimento',
    label: 'Il tuo suggerimento',
    to: 'Il suggerimento va a {{azienda}}.',
    toDistrict: 'Il suggerimento va a {{azienda}} ({{distretto}}).',
    titolo: 'Titolo',
    titoloHelp: 'In poche parole, di che cosa si tratta.',
    testo: 'Suggerimento',
    testoHelp: 'Il tema da approfondire o il miglioramento che proponi (al massimo 2000 caratteri).',
    tematica: 'Tematica',
    noTheme: 'Nessuna tematica',
    consentLegend: 'Pubblicazione',
    pubblicabile: 'Acconsento alla pubblicazione con la risposta',
    consentCittadino:
      "Se acconsenti, l'azienda sanitaria può rispondere in pubblico: il suggerimento e la risposta saranno letti da tutti gli utenti del portale, senza il tuo nome. Se non acconsenti, la risposta sarà letta solo da te.",
    consentEnte:
      "Se acconsenti, l'azienda sanitaria può rispondere in pubblico: il suggerimento, con il nome del tuo ente, e la risposta saranno letti da tutti gli utenti del portale. Se non acconsenti, la risposta sarà letta solo da te.",
    mailNote: 'Riceverai la risposta anche per e-mail.',
    submit: 'Invia il suggerimento',
    cancel: 'Annulla',
    sent: 'Suggerimento «{{titolo}}» inviato a {{azienda}}.',
  },
  list: {
    title: 'I suggerimenti',
    titleStaff: 'I suggerimenti del tuo ambito',
    filters: 'Filtri dei suggerimenti',
    search: 'Cerca nei suggerimenti (titolo e testo)',
    tema: 'Tematica',
    allThemes: 'Tutte le tematiche',
    mine: 'Solo i miei suggerimenti',
    toAnswer: 'Solo quelli da rispondere',
    clear: 'Azzera i filtri',
    found_one: '{{count}} suggerimento trovato.',
    found_other: '{{count}} suggerimenti trovati.',
    failed: 'Non è stato possibile leggere i suggerimenti.',
    empty: 'Non ci sono ancora suggerimenti con una risposta pubblica.',
    emptyMine: 'Non hai ancora inviato suggerimenti.',
    emptyStaff: 'Non ci sono suggerimenti nel tuo ambito.',
    emptyToAnswer: 'Nessun suggerimento attende una risposta.',
    emptySearch: 'Nessun suggerimento corrisponde alla ricerca: provare con altre parole o meno filtri.',
    pagerLabel: 'Pagine dei suggerimenti',
  },
  item: {
    mine: 'Il tuo suggerimento',
    from: 'Da: {{autore}}',
    sent: 'Inviato il {{date}}',
    tematica: 'Tematica: {{name}}',
    consentGiven: 'Hai acconsentito a pubblicarlo con la risposta.',
    consentRefused: 'Non hai acconsentito a pubblicarlo: la risposta la leggi solo tu.',
    notPublishable: 'Chi lo ha inviato non ha acconsentito alla pubblicazione: si risponde solo in privato.',
    publicAnswer: 'Risposta pubblica',
    privateAnswer: 'Risposta privata',
    answeredOn: 'Risposta del {{date}}',
    waiting: "In attesa della risposta dell'azienda sanitaria.",
    answer: 'Rispondi',
    answerLabel: 'Rispondi a «{{titolo}}»',
    correct: 'Correggi la risposta',
    correctLabel: 'Correggi la risposta a «{{titolo}}»',
  },
  answer: {
    title: 'Rispondi a «{{titolo}}»',
    correctTitle: 'Correggi la risposta a «{{titolo}}»',
    suggestion: 'Il suggerimento',
    risposta: 'Risposta',
    visibility: 'Chi legge la risposta',
    pubblica: 'Pubblica: la leggono tutti gli utenti del portale, con il suggerimento',
    privata: 'Privata: la legge solo chi ha inviato il suggerimento',
    publicDisabled:
      'Chi ha inviato il suggerimento non ha acconsentito alla pubblicazione: si può rispondere solo in privato.',
    mailNote: 'Chi ha inviato il suggerimento riceve la risposta per e-mail.',
    submit: 'Invia la risposta',
    sentPublic: 'Risposta pubblica a «{{titolo}}» inviata.',
    sentPrivate: 'Risposta privata a «{{titolo}}» inviata.',
  },
  detail: {
    notFound: 'Suggerimento non trovato',
    notFoundText: 'Il suggerimento non esiste, oppure non è visibile con il tuo profilo.',
    back: 'Torna ai suggerimenti',
    failed: 'Non è stato possibile leggere il suggerimento.',
  },
  readErrors: {
    list: 'Errore durante il recupero dei suggerimenti.',
    suggestion: 'Errore durante il recupero del suggerimento.',
    save: 'Errore salvataggio dati.',
  },
};

export default suggestions;
