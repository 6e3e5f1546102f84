/** Texts of the SPA's 'structures' namespace in Italian, the reference language. */
const structures = {} as const;

export default structures;
