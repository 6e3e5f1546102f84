/** Texts of the caregiver's assisted people in Italian, the reference language: the 'assisted' key of the 'stroke' namespace. */
export const assisted = {
  title: 'I miei assistiti',
  lead: "Le persone che ti hanno dato il consenso a leggere i loro dati nel servizio Cura dell'ictus.",
  caregiversOnly:
    'Questa pagina è per chi assiste un paziente: il tuo account non ha il ruolo di caregiver nel servizio.',
  listTitle: 'Le persone che assisti',
  empty:
    "In questo momento nessuna persona ti ha dato il consenso a leggere i suoi dati. Quando un paziente ti invita, ricevi un'e-mail con il link per confermare.",
  born: 'Data di nascita',
  doctor: 'Medico',
  noteTitle: 'Il consenso e la riservatezza',
  revocable:
    'Ogni persona può revocarti il consenso in qualsiasi momento: da quel momento non vedrai più i suoi dati.',
  audited:
    'Ogni volta che apri i dati di una persona la lettura viene registrata, e la persona può vedere chi ha letto i suoi dati e quando.',
};
