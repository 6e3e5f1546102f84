import { describe, expect, it } from 'vitest';
import { oreDelGiorno, romeIso } from './ora-roma.ts';

describe('hours of a day in Italy', () => {
  it('gives the 24 hours of an ordinary summer day with the +02:00 offset', () => {
    const ore = oreDelGiorno('2022-07-01');
    expect(ore).toHaveLength(24);
    expect(ore[0]).toEqual({ inizio: '2022-07-01T00:00:00+02:00', label: '00:00' });
    expect(ore[14]).toEqual({ inizio: '2022-07-01T14:00:00+02:00', label: '14:00' });
    expect(Date.parse(ore[14]?.inizio ?? '')).toBe(Date.parse('2022-07-01T12:00:00Z'));
  });

  it('gives winter hours at +01:00', () => {
    expect(oreDelGiorno('2022-01-15')[23]).toEqual({ inizio: '2022-01-15T23:00:00+01:00', label: '23:00' });
  });

  it('skips the hour lost to summer time and names the offset of the hour that comes twice', () => {
    const spring = oreDelGiorno('2022-03-27');
    expect(spring).toHaveLength(23);
    expect(spring.map((h) => h.label)).not.toContain('02:00');
    expect(spring[2]?.inizio).toBe('2022-03-27T03:00:00+02:00');

    const autumn = oreDelGiorno('2022-10-30');
    expect(autumn).toHaveLength(25);
    expect(autumn.slice(2, 4)).toEqual([
      { inizio: '2022-10-30T02:00:00+02:00', label: '02:00 (UTC+02:00)' },
      { inizio: '2022-10-30T02:00:00+01:00', label: '02:00 (UTC+01:00)' },
    ]);
  });

  it('gives nothing for what is not a date', () => {
    expect(oreDelGiorno('')).toEqual([]);
    expect(oreDelGiorno('2022-02-30')).toEqual([]);
  });

  it('writes a moment with the offset Italy had then', () => {
    expect(romeIso(Date.parse('2022-12-31T23:00:00Z'))).toBe('2023-01-01T00:00:00+01:00');
  });
});
