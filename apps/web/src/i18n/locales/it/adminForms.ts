/** Texts of the SPA's 'adminForms' namespace in Italian, the reference language. */
const adminForms = {} as const;

export default adminForms;
