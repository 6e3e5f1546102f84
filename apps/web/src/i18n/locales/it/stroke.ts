/** Texts of the SPA's 'stroke' namespace in Italian, the reference language. */
const stroke = {} as const;

export default stroke;
