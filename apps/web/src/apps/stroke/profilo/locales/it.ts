/**
 * Texts of the home and of the patient's own profile in Italian, the reference language: the 'home' and 'profile'
 * keys of the 'stroke' namespace (issue 16). The scores are told to a patient,
 * not to a clinician: the numbers are those of the contract (stroke-scores.ts), the words plain.
 */
export const home = {
  lead: 'Il servizio che accompagna chi ha avuto un ictus o rischia di averlo: i medici seguono i loro pazienti, i pazienti consultano i propri dati e scelgono chi li assiste.',
  roles: {
    admin: 'amministratore',
    medico: 'medico',
    paziente: 'paziente',
    caregiver: 'caregiver',
  },
  yourRoles: 'Nel servizio sei: {{roles}}.',
  readError: "Errore durante il recupero del profilo del servizio Cura dell'ictus.",
  retry: 'Riprova',
  noProfile: {
    text: "Il tuo account non ha un profilo nel servizio Cura dell'ictus.",
    how: "Il profilo nasce con un invito: i medici li invita l'amministratore del servizio, i pazienti il loro medico, i caregiver il paziente che assistono. Se hai ricevuto un'e-mail di invito, apri il link che contiene per confermarlo; altrimenti rivolgiti a chi gestisce il servizio.",
  },
  admin: {
    title: 'Amministrazione del servizio',
    doctors: {
      title: 'Medici',
      text: "Crea i medici del servizio, aggiornane i dati e invia loro l'invito ad attivare l'account.",
      link: 'Vai ai medici',
    },
    invitations: {
      title: 'Inviti',
      text: 'Lo stato degli inviti a medici, pazienti e caregiver: inviati, aperti, accettati o scaduti.',
      link: 'Vai agli inviti',
    },
    patients: {
      title: 'Pazienti',
      text: 'Tutti i pazienti del servizio e il medico che segue ciascuno.',
      link: 'Vai a tutti i pazienti',
    },
  },
  doctor: {
    title: 'I miei pazienti',
    count_one: 'Segui {{count}} paziente.',
    count_other: 'Segui {{count}} pazienti.',
    none: 'Non segui ancora nessun paziente: invitane uno dalla pagina dei pazienti.',
    missing:
      "Il tuo account ha il ruolo di medico, ma la tua scheda di medico non è stata trovata: rivolgiti all'amministratore del servizio.",
    patients: {
      title: 'Pazienti',
      text: 'Le schede dei tuoi pazienti, con i fattori di rischio e i punteggi; da qui inviti un nuovo paziente.',
      link: 'Vai ai miei pazienti',
    },
    invitations: {
      title: 'Inviti',
      text: 'Gli inviti che hai inviato ai tuoi pazienti e il punto in cui si trova ciascuno.',
      link: 'Vai ai miei inviti',
    },
  },
  patient: {
    title: 'La mia salute',
    doctor: 'Il tuo medico nel servizio è {{name}}.',
    scores: 'I miei punteggi in breve',
    profile: {
      text: 'Nel tuo profilo trovi i tuoi dati, i punteggi spiegati, le persone che ti assistono e chi ha letto i tuoi dati.',
      link: 'Vai al mio profilo',
    },
    missing:
      'Il tuo account ha il ruolo di paziente, ma la tua scheda non è stata trovata: rivolgiti al tuo medico.',
  },
  caregiver: {
    title: 'Le persone che assisto',
    list: 'Vai a I miei assistiti',
  },
};

