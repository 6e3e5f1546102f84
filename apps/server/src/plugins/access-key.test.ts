import type { Principal } from '@halo/contract';
import { describe, expect, it } from 'vitest';
import { accessKeyOf } from './access-key.ts';

const person = (over: Partial<Principal>): Principal => ({
  userId: 'u1',
  username: 'anna',
  email: 'anna@example.org',
  name: 'Anna',
  realmRoles: [],
  clientRoles: {},
  groups: [],
  ...over,
});

describe('access key', () => {
  it('is the same for everyone with the same roles and groups, whatever their order or who they are', () => {
    const a = person({
      realmRoles: ['x', 'y'],
      clientRoles: { prosa: ['cittadino'], calendar: ['utente'] },
      groups: ['/b', '/a'],
    });
    const b = person({
      userId: 'u2',
      username: 'bruno',
      realmRoles: ['y', 'x'],
      clientRoles: { calendar: ['utente'], prosa: ['cittadino'] },
      groups: ['/a', '/b'],
    });
    expect(accessKeyOf(a)).toBe(accessKeyOf(b));
    expect(accessKeyOf(a)).not.toContain('anna');
  });

  it('differs when a role, a group or an application differs', () => {
    const base = person({ clientRoles: { prosa: ['cittadino'] }, groups: ['/a'] });
    for (const other of [
      person({ clientRoles: { prosa: ['operatore'] }, groups: ['/a'] }),
      person({ clientRoles: { calendar: ['cittadino'] }, groups: ['/a'] }),
      person({ clientRoles: { prosa: ['cittadino'] }, groups: ['/a', '/b'] }),
      person({ clientRoles: { prosa: ['cittadino'] }, groups: ['/a'], realmRoles: ['superadmin'] }),
      // No way to forge one key from another by putting separators in names.
      person({ clientRoles: { prosa: ['cittadino'] }, groups: ['/a","/b'] }),
    ]) {
      expect(accessKeyOf(other)).not.toBe(accessKeyOf(base));
    }
  });
});
