/**
 * Texts of the doctors' screen, the invitations screen and the public invitation pages in Italian, the reference
 * language: the 'doctors', 'invitations' and 'invitation' keys of the 'stroke' namespace (issue 16, docs/adr/0023).
 */
export const doctors = {
  title: 'Medici',
  description: 'Qui si gestiranno i medici del servizio e i loro inviti.',
};

export const invitations = {
  title: 'Inviti',
  description: 'Qui si gestiranno gli inviti a medici, pazienti e caregiver.',
};

export const invitation = {
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
};
