import type { Regione } from '@halo/contract';

/** The Italian half of a bilingual name: "Valle d'Aosta/Vallée d'Aoste" → "Valle d'Aosta". */
export function regionShortName(regione: Pick<Regione, 'denominazioneRegione'>): string {
  return regione.denominazioneRegione.split('/')[0]?.trim() || regione.denominazioneRegione;
}
