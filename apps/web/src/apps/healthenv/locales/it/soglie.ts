/** Texts of the health-environment screen 'soglie' in Italian. */
export const soglie = {
  title: 'Soglie',
} as const;
