/** Texts of the SPA's 'calendar' namespace in Italian, the reference language. */
const calendar = {} as const;

export default calendar;
