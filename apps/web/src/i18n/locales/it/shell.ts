/** The shell's texts in Italian, the reference language (SPEC.md's texts are exact here). */
const shell = {
  language: {
    label: 'Lingua',
    // The visible text (ITA) starts the name, as WCAG 2.5.3 (label in name) asks.
    toggle: '{{short}}, lingua: {{language}}',
    it: 'Italiano',
    en: 'English',
  },
  brand: {
    tagline: 'Piattaforma dei servizi sanitari regionali',
  },
  header: {
    signIn: 'Accedi',
    currentApplication: 'Applicazione:',
    chooseApplication: 'Scegli applicazione',
    toggleNavigation: 'Mostra o nascondi la navigazione',
    closeNavigation: 'Chiudi la navigazione',
    navigationDialog: 'Menu di navigazione',
    mainNavigation: 'Navigazione principale',
  },
  userMenu: {
    toggle: 'Menu utente: {{name}}',
    fallbackName: 'Utente',
    role: 'Ruolo: {{role}}',
    noRole: 'nessuno',
    application: 'Applicazione: {{name}}',
    myApplications: 'Le mie applicazioni',
    signOut: 'Esci',
  },
  skipLinks: {
    label: 'Collegamenti rapidi',
    content: 'Vai al contenuto principale',
    footer: 'Vai al piè di pagina',
  },
  footer: {
    links: 'Collegamenti del piè di pagina',
    myApplications: 'Le mie applicazioni',
  },
  loading: {
    overlay: 'Caricamento in corso...',
    page: 'Caricamento della pagina...',
    redirectToLogin: 'Reindirizzamento alla pagina di accesso...',
  },
  alerts: {
    region: 'Avvisi',
    close: 'Chiudi avviso',
    noAnswer: 'Nessuna risposta dal server.',
    httpStatus: 'Codice HTTP {{status}}',
    routesError: 'Errore durante il recupero delle rotte.',
    appsError: 'Errore durante il recupero delle applicazioni.',
    noRoutes: 'Non ci sono rotte salvate nel sistema. Solo la Home è disponibile.',
  },
  chooser: {
    title: 'Le tue applicazioni',
    lead: "Scegli l'applicazione in cui lavorare.",
    loading: 'Caricamento delle applicazioni...',
    none: 'Nessuna applicazione disponibile per il tuo utente.',
    search: 'Cerca applicazione',
    count_one: '{{count}} applicazione',
    count_other: '{{count}} applicazioni',
    noMatch: 'Nessuna applicazione corrisponde alla ricerca.',
    list: 'Applicazioni disponibili',
    open: 'Apri',
    openApplication: 'Apri {{name}}',
  },
  idle: {
    title: 'La sessione sta per scadere',
    body: 'Per sicurezza la sessione si chiude dopo {{minutes}} minuti di inattività. Resta collegato?',
    remaining: 'Tempo rimanente: {{time}}',
    stay: 'Resta collegato',
    leave: 'Esci',
  },
  callback: {
    documentTitle: 'Accesso',
    title: 'Accesso non riuscito',
    body: "Non è stato possibile completare l'accesso: la richiesta è scaduta o non è valida. Riprova ad accedere.",
    signIn: 'Accedi',
  },
  status: {
    home: 'Torna alla pagina iniziale',
    notFoundTitle: 'Pagina non trovata',
    notFoundBody: 'La pagina richiesta non esiste o non è disponibile per il tuo profilo.',
    unauthorizedTitle: 'Accesso non autorizzato',
    unauthorizedBody: 'Non hai i permessi necessari per visualizzare questa pagina.',
    serverProblemsTitle: 'Server non disponibile o in manutenzione.',
    serverProblemsBody: 'Il servizio non risponde in questo momento. Riprova tra qualche minuto.',
  },
  loadError: {
    retry: 'Riprova',
    chunkTitle: 'Impossibile caricare la pagina',
    chunkBody:
      "Una parte dell'applicazione non è arrivata: la connessione potrebbe essere assente o potrebbe essere disponibile una nuova versione.",
    missingModuleTitle: 'Modulo non trovato',
    missingModuleBody: "Il modulo richiesto non è disponibile in questa versione dell'applicazione.",
    otherTitle: 'Si è verificato un errore',
    otherBody: 'La pagina ha incontrato un errore imprevisto.',
  },
} as const;

export default shell;
