/** Texts of the health-environment screen 'rapporto' in Italian. */
export const rapporto = {
  title: 'Rapporto annuale',
} as const;
