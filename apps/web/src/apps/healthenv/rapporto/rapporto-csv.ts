/** `rapporto-qualita-aria-2022.csv`: the annual report's file (lib/csv.ts makes its text as Excel reads it). */
export const rapportoFileName = (anno: number) => `rapporto-qualita-aria-${anno}.csv`;
