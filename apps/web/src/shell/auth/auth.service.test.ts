import type { Application } from '@halo/contract';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/i18n.ts';
import { testApplication } from '../../test/applications.ts';
import { createAuthService, type OidcUserLike, type UserManagerLike } from './auth.service.ts';
import { logoutLandingPath, safeReturnTo } from './auth-rules.ts';
import { anonymousSession, createSessionStore } from './session.store.ts';
import type { ExclusiveRunner } from './token-refresh.ts';

function jwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'none' })}.${encode(claims)}.sig`;
}

const nowSeconds = 1_700_000_000;

function user(overrides: Partial<OidcUserLike> = {}, claims: Record<string, unknown> = {}): OidcUserLike {
  return {
    access_token: jwt({
      sub: 'u-1',
      preferred_username: 'mrossi',
      email: 'mario.rossi@example.it',
      name: 'Mario Rossi',
      iat: nowSeconds - 100,
      exp: nowSeconds + 200,
      resource_access: { stroke: { roles: ['medico'] }, halo: { roles: ['admin'] } },
      ...claims,
    }),
    refresh_token: 'refresh-1',
    id_token: 'id-token-1',
    expires_at: nowSeconds + 200,
    profile: { sub: 'u-1' },
    ...overrides,
  };
}

function fakeManager(initial: OidcUserLike | null) {
  let stored = initial;
  const manager = {
    getUser: vi.fn(async () => stored),
    signinRedirect: vi.fn(async () => {}),
    signinCallback: vi.fn(async () => stored ?? undefined),
    signinSilent: vi.fn(async () => stored),
    signoutRedirect: vi.fn(async () => {}),
  } satisfies UserManagerLike;
  const setUser = (next: OidcUserLike | null) => {
    stored = next;
  };
  return { manager, setUser };
}

const passThrough: ExclusiveRunner = (_name, task) => task();

function setup(initial: OidcUserLike | null = user(), managerOverride?: UserManagerLike | null) {
  const { manager, setUser } = fakeManager(initial);
  const session = createSessionStore({ storage: null, writeCookies: () => {} });
  const deps = {
    userManager: managerOverride === undefined ? manager : managerOverride,
    session,
    runExclusive: passThrough,
    clearClientState: vi.fn(),
    navigate: vi.fn(),
    onAuthLost: vi.fn(),
    origin: 'https://halo.example.it',
    now: () => nowSeconds * 1000,
    log: vi.fn(),
  };
  return { auth: createAuthService(deps), deps, manager, session, setUser };
}

const stroke = testApplication(4, 'Stroke', { description: 'Stroke care' });
const prosa: Application = { ...stroke, id: 2, nome: 'Prosa', clientId: 'prosa', hasHomePublic: true };

describe('sign-in session (SPEC.md §4)', () => {
  it('restores the user from storage into the session', async () => {
    const { auth, session } = setup();
    await auth.restore();
    expect(session.get()).toMatchObject({
      logged: true,
      userID: 'u-1',
      username: 'mrossi',
      usermail: 'mario.rossi@example.it',
      displayName: 'Mario Rossi',
      refreshToken: 'refresh-1',
    });
  });

  it('derives role and isAdmin for the chosen application from the token (SPEC.md §6)', async () => {
    const { auth, session } = setup();
    await auth.restore();
    auth.chooseApplication(stroke);
    expect(session.get()).toMatchObject({ appID: 4, appName: 'Stroke', role: 'medico', isAdmin: false });
    auth.chooseApplication({ ...stroke, id: 1, nome: 'Halo', clientId: 'halo' });
    expect(session.get()).toMatchObject({ role: 'admin', isAdmin: true });
  });

  it('makes a realm app-admin superadmin in every application', async () => {
    const { auth, session } = setup(user({}, { realm_access: { roles: ['app-admin'] } }));
    await auth.restore();
    auth.chooseApplication(stroke);
    expect(session.get()).toMatchObject({ role: 'superadmin', isAdmin: true });
  });

  it('completes the sign-in and returns to the remembered page', async () => {
    const { auth, session } = setup(user({ state: { returnTo: '/stroke/medici?x=1' } }));
    expect(await auth.completeSignIn('https://halo.example.it/oidc/callback?code=c&state=s')).toBe(
      '/stroke/medici?x=1',
    );
    expect(session.get().logged).toBe(true);
  });

  it('ignores a return target on another origin', async () => {
    const { auth } = setup(user({ state: { returnTo: '//evil.example/' } }));
    expect(await auth.completeSignIn('https://halo.example.it/oidc/callback')).toBe('/apps');
    expect(safeReturnTo('https://evil.example')).toBeNull();
    expect(safeReturnTo('/\\evil.example')).toBeNull();
    expect(safeReturnTo('/prosa')).toBe('/prosa');
  });

  it('asks the provider to sign in, remembering where the visitor was going', async () => {
    const { auth, manager } = setup(null);
    await auth.signIn('/stroke/pazienti');
    expect(manager.signinRedirect).toHaveBeenCalledWith({
      state: { returnTo: '/stroke/pazienti' },
      ui_locales: 'it',
    });
  });

  it('asks for the sign-in page in the language the user chose', async () => {
    await setLanguage('en');
    const { auth, manager } = setup(null);
    await auth.signIn('/apps');
    expect(manager.signinRedirect).toHaveBeenCalledWith(expect.objectContaining({ ui_locales: 'en' }));
  });

  it('goes to /serverproblems when the provider cannot be reached for login', async () => {
    const { auth, manager, deps } = setup(null);
    manager.signinRedirect.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await auth.signIn('/');
    expect(deps.navigate).toHaveBeenCalledWith('/serverproblems');
  });

  it('loses authentication when the provider rejects the refresh token', async () => {
    const { auth, session, manager, deps } = setup(user({ expires_at: nowSeconds + 10 }));
    await auth.syncFromStore();
    manager.signinSilent.mockRejectedValueOnce(
      Object.assign(new Error('invalid_grant'), { error: 'invalid_grant' }),
    );
    expect(await auth.checkTokens()).toBe('rejected');
    expect(deps.clearClientState).toHaveBeenCalled();
    expect(session.get()).toEqual(anonymousSession);
    expect(deps.onAuthLost).toHaveBeenCalled();
  });

  it('only logs a refresh that failed for another reason and keeps the session', async () => {
    const { auth, session, manager, deps } = setup(user({ expires_at: nowSeconds + 10 }));
    await auth.syncFromStore();
    manager.signinSilent.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await auth.checkTokens()).toBe('failed');
    expect(deps.log).toHaveBeenCalled();
    expect(deps.clearClientState).not.toHaveBeenCalled();
    expect(session.get().logged).toBe(true);
  });

  it('takes the tokens another tab refreshed into the session', async () => {
    const { auth, session, setUser } = setup();
    await auth.restore();
    const refreshed = user({ refresh_token: 'refresh-2' }, { exp: nowSeconds + 300, jti: 'second' });
    setUser(refreshed);
    await auth.checkTokens();
    expect(session.get().bearerToken).toBe(refreshed.access_token);
    expect(session.get().refreshToken).toBe('refresh-2');
  });

  it('loses authentication when another tab removed the user', async () => {
    const { auth, session, setUser, deps } = setup();
    await auth.restore();
    setUser(null);
    await auth.syncFromStore();
    expect(session.get().logged).toBe(false);
    expect(deps.clearClientState).toHaveBeenCalled();
  });
});

describe('logout (SPEC.md §4)', () => {
  it("lands on the application's lowercase name when it has a public home", () => {
    expect(logoutLandingPath({ appName: 'Prosa', hasHomePublic: true })).toBe('/prosa');
    expect(logoutLandingPath({ appName: 'Stroke', hasHomePublic: false })).toBe('/');
    expect(logoutLandingPath({ appName: null, hasHomePublic: true })).toBe('/');
  });

  it('clears everything and ends the provider session with the id token', async () => {
    const { auth, session, manager, deps } = setup();
    await auth.restore();
    auth.chooseApplication(prosa);
    await auth.signOut();
    expect(deps.clearClientState).toHaveBeenCalled();
    expect(session.get()).toEqual(anonymousSession);
    expect(manager.signoutRedirect).toHaveBeenCalledWith({
      id_token_hint: 'id-token-1',
      post_logout_redirect_uri: 'https://halo.example.it/prosa',
    });
  });

  it('is not undone by a sign-in asked while the provider redirect is on its way', async () => {
    const { auth, manager } = setup();
    await auth.restore();
    let leave = () => {};
    manager.signoutRedirect.mockImplementationOnce(
      () =>
        new Promise<void>((resolve) => {
          leave = resolve;
        }),
    );
    const out = auth.signOut();
    // The page re-renders signed out at once; its guarded route asks for a sign-in (it must not start one).
    await auth.signIn('/stroke');
    expect(manager.signinRedirect).not.toHaveBeenCalled();
    leave();
    await out;
    expect(manager.signoutRedirect).toHaveBeenCalled();
  });

  it('goes to the public root for an application without public home', async () => {
    const { auth, manager } = setup();
    await auth.restore();
    auth.chooseApplication(stroke);
    await auth.signOut();
    expect(manager.signoutRedirect).toHaveBeenCalledWith(
      expect.objectContaining({ post_logout_redirect_uri: 'https://halo.example.it/' }),
    );
  });

  it('goes to /serverproblems when the provider cannot end the session', async () => {
    const { auth, manager, deps } = setup();
    await auth.restore();
    manager.signoutRedirect.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await auth.signOut();
    expect(deps.clearClientState).toHaveBeenCalled();
    expect(deps.navigate).toHaveBeenCalledWith('/serverproblems');
  });

  it('goes to /serverproblems when the identity provider never came up', async () => {
    const { auth, deps } = setup(null, null);
    await auth.signOut();
    expect(deps.navigate).toHaveBeenCalledWith('/serverproblems');
  });
});
