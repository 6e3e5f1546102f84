/** Texts of the SPA's 'prosa' namespace in Italian, the reference language. */
const prosa = {} as const;

export default prosa;
