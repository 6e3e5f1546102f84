/** Texts of the health-environment screen 'postazioni' in Italian. */
export const postazioni = {
  title: 'Postazioni di monitoraggio',
} as const;
