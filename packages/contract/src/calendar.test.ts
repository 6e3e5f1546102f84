import { describe, expect, it } from 'vitest';
import { aslFullName, primoDisponibileQuerySchema } from './calendar.ts';

describe('aslFullName', () => {
  it('says "ASL" before the short names of the regional data, as Pro.Sa. does', () => {
    expect(aslFullName('TO3')).toBe('ASL TO3');
    expect(aslFullName(' CN1 ')).toBe('ASL CN1');
    expect(aslFullName('ROMA 1')).toBe('ASL ROMA 1');
    expect(aslFullName('AT')).toBe('ASL AT');
  });

  it('leaves the names that already say what they are', () => {
    for (const name of [
      'ASL TO3',
      "ASL CITTA' DI TORINO",
      'A.S.L. AVELLINO',
      'A.S.P. CATANZARO',
      'ASP PALERMO',
      'AS FRIULI OCCIDENTALE',
      'AST2 DI ANCONA',
      'ASU FRIULI CENTRALE',
      'ASREM',
      "ATS DELL'INSUBRIA",
      'AUSL UMBRIA N. 1',
      'AZIENDA USL BOLOGNA',
    ]) {
      expect(aslFullName(name)).toBe(name);
    }
    expect(aslFullName('')).toBe('');
  });
});

describe('primoDisponibileQuerySchema', () => {
  it('searches 365 days unless asked for fewer, and never more', () => {
    expect(primoDisponibileQuerySchema.parse({})).toEqual({ giorni: 365 });
    expect(primoDisponibileQuerySchema.parse({ giorni: '30', dal: '2026-12-01' })).toEqual({
      giorni: 30,
      dal: '2026-12-01',
    });
    for (const giorni of ['0', '366', 'molti', '1.5']) {
      const result = primoDisponibileQuerySchema.safeParse({ giorni });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Un numero di giorni da 1 a 365.');
    }
  });
});
