import { describe, expect, it } from 'vitest';
import { numberFormat } from './number-format.ts';

describe('numberFormat', () => {
  it('groups thousands from four digits, with a dot in Italian and a comma in English', () => {
    expect(numberFormat('it').format(4721)).toBe('4.721');
    expect(numberFormat('it').format(1000)).toBe('1.000');
    expect(numberFormat('it').format(12.5)).toBe('12,5');
    expect(numberFormat('en').format(4721)).toBe('4,721');
    expect(numberFormat('en').format(999)).toBe('999');
  });

  it('takes the options of Intl.NumberFormat', () => {
    expect(numberFormat('it', { maximumFractionDigits: 0 }).format(1234.56)).toBe('1.235');
  });
});
