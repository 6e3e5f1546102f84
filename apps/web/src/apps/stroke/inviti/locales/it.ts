/**
 * Texts of the invitations screen and the public invitation pages in Italian, the reference language: the
 * 'invitations' and 'invitation' keys of the 'stroke' namespace (issue 16, docs/adr/0023).
 */
export const invitations = {
  title: 'Inviti',
  leadDoctor: 'Gli inviti che hai ricevuto e quelli che hai inviato ai tuoi pazienti, con il loro stato.',
  leadAdmin: 'Gli inviti di un medico: quello che ha ricevuto e quelli che ha inviato ai suoi pazienti.',
  doctor: 'Medico',
  chooseDoctor: 'Scegliere un medico',
  noDoctors: 'Nessun medico nel servizio: crearne uno dalla pagina Medici.',
  doctorsFailed: 'Non è stato possibile leggere i medici: riprovare più tardi.',
  pickFirst: 'Scegliere un medico per vederne gli inviti.',
  mine: 'I tuoi inviti',
  ofDoctor: 'Inviti di {{name}}',
  noProfile:
    "Il tuo account non ha un profilo di medico nel servizio Cura dell'ictus: non ci sono inviti da mostrare.",
  profileFailed: 'Non è stato possibile leggere il tuo profilo: riprovare più tardi.',
  doctorNotFound: 'Medico non trovato: forse è stato eliminato. Sceglierne un altro.',
  failed: 'Non è stato possibile leggere gli inviti: riprovare più tardi.',
  empty: 'Nessun invito.',
  columns: {
    recipient: 'Destinatario',
    kind: 'Invito per',
    state: 'Stato',
    sent: 'Inviato il',
    opened: 'Aperto il',
    accepted: 'Accettato il',
    expires: 'Scade il',
  },
  kinds: {
    medico: 'Medico',
    paziente: 'Paziente',
    caregiver: 'Caregiver',
  },
  stateLabel: "Stato dell'invito:",
  states: {
    inviato: 'Inviato',
    aperto: 'Link aperto',
    accettato: 'Accettato',
    scaduto: 'Scaduto',
    revocato: 'Revocato',
  },
  legendTitle: 'Gli stati di un invito',
  legend: {
    inviato: "l'e-mail è partita, il link non è ancora stato aperto.",
    aperto: "il link è stato aperto e l'account abilitato; la persona non ha ancora eseguito l'accesso.",
    accettato: "la persona ha eseguito l'accesso.",
    scaduto: 'il link non è stato aperto in tempo: si può inviare un nuovo invito.',
    revocato: 'sostituito da un invito più recente: il suo link non vale più.',
  },
  resend: 'Invia di nuovo',
  resendLabel: "Invia di nuovo l'invito a {{name}}",
  resent: 'Nuovo invito inviato a {{email}}: il link precedente non è più valido.',
  readErrors: {
    list: 'Errore durante il recupero degli inviti.',
    profile: 'Errore durante il recupero del profilo.',
    resend: "Errore durante l'invio dell'invito.",
  },
};

export const invitation = {
  kinds: {
    medico: 'medico',
    paziente: 'paziente',
    caregiver: 'caregiver',
  },
  title: 'Conferma account {{kind}}',
  missingCode: 'Il link di invito non contiene il codice: apri il link completo ricevuto per e-mail.',
  pending: "Conferma dell'invito in corso…",
  confirmed: "Invito confermato: l'account {{kind}} è abilitato.",
  passwordSent:
    "Ti abbiamo inviato un'e-mail con il link per scegliere la password: aprila, scegli la password e poi accedi.",
  signInNow: 'Ora puoi accedere con le tue credenziali.',
  expired: 'Questo invito è scaduto. Chiedi a chi ti ha invitato di inviartene uno nuovo.',
  used: 'Questo link è già stato usato. Se hai già scelto la password, accedi; altrimenti chiedi a chi ti ha invitato di inviarti un nuovo invito.',
  revoked:
    "Questo invito è stato sostituito da uno più recente: apri il link dell'ultima e-mail di invito che hai ricevuto.",
  invalid:
    "Il link di invito non è valido: controlla di aver aperto il link completo dell'ultima e-mail di invito che hai ricevuto.",
  failed: "Non è stato possibile confermare l'invito in questo momento: riprova più tardi.",
  signIn: 'Accedi',
};
