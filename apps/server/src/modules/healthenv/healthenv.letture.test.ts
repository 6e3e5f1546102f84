import { describe, expect, it } from 'vitest';
import { parseMisure } from './healthenv.letture.repository.ts';

const HOUR = 3_600_000;

describe('the text a station’s records come back as', () => {
  it('reads validity, period, start and value of each record', () => {
    expect(parseMisure('vo464000 23.4,pg464001 0.25,io464002 1e-05')).toEqual([
      { t: 464_000 * HOUR, v: 23.4, validita: 'valid', ora: true },
      { t: 464_001 * HOUR, v: 0.25, validita: 'provisional', ora: false },
      { t: 464_002 * HOUR, v: 0.000_01, validita: 'invalid', ora: true },
    ]);
    expect(parseMisure(null)).toEqual([]);
    expect(parseMisure('')).toEqual([]);
  });

  it('reads a start off the hour back to the millisecond', () => {
    // 00:20:00.001 on 1 January 2023, as the database writes it in hours.
    const t = Date.parse('2023-01-01T00:20:00.001Z');
    expect(parseMisure(`vo${t / HOUR} 1`)[0]?.t).toBe(t);
  });

  it('puts the records in time order, whatever order they came in', () => {
    const read = parseMisure('vo464002 3,vo464000 1,vo464003 4,vo464001 2');
    expect(read.map((m) => [m.t / HOUR, m.v])).toEqual([
      [464_000, 1],
      [464_001, 2],
      [464_002, 3],
      [464_003, 4],
    ]);
  });
});
