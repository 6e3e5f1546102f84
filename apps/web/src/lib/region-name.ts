import type { Regione } from '@halo/contract';

/** The Italian half of a bilingual name: "Valle d'Aosta/Vallée d'Aoste" → "Valle d'Aosta". */
export function regionShortName(regione: Pick<Regione, 'denominazioneRegione'>): string {
  return regione.denominazioneRegione.split('/')[0]?.trim() || regione.denominazioneRegione;
}

/** Names in Italian order. */
export const byItalian = (a: string, b: string) => a.localeCompare(b, 'it');

/** The regions as the choices of a select: by their code, named and ordered by their short names in Italian. */
export function regionChoices(
  regioni: readonly Pick<Regione, 'codiceRegione' | 'denominazioneRegione'>[] | undefined,
): { value: string; label: string }[] {
  return (regioni ?? [])
    .map((r) => ({ value: r.codiceRegione, label: regionShortName(r) }))
    .sort((a, b) => byItalian(a.label, b.label));
}
