/** Texts of the SPA's 'healthenv' namespace in Italian, the reference language. */
const healthenv = {} as const;

export default healthenv;
