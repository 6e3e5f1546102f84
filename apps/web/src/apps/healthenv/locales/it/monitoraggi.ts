/** Texts of the health-environment screen 'monitoraggi' in Italian. */
export const monitoraggi = {
  title: 'Monitoraggi',
} as const;
