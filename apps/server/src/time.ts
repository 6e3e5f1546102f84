const romeDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' });

/** The calendar day (AAAA-MM-GG) in Italy at an instant: campaigns open and close, and people age, by it. */
export const romeDate = (instant: Date) => romeDay.format(instant);
