/**
 * Texts of the home, of the patient's own profile and of the caregiver's view in Italian, the reference language:
 * the 'home', 'profile' and 'assisted' keys of the 'stroke' namespace (issue 16).
 */
export const home = {
  description:
    "Qui si troverà il riepilogo del servizio di cura dell'ictus per medici, pazienti e caregiver.",
};

export const profile = {
  title: 'Il mio profilo',
};

export const assisted = {
  title: 'I miei assistiti',
};
