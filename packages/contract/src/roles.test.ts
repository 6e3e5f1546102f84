import { describe, expect, it } from 'vitest';
import { deriveRole, prosaFeatures } from './roles.ts';

const all = { campagne: true, progetti: true, richieste: true, suggerimenti: true };
const none = { campagne: false, progetti: false, richieste: false, suggerimenti: false };

describe('deriveRole (SPEC.md §6)', () => {
  it('makes the realm role app-admin superadmin and admin, whatever the client roles', () => {
    const claims = {
      realm_access: { roles: ['app-admin'] },
      resource_access: { prosa: { roles: ['cittadino'] } },
    };
    expect(deriveRole(claims, 'prosa')).toEqual({ role: 'superadmin', isAdmin: true, isSuperadmin: true });
  });

  it("takes the first role of the application's client roles", () => {
    const claims = { resource_access: { prosa: { roles: ['operatore', 'cittadino'] } } };
    expect(deriveRole(claims, 'prosa')).toEqual({ role: 'operatore', isAdmin: false, isSuperadmin: false });
  });

  it('makes the role admin an admin of that application only', () => {
    const claims = { resource_access: { stroke: { roles: ['admin'] }, prosa: { roles: ['cittadino'] } } };
    expect(deriveRole(claims, 'stroke').isAdmin).toBe(true);
    expect(deriveRole(claims, 'prosa').isAdmin).toBe(false);
  });

  it('gives no role when the user has none in the application', () => {
    const claims = {
      realm_access: { roles: ['offline_access'] },
      resource_access: { prosa: { roles: ['ente'] } },
    };
    expect(deriveRole(claims, 'stroke')).toEqual({ role: null, isAdmin: false, isSuperadmin: false });
    expect(deriveRole({}, 'stroke').role).toBeNull();
  });

  it('does not treat other realm roles as admin', () => {
    expect(deriveRole({ realm_access: { roles: ['admin'] } }, 'prosa').isAdmin).toBe(false);
  });
});

describe('prevention-app features (SPEC.md §6)', () => {
  it('turns all four features on for admin-prosa', () => {
    expect(prosaFeatures('admin-prosa')).toEqual(all);
  });
  it('turns all four features on for superadmin', () => {
    expect(prosaFeatures('superadmin')).toEqual(all);
  });
  it('turns all four features on for ente', () => {
    expect(prosaFeatures('ente')).toEqual(all);
  });
  it('turns all four features on for cittadino', () => {
    expect(prosaFeatures('cittadino')).toEqual(all);
  });
  it('turns features on for operatore only when tipologia is SANITARIO', () => {
    expect(prosaFeatures('operatore', { tipologia: 'SANITARIO' })).toEqual(all);
    expect(prosaFeatures('operatore', { tipologia: 'AMMINISTRATIVO' })).toEqual(none);
    expect(prosaFeatures('operatore', {})).toEqual(none);
  });
  it('turns features on for responsabile only when livello is ASL', () => {
    expect(prosaFeatures('responsabile', { livello: 'ASL' })).toEqual(all);
    expect(prosaFeatures('responsabile', { livello: 'DISTRETTO' })).toEqual(none);
  });
  it('turns features off for any other role or no role', () => {
    expect(prosaFeatures('medico')).toEqual(none);
    expect(prosaFeatures(null)).toEqual(none);
  });
});
