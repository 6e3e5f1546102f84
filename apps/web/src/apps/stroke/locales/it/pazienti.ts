/**
 * Texts of the doctor's patients, the patient's card and the measurements in Italian, the reference language: the
 * 'patients', 'patient' and 'measurements' keys of the 'stroke' namespace (issue 16).
 */
export const patients = {
  title: 'Pazienti',
  description: 'Qui si consulteranno i pazienti seguiti e si inviteranno nuovi pazienti.',
};

export const patient = {
  title: 'Scheda paziente',
  description: 'Qui si consulterà la scheda del paziente con i punteggi di rischio e i loro storici.',
};

export const measurements = {
  title: 'Misurazioni',
  description: 'Qui si consulteranno le misurazioni dei dispositivi indossabili.',
};
