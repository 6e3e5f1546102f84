/** Texts of the health-environment screen 'allerte' in Italian. */
export const allerte = {
  title: 'Allerte',
} as const;
