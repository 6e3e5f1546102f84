/** Texts of the SPA's 'regional' namespace in Italian, the reference language. */
const regional = {} as const;

export default regional;
