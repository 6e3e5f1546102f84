import { SOGLIE_PREDEFINITE } from '@halo/contract/healthenv/soglie';
import { describe, expect, it } from 'vitest';
import {
  annoDi,
  bandaEaqi,
  indicePostazione,
  type Misura,
  massimeMobili8h,
  medieGiornaliere,
  superamentiInquinante,
} from './healthenv.calcoli.ts';
import { dayStart, HOUR } from './healthenv.rules.ts';

const at = (iso: string) => Date.parse(iso);
const hourly = (start: string, values: readonly number[], validita: Misura['validita'] = 'valid'): Misura[] =>
  values.map((v, i) => ({ t: at(start) + i * HOUR, ora: true, v, validita }));
const daily = (giorno: string, v: number, validita: Misura['validita'] = 'valid'): Misura => ({
  t: dayStart(giorno).getTime(),
  ora: false,
  v,
  validita,
});
const after2022 = new Date('2023-06-01T00:00:00Z');

describe('daily means with coverage', () => {
  it('takes a day’s mean from its hours when at least 75 % of them have a valid value', () => {
    // 18 hours of 24 = 75 %: counts; 17 = 70.8 %: the day has no mean, only its coverage.
    const full = hourly(
      '2022-03-01T00:00:00+01:00',
      Array.from({ length: 18 }, (_, i) => i + 1),
    );
    const short = hourly(
      '2022-03-02T00:00:00+01:00',
      Array.from({ length: 17 }, () => 10),
    );
    const days = medieGiornaliere([...full, ...short], 0.75);
    expect(days).toEqual([
      expect.objectContaining({ giorno: '2022-03-01', valore: 9.5, copertura: 0.75, validita: 'valid' }),
      expect.objectContaining({ giorno: '2022-03-02', valore: null, copertura: 17 / 24 }),
    ]);
  });

  it('never averages invalid or provisional hours into a valid mean', () => {
    const values = [
      ...hourly(
        '2022-03-01T00:00:00+01:00',
        Array.from({ length: 20 }, () => 10),
      ),
      ...hourly('2022-03-01T20:00:00+01:00', [500, 500, 500, 500], 'invalid'),
    ];
    expect(medieGiornaliere(values, 0.75)[0]).toMatchObject({ valore: 10, copertura: 20 / 24 });
    const provisional = hourly(
      '2022-03-05T00:00:00+01:00',
      Array.from({ length: 24 }, () => 7),
      'provisional',
    );
    expect(medieGiornaliere(provisional, 0.75)).toEqual([]);
    expect(medieGiornaliere(provisional, 0.75, () => true)[0]).toMatchObject({
      valore: 7,
      validita: 'provisional',
    });
  });

  it('keeps a day of 24 hours when the clocks go forward (23 local hours) and back (25 local hours)', () => {
    // 27 March 2022: Italy goes from 02:00 to 03:00; the local day has 23 hours. The day in UTC+01:00 still runs
    // from 00:00+01:00 to 00:00+01:00 of the next day: 24 hours, written here as the local clocks wrote them.
    const localDay = [
      ...hourly('2022-03-27T00:00:00+01:00', [1, 1]),
      ...hourly(
        '2022-03-27T03:00:00+02:00',
        Array.from({ length: 21 }, () => 1),
      ),
    ];
    // The 23 local hours of 27 March cover 23 of the day's 24 (its last hour is 00:00–01:00 local on the 28th).
    expect(medieGiornaliere(localDay, 0.75)).toEqual([
      expect.objectContaining({ giorno: '2022-03-27', copertura: 23 / 24, valore: 1 }),
    ]);
    const withLast = [...localDay, ...hourly('2022-03-28T00:00:00+02:00', [1])];
    expect(medieGiornaliere(withLast, 0.75)).toEqual([
      expect.objectContaining({ giorno: '2022-03-27', copertura: 1 }),
    ]);
    // 30 October 2022: 02:00–03:00 happens twice locally (+02:00 then +01:00); 25 local hours. The UTC+01:00 day
    // 30 October is 24 of them; the first local hour (00:00+02:00 = 23:00+01:00 on the 29th) belongs to the 29th.
    const autumn = hourly(
      '2022-10-30T00:00:00+02:00',
      Array.from({ length: 25 }, (_, i) => (i === 0 ? 100 : 2)),
    );
    const days = medieGiornaliere(autumn, 0.75);
    expect(days.map((d) => [d.giorno, d.copertura, d.valore])).toEqual([
      ['2022-10-29', 1 / 24, null],
      ['2022-10-30', 1, 2],
    ]);
  });

  it('prefers a valid daily record to the hours of the same day', () => {
    const values = [daily('2022-05-01', 33), ...hourly('2022-05-01T01:00:00+01:00', [1, 2, 3])];
    expect(medieGiornaliere(values, 0.75)).toEqual([
      expect.objectContaining({ giorno: '2022-05-01', valore: 33, copertura: 1 }),
    ]);
  });
});

