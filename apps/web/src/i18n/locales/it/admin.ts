/** Texts of the SPA's 'admin' namespace in Italian, the reference language. */
const admin = {} as const;

export default admin;
