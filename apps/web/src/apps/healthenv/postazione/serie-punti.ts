import type { Serie } from '@halo/contract/healthenv/postazione';
import { standardDayOf } from './analisi.labels.ts';

/**
 * A series arrives as columns (`GET …/serie`, docs/adr/0027): period `i` starts at `inizio + i × passo`, its value is
 * `valori[i]`, its coverage `copertura[i]` (daily means), and it is provisional when `i` is in `provvisori`. These
 * read it back as periods: the chart draws every period, the table lists those with data.
 */

type Colonne = Pick<Serie, 'inizio' | 'passo' | 'valori' | 'provvisori' | 'copertura'>;

/** One period with data: its start in milliseconds, its day in UTC+01:00 (daily means), value and validity. */
export interface PuntoSerie {
  inizio: number;
  giorno: string | null;
  valore: number | null;
  validita: 'valid' | 'provisional';
  copertura: number;
}

/** The start of each period, in milliseconds, beside its value. */
export function periodi(serie: Pick<Serie, 'inizio' | 'passo' | 'valori'>): [number, number | null][] {
  const start = Date.parse(serie.inizio);
  if (Number.isNaN(start)) return [];
  const step = serie.passo * 1000;
  return serie.valori.map((v, i) => [start + i * step, v]);
}

/** A reader of the series' periods by their start (the chart's tooltip): null outside the series. */
export function puntoAt(serie: Colonne): (ms: number) => PuntoSerie | null {
  const start = Date.parse(serie.inizio);
  const step = serie.passo * 1000;
  const provisional = new Set(serie.provvisori);
  const daily = serie.copertura !== null;
  return (ms) => {
    const i = (ms - start) / step;
    if (!Number.isInteger(i) || i < 0 || i >= serie.valori.length) return null;
    return {
      inizio: ms,
      giorno: daily ? standardDayOf(ms) : null,
      valore: serie.valori[i] ?? null,
      validita: provisional.has(i) ? 'provisional' : 'valid',
      copertura: serie.copertura?.[i] ?? (serie.valori[i] === null ? 0 : 1),
    };
  };
}

/** The periods with data: a value, or (daily means) some hours too few for one. */
export function puntiSerie(serie: Colonne): PuntoSerie[] {
  const at = puntoAt(serie);
  return periodi(serie).flatMap(([ms, v], i) => {
    if (v === null && !(serie.copertura?.[i] ?? 0)) return [];
    const punto = at(ms);
    return punto ? [punto] : [];
  });
}
