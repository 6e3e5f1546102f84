import { INQUINANTI, type Inquinante } from '@halo/contract/healthenv';
import type { IndicePostazione } from '@halo/contract/healthenv/indice';
import type { Superamento } from '@halo/contract/healthenv/postazione';
import { EAQI_MEDIE, type InquinanteEaqi, type Limite, type Soglie } from '@halo/contract/healthenv/soglie';
import { DAY, dayOf, dayStart, HOUR } from './healthenv.rules.ts';

/**
 * The arithmetic of air quality (issue 17, docs/adr/0027), pure and on plain numbers so that tests can check it
 * against series they build by hand: daily means with coverage, the maximum daily 8-hour running mean, annual means,
 * exceedances of the limits in configuration, and the European Air Quality Index. Days are calendar days in UTC+01:00
 * (every day has 24 hours, also when the clocks change); an instant is a number of milliseconds.
 */

/** One record: its start, whether it is hourly, its value and its validity. */
export interface Misura {
  t: number;
  ora: boolean;
  v: number;
  validita: 'valid' | 'invalid' | 'provisional';
}

export interface MediaGiornaliera {
  giorno: string;
  inizio: number;
  /** null when the hourly values cover less of the day than required. */
  valore: number | null;
  /** Fraction of the day's 24 hours with values (1 for a daily record). */
  copertura: number;
  validita: 'valid' | 'provisional';
}

const mean = (values: readonly number[]) =>
  values.length === 0 ? null : values.reduce((sum, v) => sum + v, 0) / values.length;
const round = (value: number | null, digits = 3) =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Daily means of the records that pass `keep`: a daily record is the day's mean; otherwise the mean of the day's
 * hourly values when they cover at least `minCopertura` of its 24 hours (else the day has a null value and its
 * coverage). A day with no record at all is absent.
 */
export function medieGiornaliere(
  misure: readonly Misura[],
  minCopertura: number,
  keep: (m: Misura) => boolean = (m) => m.validita === 'valid',
): MediaGiornaliera[] {
  const days = new Map<string, { daily?: Misura; hours: number[]; allValid: boolean }>();
  for (const m of misure) {
    if (!keep(m)) continue;
    const giorno = dayOf(m.t);
    const day = days.get(giorno) ?? { hours: [], allValid: true };
    if (m.ora) {
      day.hours.push(m.v);
      day.allValid &&= m.validita === 'valid';
    } else day.daily = m;
    days.set(giorno, day);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([giorno, day]) => {
      const inizio = dayStart(giorno).getTime();
      if (day.daily) {
        const validita = day.daily.validita === 'valid' ? 'valid' : 'provisional';
        return { giorno, inizio, valore: day.daily.v, copertura: 1, validita };
      }
      const copertura = Math.min(day.hours.length, 24) / 24;
      return {
        giorno,
        inizio,
        valore: copertura >= minCopertura ? mean(day.hours) : null,
        copertura,
        validita: day.allValid ? 'valid' : 'provisional',
      };
    });
}

/**
 * The maximum daily 8-hour running mean (Directive 2008/50/EC, Annex VII): an 8-hour mean counts with at least 6 of
 * its 8 hourly values (75 %), is assigned to the day on which it ends (the first period of a day runs from 17:00 of
 * the day before to 01:00, the last from 16:00 to 24:00), and a day's maximum counts when at least 18 of its 24
 * periods do (75 %). `hourly` maps an hour's start to its valid value; it must hold the 7 hours before the first day.
 */
export function massimeMobili8h(
  hourly: ReadonlyMap<number, number>,
  giorni: readonly string[],
): { giorno: string; valore: number | null; copertura: number }[] {
  return giorni.map((giorno) => {
    const dayStartMs = dayStart(giorno).getTime();
    const means: number[] = [];
    for (let end = 1; end <= 24; end++) {
      const windowEnd = dayStartMs + end * HOUR;
      const values: number[] = [];
      for (let h = windowEnd - 8 * HOUR; h < windowEnd; h += HOUR) {
        const v = hourly.get(h);
        if (v !== undefined) values.push(v);
      }
      if (values.length >= 6) means.push(values.reduce((s, v) => s + v, 0) / values.length);
    }
    return {
      giorno,
      valore: means.length >= 18 ? Math.max(...means) : null,
      copertura: means.length / 24,
    };
  });
}

