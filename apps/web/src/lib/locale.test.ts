import { describe, expect, it } from 'vitest';
import { dayInItaly, localeOf, longDay } from './locale.ts';
import { regionChoices } from './region-name.ts';

describe('localeOf and longDay', () => {
  it('writes British English for English, Italian otherwise', () => {
    expect(localeOf('en')).toBe('en-GB');
    expect(localeOf('it')).toBe('it-IT');
    expect(localeOf(undefined)).toBe('it-IT');
  });

  it('writes a calendar day in full, with its weekday when asked, on that day wherever the browser is', () => {
    expect(longDay('1950-03-04', 'it')).toBe('4 marzo 1950');
    expect(longDay('2026-12-03', 'it', true)).toBe('giovedì 3 dicembre 2026');
    expect(longDay('2026-12-03', 'en', true)).toBe('Thursday, 3 December 2026');
    expect(longDay('2026-12-03T23:30:00Z', 'it')).toBe('3 dicembre 2026');
  });
});

describe('dayInItaly', () => {
  it("is the day of Italy's calendar, not UTC's", () => {
    expect(dayInItaly('2026-06-30T22:30:00Z')).toBe('2026-07-01');
    expect(dayInItaly('2026-12-31T22:59:00Z')).toBe('2026-12-31');
    expect(dayInItaly('2026-12-31T23:00:00Z')).toBe('2027-01-01');
  });
});

describe('regionChoices', () => {
  it('offers the regions by code, with their Italian names, in Italian order', () => {
    const regioni = [
      { codiceRegione: '05', denominazioneRegione: 'Veneto' },
      { codiceRegione: '02', denominazioneRegione: "Valle d'Aosta/Vallée d'Aoste" },
      { codiceRegione: '01', denominazioneRegione: 'Piemonte' },
    ];
    expect(regionChoices(regioni)).toEqual([
      { value: '01', label: 'Piemonte' },
      { value: '02', label: "Valle d'Aosta" },
      { value: '05', label: 'Veneto' },
    ]);
    expect(regionChoices(undefined)).toEqual([]);
  });
});
