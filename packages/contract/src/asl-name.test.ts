import { describe, expect, it } from 'vitest';
import { aslName } from './asl-name.ts';

describe('aslName', () => {
  it('names an authority known by its bare code or place as an ASL', () => {
    expect(['TO3', 'AL', 'CN1', 'ROMA 1', 'IMPERIESE', ' VCO '].map(aslName)).toEqual([
      'ASL TO3',
      'ASL AL',
      'ASL CN1',
      'ASL ROMA 1',
      'ASL IMPERIESE',
      'ASL VCO',
    ]);
  });

  it('keeps a name that already says which kind of authority it is', () => {
    for (const name of [
      "ASL CITTA' DI TORINO",
      'A.S.L. BARI',
      'AZIENDA ULSS N. 1 DOLOMITI',
      'ATS DI BERGAMO',
      'A.S.P. DI PALERMO',
      'AS FRIULI OCCIDENTALE',
      'ASU GIULIANO ISONTINA',
      'AUSL DI BOLOGNA',
      'AST1',
      'ASREM',
    ]) {
      expect(aslName(name)).toBe(name);
    }
  });

  it('does not take a place starting with the same letters for an authority', () => {
    expect(aslName('ASTI')).toBe('ASL ASTI');
    expect(aslName('ASCOLI PICENO')).toBe('ASL ASCOLI PICENO');
  });

  it('keeps the names the calendars show, and an empty one empty', () => {
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
      expect(aslName(name)).toBe(name);
    }
    expect(aslName('')).toBe('');
  });
});