export const profile = {
  title: 'Il mio profilo',
  lead: "I tuoi dati nel servizio Cura dell'ictus, i tuoi punteggi spiegati, le persone che ti assistono e chi ha letto i tuoi dati.",
  patientsOnly: 'Questa pagina è per i pazienti del servizio: il tuo account non ha una scheda di paziente.',
  errors: {
    fattori: 'Errore durante il recupero dei punteggi.',
    caregivers: 'Errore durante il recupero delle persone che ti assistono.',
    accessi: 'Errore durante il recupero del registro degli accessi.',
    invite: "Errore durante l'invio dell'invito.",
    revoke: 'Errore durante la revoca del consenso.',
    resend: "Errore durante il nuovo invio dell'invito.",
  },
  data: {
    title: 'I miei dati',
    readOnly: 'Questi dati li registra il tuo medico: se qualcosa non è corretto, chiedigli di correggerlo.',
    name: 'Nome e cognome',
    codiceFiscale: 'Codice fiscale',
    birthDate: 'Data di nascita',
    age: 'Età',
    years_one: '{{count}} anno',
    years_other: '{{count}} anni',
    sex: 'Sesso',
    sexes: { M: 'Maschile', F: 'Femminile' },
    email: 'Indirizzo e-mail',
    phone: 'Telefono',
    doctor: 'Il mio medico',
  },
  scores: {
    title: 'I miei punteggi',
    title_caregiver: 'I punteggi di {{name}}',
    intro:
      'Il tuo medico calcola alcuni punteggi a partire dai dati della tua salute. Ognuno stima un rischio confrontandoti con grandi gruppi di persone studiate in passato.',
    intro_caregiver:
      'Il medico di {{name}} calcola alcuni punteggi a partire dai dati della sua salute. Ognuno stima un rischio confrontando {{name}} con grandi gruppi di persone studiate in passato.',
    none: 'Il tuo medico non ha ancora registrato i dati che servono a calcolare i punteggi.',
    none_caregiver:
      'Il medico di {{name}} non ha ancora registrato i dati che servono a calcolare i punteggi.',
    unavailable: 'I punteggi non sono disponibili in questo momento.',
    value: '{{name}}: {{value}}',
    doctorNote:
      'Questi numeri vengono da studi su grandi gruppi di persone: non dicono che cosa succederà a te. Il tuo medico li interpreta insieme a tutto ciò che sa della tua salute: parlane con lui prima di cambiare qualsiasi cosa, per esempio le medicine.',
    doctorNote_caregiver:
      'Questi numeri vengono da studi su grandi gruppi di persone: non dicono che cosa succederà a {{name}}. Il suo medico li interpreta insieme a tutto ciò che sa della sua salute: parlatene con lui prima di cambiare qualsiasi cosa, per esempio le medicine.',
    notComputed: 'Punteggi non calcolati',
    cha2ds2vasc: {
      what: 'Stima il rischio di ictus di chi ha la fibrillazione atriale, un battito irregolare del cuore. Va da 0 a 9: più è alto, più il rischio è alto.',
      per100_one:
        "Secondo gli studi, su 100 persone con fibrillazione atriale che hanno questo punteggio e non prendono anticoagulanti, circa {{count}} all'anno ha un ictus ischemico.",
      per100_other:
        "Secondo gli studi, su 100 persone con fibrillazione atriale che hanno questo punteggio e non prendono anticoagulanti, circa {{count}} all'anno hanno un ictus ischemico.",
      per1000_one:
        "Secondo gli studi, su 1.000 persone con fibrillazione atriale che hanno questo punteggio e non prendono anticoagulanti, circa {{count}} all'anno ha un ictus ischemico.",
      per1000_other:
        "Secondo gli studi, su 1.000 persone con fibrillazione atriale che hanno questo punteggio e non prendono anticoagulanti, circa {{count}} all'anno hanno un ictus ischemico.",
      noRate: 'Per questo punteggio gli studi non danno un numero.',
    },
    cha2ds2va: {
      what: 'È la versione più recente dello stesso punteggio, che non conta il sesso (linee guida europee del 2024).',
    },
    hasbled: {
      what: 'Stima il rischio di sanguinamenti importanti di chi prende farmaci anticoagulanti. Va da 0 a 9.',
      per100_one:
        "Secondo gli studi, su 100 persone con questo punteggio che prendono anticoagulanti, circa {{count}} all'anno ha un sanguinamento importante.",
      per100_other:
        "Secondo gli studi, su 100 persone con questo punteggio che prendono anticoagulanti, circa {{count}} all'anno hanno un sanguinamento importante.",
      per1000_one:
        "Secondo gli studi, su 1.000 persone con questo punteggio che prendono anticoagulanti, circa {{count}} all'anno ha un sanguinamento importante.",
      per1000_other:
        "Secondo gli studi, su 1.000 persone con questo punteggio che prendono anticoagulanti, circa {{count}} all'anno hanno un sanguinamento importante.",
      noRate: 'Sopra i 5 punti gli studi hanno osservato troppe poche persone per dare un numero.',
      high: 'Punteggio alto (3 o più)',
      highNote:
        'Un punteggio alto non vuol dire che la terapia vada sospesa: aiuta il medico a riconoscere i fattori che si possono correggere e a decidere quanto spesso controllarti.',
      highNote_caregiver:
        'Un punteggio alto non vuol dire che la terapia vada sospesa: aiuta il medico a riconoscere i fattori che si possono correggere e a decidere quanto spesso controllare {{name}}.',
    },
    framingham: {
      points_one: '{{count}} punto',
      points_other: '{{count}} punti',
      what: 'Il profilo di rischio di Framingham stima la probabilità di avere un ictus nei prossimi 10 anni, a partire da età, pressione e altri fattori di rischio.',
      per100_one:
        'Secondo gli studi, su 100 persone della tua età e del tuo sesso con gli stessi fattori di rischio, circa {{count}} ha un ictus nei 10 anni successivi.',
      per100_other:
        'Secondo gli studi, su 100 persone della tua età e del tuo sesso con gli stessi fattori di rischio, circa {{count}} hanno un ictus nei 10 anni successivi.',
      per100_caregiver_one:
        'Secondo gli studi, su 100 persone della stessa età e dello stesso sesso di {{name}} con gli stessi fattori di rischio, circa {{count}} ha un ictus nei 10 anni successivi.',
      per100_caregiver_other:
        'Secondo gli studi, su 100 persone della stessa età e dello stesso sesso di {{name}} con gli stessi fattori di rischio, circa {{count}} hanno un ictus nei 10 anni successivi.',
      noRate: 'Per questo punteggio gli studi non danno un numero.',
      women:
        'Attenzione: le tabelle usate per calcolare questo punteggio nelle donne non sono ancora state verificate sullo studio originale, quindi il numero potrebbe essere un po’ diverso da quello giusto. Il tuo medico lo sa e ne tiene conto.',
      women_caregiver:
        'Attenzione: le tabelle usate per calcolare questo punteggio nelle donne non sono ancora state verificate sullo studio originale, quindi il numero potrebbe essere un po’ diverso da quello giusto. Il medico di {{name}} lo sa e ne tiene conto.',
      caveats: 'Le avvertenze tecniche, per il medico',
    },
    nihss: {
      what: "La scala NIHSS misura quanto l'ictus ha colpito funzioni come il movimento, la parola, la vista e la sensibilità. Va da 0 a 42: più è alta, più i sintomi erano importanti.",
      band: "L'ultimo valore registrato corrisponde a sintomi {{band}}.",
      bands: {
        'nessun sintomo': 'assenti',
        lieve: 'lievi',
        moderato: 'moderati',
        'moderato-grave': 'da moderati a gravi',
        grave: 'gravi',
      },
    },
    mrs: {
      name: 'Scala di Rankin modificata',
      what: "Descrive quanto sei autonomo nella vita di tutti i giorni dopo l'ictus, da 0 (nessun sintomo) a 6.",
      what_caregiver:
        "Descrive l'autonomia di {{name}} nella vita di tutti i giorni dopo l'ictus, da 0 (nessun sintomo) a 6.",
      grades: {
        '0': 'Nessun sintomo.',
        '1': 'Qualche sintomo, ma fai tutte le attività di prima.',
        '2': 'Una disabilità lieve: non fai più tutte le attività di prima, ma ti occupi di te senza aiuto.',
        '3': 'Una disabilità moderata: hai bisogno di qualche aiuto, ma cammini da solo.',
        '4': 'Una disabilità moderatamente grave: non cammini e non ti occupi di te senza aiuto.',
        '5': 'Una disabilità grave: hai bisogno di assistenza continua.',
        '6': 'Decesso.',
        '1_caregiver': 'Qualche sintomo, ma svolge tutte le attività di prima.',
        '2_caregiver':
          'Una disabilità lieve: non svolge più tutte le attività di prima, ma si occupa di sé senza aiuto.',
        '3_caregiver': 'Una disabilità moderata: ha bisogno di qualche aiuto, ma cammina senza aiuto.',
        '4_caregiver': 'Una disabilità moderatamente grave: non cammina e non si occupa di sé senza aiuto.',
        '5_caregiver': 'Una disabilità grave: ha bisogno di assistenza continua.',
      },
    },
  },
  caregivers: {
    title: 'Le persone che mi assistono',
    intro:
      "Un caregiver è una persona di fiducia (un familiare, un amico, chi ti assiste) a cui dai il consenso a leggere i tuoi dati nel servizio. Puoi revocare il consenso in ogni momento: l'effetto è immediato.",
    invite: 'Invita un caregiver',
    caption: "Le persone che mi assistono, con il consenso e lo stato dell'invito",
    empty: 'Non hai ancora invitato nessuno ad assisterti.',
    unavailable: "L'elenco delle persone che ti assistono non è disponibile in questo momento.",
    columns: {
      name: 'Persona',
      contacts: 'Contatti',
      consent: 'Consenso',
      invitation: 'Invito',
    },
    consentActive: 'Attivo dal {{date}}',
    consentRevoked: 'Revocato il {{date}}',
    invitation: {
      none: 'Nessun invito',
      states: {
        inviato: 'Inviato',
        aperto: 'Account attivato',
        accettato: 'Accettato',
        scaduto: 'Scaduto',
        revocato: 'Sostituito da un nuovo invito',
      },
      sent: 'inviato il {{date}}, scade il {{expires}}',
      opened: 'link aperto il {{date}}',
      accepted: 'primo accesso il {{date}}',
      expired: 'scaduto il {{date}}',
    },
    revoke: 'Revoca il consenso',
    revokeLabel: 'Revoca il consenso a {{name}}',
    revokeTitle: 'Revocare il consenso?',
    revokeConfirm:
      "Da questo momento <strong>{{name}}</strong> non potrà più leggere i tuoi dati: l'effetto è immediato, anche se in questo momento sta consultando la tua scheda.",
    revokeAfter: 'Potrai dare di nuovo il consenso in seguito, invitando di nuovo questa persona.',
    revoked: 'Consenso revocato: {{name}} non può più leggere i tuoi dati.',
    resend: "Invia di nuovo l'invito",
    resendLabel: "Invia di nuovo l'invito a {{name}}",
    resent: 'Invito inviato di nuovo a {{email}}: il link precedente non vale più.',
    reinvite: 'Invita di nuovo',
    reinviteLabel: 'Invita di nuovo {{name}}',
    invited:
      'Invito inviato a {{email}}: {{name}} potrà leggere i tuoi dati dopo aver attivato il suo account.',
    form: {
      title: 'Invita un caregiver',
      help: "Invitando questa persona le dai il consenso a leggere i tuoi dati nel servizio. Riceverà un'e-mail con il link per attivare il suo account.",
      nome: 'Nome',
      cognome: 'Cognome',
      email: 'Indirizzo e-mail',
      telefono: 'Telefono',
      relazione: 'Chi è per te',
      relazioneHelp: 'Per esempio: figlia, coniuge, badante.',
      submit: "Invia l'invito",
    },
  },
  accessLog: {
    title: 'Chi ha letto i miei dati',
    intro:
      'Ogni volta che qualcuno legge o modifica i tuoi dati nel servizio, resta registrato qui: chi, quando e che cosa.',
    caption: 'Letture e modifiche dei miei dati',
    empty: 'Nessuno ha ancora letto i tuoi dati.',
    unavailable: 'Il registro degli accessi non è disponibile in questo momento.',
  },
};
