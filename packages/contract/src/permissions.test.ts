import { describe, expect, it } from 'vitest';
import {
  ALL_PERMISSIONS,
  flagsOf,
  grant,
  hasFlag,
  isValidMask,
  NO_PERMISSIONS,
  permissionFlagNames,
  permissionFlags,
  revoke,
} from './permissions.ts';

describe('permission bit flags (SPEC.md §6, §9)', () => {
  it.each([
    ['DELETE', 1],
    ['ACTION', 2],
    ['UPDATE', 4],
    ['WRITE', 8],
    ['READ', 16],
    ['LIST', 32],
  ] as const)('%s is %i', (flag, value) => {
    expect(permissionFlags[flag]).toBe(value);
    expect(hasFlag(value, flag)).toBe(true);
    expect(flagsOf(value)).toEqual([flag]);
  });

  it('63 holds every flag', () => {
    expect(ALL_PERMISSIONS).toBe(63);
    expect(flagsOf(63)).toEqual(permissionFlagNames);
    expect(permissionFlagNames.reduce((mask, flag) => grant(mask, flag), NO_PERMISSIONS)).toBe(63);
  });

  it('0 holds none', () => {
    expect(NO_PERMISSIONS).toBe(0);
    expect(flagsOf(0)).toEqual([]);
    expect(permissionFlagNames.some((flag) => hasFlag(0, flag))).toBe(false);
  });

  it('grants and revokes one flag without touching the others', () => {
    const mask = grant(grant(0, 'READ'), 'LIST');
    expect(mask).toBe(48);
    expect(revoke(mask, 'READ')).toBe(32);
    expect(revoke(mask, 'DELETE')).toBe(48);
  });

  it('accepts only masks from 0 to 63', () => {
    expect(isValidMask(0)).toBe(true);
    expect(isValidMask(63)).toBe(true);
    expect(isValidMask(64)).toBe(false);
    expect(isValidMask(-1)).toBe(false);
    expect(isValidMask(1.5)).toBe(false);
  });
});