/** The calendar year in UTC+01:00 days, up to `now` when the year is not over. */
export function annoDi(anno: number, now: Date) {
  const inizio = dayStart(`${anno}-01-01`).getTime();
  const fine = dayStart(`${anno + 1}-01-01`).getTime();
  const trascorso = Math.max(inizio, Math.min(fine, now.getTime()));
  const giorniTrascorsi = Math.floor((trascorso - inizio) / DAY);
  const oreTrascorse = Math.floor((trascorso - inizio) / HOUR);
  const giorni: string[] = [];
  for (let t = inizio; t < inizio + giorniTrascorsi * DAY; t += DAY) giorni.push(dayOf(t));
  return { inizio, fine, giorni, giorniTrascorsi, oreTrascorse };
}

interface IndicatorValues {
  values: number[];
  /** The number of periods (hours or days) of the year elapsed: the coverage's denominator. */
  of: number;
}

/**
 * The exceedance rows of one pollutant for a year: one per limit of the pollutant in configuration. `misure` are
 * the pollutant's records from 8 hours before the year to its end (all validities: only valid ones count).
 */
export function superamentiInquinante(
  inquinante: Inquinante,
  misure: readonly Misura[],
  anno: number,
  soglie: Pick<Soglie, 'limiti' | 'coperturaGiornaliera' | 'coperturaAnnuale'>,
  now: Date,
): Superamento[] {
  const limiti = soglie.limiti.filter((l) => l.inquinante === inquinante);
  if (limiti.length === 0) return [];
  const year = annoDi(anno, now);
  const inYear = (t: number) => t >= year.inizio && t < year.fine;
  const valid = misure.filter((m) => m.validita === 'valid');
  const hourly = valid.filter((m) => m.ora);
  const daily = medieGiornaliere(
    valid.filter((m) => inYear(m.t)),
    soglie.coperturaGiornaliera,
  ).filter((d) => d.valore !== null);
  const dailyValues = daily.map((d) => d.valore as number);

  const cache = new Map<Limite['indicatore'], IndicatorValues | null>();
  const valuesOf = (indicatore: Limite['indicatore']): IndicatorValues | null => {
    if (cache.has(indicatore)) return cache.get(indicatore) ?? null;
    let result: IndicatorValues | null;
    switch (indicatore) {
      case 'media oraria':
        result =
          hourly.length === 0
            ? null
            : { values: hourly.filter((m) => inYear(m.t)).map((m) => m.v), of: year.oreTrascorse };
        break;
      case 'massima media mobile 8 ore': {
        if (hourly.length === 0) {
          result = null;
          break;
        }
        const byHour = new Map(hourly.map((m) => [m.t, m.v]));
        const maxima = massimeMobili8h(byHour, year.giorni);
        result = {
          values: maxima.flatMap((d) => (d.valore === null ? [] : [d.valore])),
          of: year.giorniTrascorsi,
        };
        break;
      }
      default:
        result = { values: dailyValues, of: year.giorniTrascorsi };
    }
    cache.set(indicatore, result);
    return result;
  };

  return limiti.map((limite) => {
    const data = valuesOf(limite.indicatore);
    const copertura = data && data.of > 0 ? Math.min(1, data.values.length / data.of) : 0;
    const media = data ? mean(data.values) : null;
    const massimo = data && data.values.length > 0 ? Math.max(...data.values) : null;
    let superamenti: number | null = null;
    if (data) {
      superamenti =
        limite.indicatore === 'media annuale'
          ? media !== null && media > limite.soglia
            ? 1
            : 0
          : data.values.filter((v) => v > limite.soglia).length;
    }
    return {
      inquinante,
      indicatore: limite.indicatore,
      soglia: limite.soglia,
      unita: INQUINANTI[inquinante].unita,
      superamenti,
      consentiti: limite.consentiti,
      media: round(media, 1),
      massimo: round(massimo, 1),
      copertura: round(copertura) ?? 0,
      valido: copertura >= soglie.coperturaAnnuale,
      norma: limite.norma,
      tipo: limite.tipo,
      daVerificare: limite.daVerificare,
      limite: limite.id,
    };
  });
}

