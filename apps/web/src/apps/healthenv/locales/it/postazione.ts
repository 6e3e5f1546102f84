/** Texts of the health-environment screen 'postazione' in Italian. */
export const postazione = {
  title: 'Postazione',
} as const;
