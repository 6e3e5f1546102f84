import { describe, expect, it } from 'vitest';
import { positiveId } from './list-params.ts';

describe('positiveId', () => {
  it('reads a record id of the address, and nothing else', () => {
    expect(positiveId('4')).toBe(4);
    expect(positiveId('9999999999')).toBe(9_999_999_999);
    for (const value of ['0', '-1', '04', '1.5', '1e3', ' 4', '12345678901', 'abc', '', null, undefined]) {
      expect(positiveId(value), String(value)).toBeUndefined();
    }
  });
});