/** Two sensors of one pollutant at the same start (a replacement overlapping the old one): the first counts. */
export function dedupe(list: Misura[]): Misura[] {
  const seen = new Set<number>();
  return list.filter((m) => {
    if (seen.has(m.t)) return false;
    seen.add(m.t);
    return true;
  });
}

/**
 * One station's exceedance rows for a year, from its records grouped by pollutant: a station's exceedances and
 * the annual report's rows are the same rows.
 */
export function superamentiAnno(
  byPollutant: Map<string, Misura[]>,
  anno: number,
  config: Soglie,
  now: Date,
): Superamento[] {
  const year = annoDi(anno, now);
  return [...byPollutant.entries()]
    .filter(([inquinante, list]) => inquinante in INQUINANTI && list.some((m) => m.t >= year.inizio))
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([inquinante, list]) =>
      superamentiInquinante(inquinante as Inquinante, dedupe(list), anno, config, now),
    );
}

/** The EAQI band (1 good … 6 extremely poor) of a value against the five upper edges of its pollutant. */
export function bandaEaqi(edges: readonly number[], value: number): number {
  const index = edges.findIndex((edge) => value <= edge);
  return index === -1 ? 6 : index + 1;
}

/**
 * The index of a station at its latest moment `t` (the start of its latest record): each index pollutant
 * contributes its hourly value at its latest hour within 3 hours of `t` (NO2, O3, SO2), or the mean of the last 24
 * hours with at least 18 values (PM), or — for daily data — the latest day's mean; the band is the worst. Invalid
 * values never count; provisional ones do (the index is about now, and now's data is not yet validated).
 */
export function indicePostazione(
  postazioneId: number,
  misure: ReadonlyMap<Inquinante, readonly Misura[]>,
  t: number | null,
  bande: Soglie['bandeEaqi'],
  aggiornato: boolean,
): IndicePostazione {
  const valori: IndicePostazione['valori'] = [];
  if (t !== null) {
    for (const [inquinante, media] of Object.entries(EAQI_MEDIE) as [InquinanteEaqi, string][]) {
      const usable = (misure.get(inquinante) ?? []).filter(
        (m) => m.validita !== 'invalid' && m.t <= t && m.t > t - DAY,
      );
      const hours = usable.filter((m) => m.ora).sort((a, b) => b.t - a.t);
      const days = usable.filter((m) => !m.ora).sort((a, b) => b.t - a.t);
      let entry: { media: 'ora' | '24 ore' | 'giorno'; valore: number } | null = null;
      if (hours.length > 0 && media === 'ora') {
        const latest = hours[0];
        if (latest && latest.t >= t - 3 * HOUR) entry = { media: 'ora', valore: latest.v };
      } else if (hours.length >= 18 && media === '24 ore') {
        entry = { media: '24 ore', valore: hours.reduce((s, m) => s + m.v, 0) / hours.length };
      }
      const day = days[0];
      if (!entry && day) entry = { media: 'giorno', valore: day.v };
      if (entry) {
        valori.push({
          inquinante,
          media: entry.media,
          valore: round(entry.valore, 1) ?? 0,
          banda: bandaEaqi(bande[inquinante], entry.valore),
        });
      }
    }
  }
  const worst = valori.reduce<(typeof valori)[number] | null>(
    (w, v) => (w === null || v.banda > w.banda ? v : w),
    null,
  );
  return {
    postazioneId,
    banda: worst?.banda ?? null,
    inquinante: worst?.inquinante ?? null,
    istante: t === null ? null : new Date(t).toISOString(),
    aggiornato,
    valori,
  };
}
