import type { IndicePostazione } from '@halo/contract/healthenv/indice';
import type { Postazione } from '@halo/contract/healthenv/postazioni';

/** The six bands of the European Air Quality Index, 1 good … 6 extremely poor. */
export const BANDE = [1, 2, 3, 4, 5, 6] as const;

/** A station with its index (null: the station has no index pollutant, or no data at all). */
export interface StazioneIndice {
  postazione: Postazione;
  indice: IndicePostazione | null;
}

export function joinIndice(
  postazioni: readonly Postazione[],
  indice: readonly IndicePostazione[] | null | undefined,
): StazioneIndice[] {
  const byStation = new Map((indice ?? []).map((i) => [i.postazioneId, i]));
  return postazioni.map((postazione) => ({ postazione, indice: byStation.get(postazione.id) ?? null }));
}

export const bandaOf = (s: StazioneIndice) => s.indice?.banda ?? null;

/** The CSS class of a band's colours (mappa.css), grey when there is no index. */
export const bandClass = (banda: number | null) => (banda === null ? 'halo-band-none' : `halo-band-${banda}`);

/** The text a marker shows, so that the band never rests on its colour alone. */
export const markerText = (banda: number | null) => (banda === null ? '–' : String(banda));

/** The index is old: no data within the silence the server allows (the demo's data are of 2022). */
export const isOld = (s: StazioneIndice) =>
  s.indice !== null && s.indice.istante !== null && !s.indice.aggiornato;

export interface MapFilters {
  q: string;
  regione: string;
  /** '1'…'6', 'none' (no index), or '' for any. */
  banda: string;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The stations the filters keep: region, band, and words found in name, code, comune or province. */
export function filterStations(rows: readonly StazioneIndice[], filters: MapFilters): StazioneIndice[] {
  const words = fold(filters.q).split(/\s+/).filter(Boolean);
  return rows.filter(({ postazione: p, indice }) => {
    if (filters.regione && p.regione !== filters.regione) return false;
    if (filters.banda === 'none' && indice?.banda != null) return false;
    if (filters.banda && filters.banda !== 'none' && String(indice?.banda ?? '') !== filters.banda)
      return false;
    if (words.length === 0) return true;
    const text = fold([p.nomeCompleto, p.codice, p.comune.nome, p.provincia].join(' '));
    return words.every((word) => text.includes(word));
  });
}

/** The regions the stations are in, alphabetically. */
export function regionsOf(rows: readonly StazioneIndice[], locale: string): string[] {
  return [...new Set(rows.map((r) => r.postazione.regione))].sort((a, b) => a.localeCompare(b, locale));
}

export const SORTS = ['nome', 'comune', 'banda'] as const;

/**
 * The list's order: by name, by comune, or by band (`banda` best first, `-banda` worst first); the stations
 * without an index always last, then by name.
 */
export function sortStations(
  rows: readonly StazioneIndice[],
  sort: string,
  locale: string,
): StazioneIndice[] {
  const descending = sort.startsWith('-');
  const key = SORTS.find((k) => k === sort.replace(/^-/, '')) ?? 'nome';
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const byName = (a: StazioneIndice, b: StazioneIndice) =>
    collator.compare(a.postazione.nomeCompleto, b.postazione.nomeCompleto);
  const direction = descending ? -1 : 1;
  return [...rows].sort((a, b) => {
    if (key === 'banda') {
      const x = bandaOf(a);
      const y = bandaOf(b);
      if (x !== y) {
        if (x === null) return 1;
        if (y === null) return -1;
        return (x - y) * direction;
      }
      return byName(a, b);
    }
    if (key === 'comune') {
      return collator.compare(a.postazione.comune.nome, b.postazione.comune.nome) * direction || byName(a, b);
    }
    return byName(a, b) * direction;
  });
}
