import { describe, expect, it } from 'vitest';
import { seriePm10 } from './analisi.test-utils.tsx';
import { periodi, puntiSerie, puntoAt } from './serie-punti.ts';

const hours = {
  inizio: '2024-03-30T23:00:00.000Z',
  passo: 3_600,
  valori: [40, null, 60],
  provvisori: [2],
  copertura: null,
};

describe('a series read back from its columns', () => {
  it('places each period at its start, a step apart', () => {
    expect(periodi(hours)).toEqual([
      [Date.parse('2024-03-30T23:00:00Z'), 40],
      [Date.parse('2024-03-31T00:00:00Z'), null],
      [Date.parse('2024-03-31T01:00:00Z'), 60],
    ]);
    expect(periodi({ ...hours, inizio: 'not a time' })).toEqual([]);
  });

  it('lists the hours with a value, the provisional ones marked', () => {
    expect(puntiSerie(hours)).toEqual([
      {
        inizio: Date.parse('2024-03-30T23:00:00Z'),
        giorno: null,
        valore: 40,
        validita: 'valid',
        copertura: 1,
      },
      {
        inizio: Date.parse('2024-03-31T01:00:00Z'),
        giorno: null,
        valore: 60,
        validita: 'provisional',
        copertura: 1,
      },
    ]);
  });

  it('lists the days with data, a day with too few hours too, each with its day in UTC+01:00', () => {
    expect(puntiSerie(seriePm10).map((p) => [p.giorno, p.valore, p.validita, p.copertura])).toEqual([
      ['2022-01-01', 62.4, 'valid', 1],
      ['2022-01-02', null, 'valid', 0.5],
      ['2022-01-03', 35, 'provisional', 1],
    ]);
  });

  it('finds a period by its start, and nothing between periods or outside the series', () => {
    const at = puntoAt(seriePm10);
    expect(at(Date.parse('2022-01-02T23:00:00Z'))).toMatchObject({ giorno: '2022-01-03', valore: 35 });
    expect(at(Date.parse('2022-12-30T23:00:00Z'))).toMatchObject({ giorno: '2022-12-31', valore: null });
    expect(at(Date.parse('2022-01-02T12:00:00Z'))).toBeNull();
    expect(at(Date.parse('2021-12-30T23:00:00Z'))).toBeNull();
    expect(at(Date.parse('2022-12-31T23:00:00Z'))).toBeNull();
  });
});