describe('the maximum daily 8-hour running mean', () => {
  it('assigns each 8-hour mean to the day it ends in and needs 6 of 8 hours and 18 of 24 periods', () => {
    const hours = new Map<number, number>();
    // 1 July 2022, UTC+01:00: from 30 June 17:00, a flat 100 with a 4-hour peak of 160 from 12:00 to 16:00.
    const start = at('2022-06-30T17:00:00+01:00');
    for (let h = 0; h < 31; h++) {
      const t = start + h * HOUR;
      const local = new Date(t + HOUR).getUTCHours();
      hours.set(t, local >= 12 && local < 16 && h >= 7 ? 160 : 100);
    }
    const [day] = massimeMobili8h(hours, ['2022-07-01']);
    // The best window holds the four hours at 160 and four at 100: (4 × 160 + 4 × 100) / 8 = 130.
    expect(day).toEqual({ giorno: '2022-07-01', valore: 130, copertura: 1 });

    // Without 12:00, 13:00 and 14:00 the six windows holding all three have 5 of 8 hours and do not count:
    // 18 of 24 remain, just enough. The best is 15:00–20:00 over 13:00–21:00: (160 + 5 × 100) / 6 = 110.
    const gappy = new Map(hours);
    for (let h = 12; h < 15; h++) gappy.delete(at(`2022-07-01T${String(h).padStart(2, '0')}:00:00+01:00`));
    const [withGap] = massimeMobili8h(gappy, ['2022-07-01']);
    expect(withGap).toEqual({ giorno: '2022-07-01', valore: 110, copertura: 18 / 24 });
    // Ten hours missing (03:00–12:00) make 13 windows fail: 11 of 24 periods, no maximum.
    const broken = new Map(hours);
    for (let h = 3; h < 13; h++) broken.delete(at(`2022-07-01T${String(h).padStart(2, '0')}:00:00+01:00`));
    const [none] = massimeMobili8h(broken, ['2022-07-01']);
    expect(none?.valore).toBeNull();
    expect(none?.copertura).toBeLessThan(18 / 24);
  });
});

