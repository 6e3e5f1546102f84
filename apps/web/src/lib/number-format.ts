/**
 * Numbers as the reader writes them: «4.721» and «1.000» in Italian, «4,721» in English. Intl's Italian groups
 * only from five digits (its CLDR data: «4721»), so the grouping is asked for always.
 */
export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return new Intl.NumberFormat(language.startsWith('en') ? 'en-GB' : 'it-IT', {
    useGrouping: 'always',
    ...options,
  });
}
