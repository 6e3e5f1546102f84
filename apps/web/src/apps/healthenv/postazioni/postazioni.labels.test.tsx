import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { useAnalisiFormat } from '../postazione/analisi.labels.ts';
import { useNumberFormat } from './postazioni.labels.tsx';

describe("health-environment numbers in the reader's language", () => {
  it('groups the thousands from four digits, in Italian and in English', async () => {
    await i18n.changeLanguage('it');
    expect(renderHook(() => useNumberFormat()).result.current(4721.5)).toBe('4.721,5');
    expect(renderHook(() => useAnalisiFormat()).result.current.number(8760)).toBe('8.760');
    await i18n.changeLanguage('en');
    expect(renderHook(() => useNumberFormat()).result.current(4721.5)).toBe('4,721.5');
  });
});