describe('exceedances of a year', () => {
  const config = SOGLIE_PREDEFINITE;

  it('counts PM10 days over 50 against 35 allowed, the annual mean against 40, and the 2030 values beside', () => {
    // 365 days of 2022: 40 days at 60, the rest at 30. Hand count: 40 days over 50; annual mean
    // (40 × 60 + 325 × 30) / 365 = 33.29; 2030 daily value 45: the same 40 days; 2030 annual value 20: exceeded.
    const year = annoDi(2022, after2022);
    const values = year.giorni.map((g, i) => daily(g, i < 40 ? 60 : 30));
    const rows = superamentiInquinante('PM10', values, 2022, config, after2022);
    const row = (limite: string) => rows.find((r) => r.limite === limite);
    expect(row('PM10-giorno')).toMatchObject({
      inquinante: 'PM10',
      indicatore: 'media giornaliera',
      soglia: 50,
      unita: 'µg/m³',
      superamenti: 40,
      consentiti: 35,
      copertura: 1,
      valido: true,
      massimo: 60,
      norma: '2008/50/CE',
    });
    expect(row('PM10-anno')).toMatchObject({ superamenti: 0, media: 33.3, consentiti: null });
    expect(row('2030-PM10-giorno')).toMatchObject({ superamenti: 40, consentiti: 18, daVerificare: true });
    expect(row('2030-PM10-anno')).toMatchObject({ superamenti: 1, soglia: 20 });
  });

  it('counts NO2 hours over 200 only from valid hourly values, and cannot count them on daily means', () => {
    const base = at('2024-02-01T00:00:00+01:00');
    const values: Misura[] = [
      ...Array.from(
        { length: 30 },
        (_, i): Misura => ({ t: base + i * HOUR, ora: true, v: 250, validita: 'valid' }),
      ),
      ...Array.from(
        { length: 5 },
        (_, i): Misura => ({
          t: base + (40 + i) * HOUR,
          ora: true,
          v: 250,
          validita: 'provisional',
        }),
      ),
      { t: base + 50 * HOUR, ora: true, v: 200, validita: 'valid' },
    ];
    const now = new Date('2025-01-01T00:00:00Z');
    const rows = superamentiInquinante('NO2', values, 2024, config, now);
    expect(rows.find((r) => r.limite === 'NO2-ora')).toMatchObject({
      superamenti: 30,
      consentiti: 18,
      // 31 valid hours of the 8784 of leap 2024.
      copertura: Math.round((31 / 8784) * 1000) / 1000,
      valido: false,
    });
    const onDaily = superamentiInquinante('NO2', [daily('2024-02-01', 250)], 2024, config, now);
    expect(onDaily.find((r) => r.limite === 'NO2-ora')).toMatchObject({
      superamenti: null,
      media: null,
      copertura: 0,
    });
    expect(onDaily.find((r) => r.limite === 'NO2-anno')).toMatchObject({ superamenti: 1, media: 250 });
  });

  it('counts O3 days whose maximum 8-hour mean exceeds 120', () => {
    // Three summer days of hourly O3: 150 all day on the 1st and 2nd July, 100 on the 3rd.
    const start = at('2022-06-30T16:00:00+01:00');
    const values: Misura[] = Array.from({ length: 8 + 72 }, (_, i) => {
      const t = start + i * HOUR;
      return { t, ora: true, v: t < at('2022-07-03T00:00:00+01:00') ? 150 : 100, validita: 'valid' };
    });
    const rows = superamentiInquinante('O3', values, 2022, config, after2022);
    // 3 July's first windows still hold hours at 150 (they start on the 2nd): its maximum is above 120 too.
    expect(rows.find((r) => r.limite === 'O3-8h')).toMatchObject({
      indicatore: 'massima media mobile 8 ore',
      superamenti: 3,
      consentiti: 25,
      tipo: 'valore obiettivo',
    });
  });

  it('measures the coverage of the current year against the days elapsed', () => {
    const now = new Date('2026-01-11T00:00:00+01:00');
    const values = ['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04', '2026-01-05'].map((g) =>
      daily(g, 10),
    );
    const [row] = superamentiInquinante('PM10', values, 2026, config, now);
    expect(row?.copertura).toBe(0.5);
  });
});

describe('the European Air Quality Index', () => {
  const bands = SOGLIE_PREDEFINITE.bandeEaqi;

  it('puts a value in the first band whose upper edge it does not exceed', () => {
    expect(bandaEaqi(bands.PM10, 0)).toBe(1);
    expect(bandaEaqi(bands.PM10, 20)).toBe(1);
    expect(bandaEaqi(bands.PM10, 20.1)).toBe(2);
    expect(bandaEaqi(bands.PM10, 150)).toBe(5);
    expect(bandaEaqi(bands.PM10, 151)).toBe(6);
  });

  it('takes the worst pollutant: hourly NO2 and O3, PM over the last 24 hours', () => {
    const t = at('2024-07-10T14:00:00+02:00');
    const hoursBefore = (values: number[]) =>
      values.map((v, i): Misura => ({ t: t - i * HOUR, ora: true, v, validita: 'provisional' }));
    const misure = new Map([
      ['NO2', hoursBefore([35])],
      ['O3', hoursBefore([150])],
      ['PM10', hoursBefore(Array.from({ length: 24 }, () => 30))],
    ] as const);
    const index = indicePostazione(7, misure, t, bands, true);
    expect(index).toMatchObject({ postazioneId: 7, banda: 4, inquinante: 'O3', aggiornato: true });
    expect(index.valori).toEqual([
      { inquinante: 'PM10', media: '24 ore', valore: 30, banda: 2 },
      { inquinante: 'NO2', media: 'ora', valore: 35, banda: 1 },
      { inquinante: 'O3', media: 'ora', valore: 150, banda: 4 },
    ]);
  });

  it('uses the latest daily mean when a station reports daily, and has no band without data', () => {
    const t = dayStart('2022-12-31').getTime();
    const index = indicePostazione(1, new Map([['PM2.5', [daily('2022-12-31', 30)]]]), t, bands, false);
    expect(index).toMatchObject({ banda: 4, inquinante: 'PM2.5', istante: '2022-12-30T23:00:00.000Z' });
    expect(indicePostazione(2, new Map(), null, bands, false)).toMatchObject({ banda: null, istante: null });
  });
});
