import { describe, expect, it, vi } from 'vitest';
import { deferredUserManager } from './deferred-user-manager.ts';

const oidc = { issuer: 'https://idp.example/realms/halo', clientId: 'halo' };
const user = { access_token: 'a', profile: { sub: 'u1' } };

/** An identity client as oidc-client.ts makes one, counting how often its module was loaded. */
function fakeClient() {
  const manager = {
    getUser: vi.fn(async () => user),
    signinRedirect: vi.fn(async () => {}),
    signinCallback: vi.fn(async () => user),
    signinSilent: vi.fn(async () => user),
    signoutRedirect: vi.fn(async () => {}),
  };
  const dpopProof = vi.fn(async () => 'proof');
  const createUserManager = vi.fn(() => ({ manager, dpopProof }));
  const load = vi.fn(async () => ({ createUserManager }) as never);
  return { manager, dpopProof, createUserManager, load };
}

describe('the identity client loaded on first use', () => {
  it('answers no user without loading anything when this browser keeps none', async () => {
    const client = fakeClient();
    localStorage.setItem('halo.language', 'it');
    const deferred = deferredUserManager(oidc, 'http://localhost', localStorage, client.load);
    expect(await deferred.getUser()).toBeNull();
    expect(client.load).not.toHaveBeenCalled();
  });

  it('loads once, for the stored user, a sign-in and the proofs alike', async () => {
    const client = fakeClient();
    localStorage.setItem('oidc.user:https://idp.example/realms/halo:halo', '{}');
    const deferred = deferredUserManager(oidc, 'http://localhost', localStorage, client.load);
    expect(await deferred.getUser()).toBe(user);
    await deferred.signinRedirect({ state: { returnTo: '/apps' } });
    expect(await deferred.dpopProof('http://localhost/api/x', 'GET', 'tok')).toBe('proof');
    expect(client.load).toHaveBeenCalledTimes(1);
    expect(client.createUserManager).toHaveBeenCalledWith(oidc, 'http://localhost', localStorage);
    expect(client.manager.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/apps' } });
    expect(client.dpopProof).toHaveBeenCalledWith('http://localhost/api/x', 'GET', 'tok');
  });

  it('tries the load again after one failed', async () => {
    const client = fakeClient();
    const ok = client.load.getMockImplementation();
    client.load.mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'));
    const deferred = deferredUserManager(oidc, 'http://localhost', localStorage, client.load);
    await expect(deferred.signinSilent()).rejects.toThrow('Failed to fetch');
    client.load.mockImplementation(ok ?? (async () => ({}) as never));
    expect(await deferred.signinSilent()).toBe(user);
    expect(client.load).toHaveBeenCalledTimes(2);
  });
});
