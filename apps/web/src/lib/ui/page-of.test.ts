import { describe, expect, it } from 'vitest';
import { pageOf } from './page-of.ts';

describe('pageOf', () => {
  const numbers = Array.from({ length: 52 }, (_, i) => i + 1);

  it('cuts the page asked for', () => {
    expect(pageOf(numbers, 1, 25)).toEqual({ page: 1, rows: numbers.slice(0, 25) });
    expect(pageOf(numbers, 3, 25)).toEqual({ page: 3, rows: [51, 52] });
  });

  it('shows the last page for a page past the end, and the first for nonsense', () => {
    expect(pageOf(numbers, 9, 25)).toEqual({ page: 3, rows: [51, 52] });
    expect(pageOf(numbers, 0, 25).page).toBe(1);
    expect(pageOf([], 4, 25)).toEqual({ page: 1, rows: [] });
  });
});
