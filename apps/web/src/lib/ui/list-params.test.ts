import { describe, expect, it } from 'vitest';
import { knownCode, knownSort, positiveId } from './list-params.ts';

describe('positiveId', () => {
  it('reads a record id of the address, and nothing else', () => {
    expect(positiveId('4')).toBe(4);
    expect(positiveId('9999999999')).toBe(9_999_999_999);
    for (const value of ['0', '-1', '04', '1.5', '1e3', ' 4', '12345678901', 'abc', '', null, undefined]) {
      expect(positiveId(value), String(value)).toBeUndefined();
    }
  });
});

describe('values from the address a server would refuse', () => {
  const codes = [{ codice: 'SCUOLA' }, { codice: 'LAVORO' }];
  it('keeps a known code and leaves out an unknown one', () => {
    expect(knownCode('SCUOLA', codes)).toBe('SCUOLA');
    expect(knownCode('scuola', codes)).toBeUndefined();
    expect(knownCode('', codes)).toBeUndefined();
  });
  it('keeps a known sort in either direction and leaves out any other', () => {
    expect(knownSort('oggetto', ['oggetto', 'inviata'])).toBe('oggetto');
    expect(knownSort('-inviata', ['oggetto', 'inviata'])).toBe('-inviata');
    expect(knownSort('--inviata', ['oggetto', 'inviata'])).toBeUndefined();
    expect(knownSort('stato', ['oggetto', 'inviata'])).toBeUndefined();
    expect(knownSort(undefined, ['oggetto'])).toBeUndefined();
  });
});
