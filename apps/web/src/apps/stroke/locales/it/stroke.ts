/** Texts of the SPA's 'stroke' namespace in Italian, the reference language. */
const stroke = {
  home: {
    description:
      "Qui si troverà il riepilogo del servizio di cura dell'ictus per medici, pazienti e caregiver.",
  },
  factors: {
    title: 'Fattori clinici e di rischio',
    description: 'Qui si registreranno i fattori clinici e i fattori di rischio del paziente.',
  },
  invitations: {
    title: 'Inviti',
    description: 'Qui si gestiranno gli inviti a medici, pazienti e caregiver.',
  },
  doctors: {
    title: 'Medici',
    description: 'Qui si gestiranno i medici del servizio e i loro inviti.',
  },
  measurements: {
    title: 'Misurazioni',
    description: 'Qui si consulteranno le misurazioni dei dispositivi indossabili.',
  },
  patient: {
    title: 'Scheda paziente',
    description: 'Qui si consulterà la scheda del paziente con i punteggi di rischio e i loro storici.',
  },
  patients: {
    title: 'Pazienti',
    description: 'Qui si consulteranno i pazienti seguiti e si inviteranno nuovi pazienti.',
  },
  invitation: {
    kinds: {
      medico: 'medico',
      paziente: 'paziente',
      caregiver: 'caregiver',
    },
    title: 'Conferma account {{kind}}',
    missingCode: 'Il link di invito non contiene il codice: apri il link completo ricevuto per email.',
    pending: "Conferma dell'invito in corso...",
    confirmed: "Invito confermato: l'account {{kind}} è abilitato. Ora puoi accedere con le tue credenziali.",
    signIn: 'Accedi',
    refused:
      "Non è stato possibile confermare l'invito: il codice non è valido, è già stato usato o è scaduto.",
    error: "Errore durante la conferma dell'invito.",
  },
} as const;

export default stroke;
