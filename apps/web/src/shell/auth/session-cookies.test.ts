import { afterEach, describe, expect, it } from 'vitest';
import { clearClientState } from './client-state.ts';
import { anonymousSession, createSessionStore, type Session, sessionCookieValues } from './session.store.ts';
import {
  COOKIE_MAX_AGE_SECONDS,
  clearSessionCookies,
  readCookie,
  serializeCookie,
  serializeExpiredCookie,
  sessionCookieNames,
  writeSessionCookies,
} from './session-cookies.ts';

const now = Date.UTC(2025, 0, 15, 10, 0, 0);

const signedIn: Session = {
  ...anonymousSession,
  logged: true,
  userID: 'u-1',
  username: 'mrossi',
  usermail: 'mario.rossi@example.it',
  displayName: 'Mario Rossi',
  role: 'medico',
  isAdmin: false,
  appID: 4,
  appName: 'Stroke',
  appClientId: 'stroke',
  hasHomePublic: false,
  bearerToken: 'access.token.value',
  refreshToken: 'refresh-token',
};

afterEach(() => clearSessionCookies());

describe('session cookies (SPEC.md §3, §9)', () => {
  it('lasts one day, for the whole site, SameSite=Strict', () => {
    const cookie = serializeCookie('username', 'mrossi', { secure: false, now });
    expect(cookie).toContain('username=mrossi');
    expect(cookie).toContain(`Max-Age=${COOKIE_MAX_AGE_SECONDS}`);
    expect(COOKIE_MAX_AGE_SECONDS).toBe(86400);
    expect(cookie).toContain('Expires=Thu, 16 Jan 2025 10:00:00 GMT');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).not.toContain('Secure');
  });

  it('is Secure when the page is served over HTTPS', () => {
    expect(serializeCookie('bearerToken', 'x', { secure: true, now })).toMatch(/; Secure$/);
    expect(serializeExpiredCookie('bearerToken', { secure: true })).toMatch(/; Secure$/);
  });

  it('encodes values so a separator in a name cannot forge another attribute', () => {
    expect(serializeCookie('appName', 'A; Path=/x', { secure: false, now })).toMatch(
      /^appName=A%3B%20Path%3D%2Fx;/,
    );
  });

  it('writes every session cookie from the session', () => {
    const writes: string[] = [];
    const jar = {
      set cookie(value: string) {
        writes.push(value);
      },
      get cookie() {
        return '';
      },
    };
    writeSessionCookies(sessionCookieValues(signedIn), jar, { secure: true, now });
    expect(writes).toHaveLength(sessionCookieNames.length);
    expect(writes.every((w) => w.includes('SameSite=Strict') && w.endsWith('Secure'))).toBe(true);
    expect(writes).toContain(serializeCookie('appID', '4', { secure: true, now }));
    expect(writes).toContain(serializeCookie('logged', 'true', { secure: true, now }));
    expect(writes).toContain(serializeCookie('isAdmin', 'false', { secure: true, now }));
  });

  it('is readable in the document and cleared by clearSessionCookies', () => {
    writeSessionCookies(sessionCookieValues(signedIn));
    expect(readCookie('username')).toBe('mrossi');
    expect(readCookie('appName')).toBe('Stroke');
    expect(readCookie('bearerToken')).toBe('access.token.value');
    clearSessionCookies();
    for (const name of sessionCookieNames) expect(readCookie(name)).toBeNull();
  });

  it('deletes a cookie whose value became empty instead of leaving the old one', () => {
    writeSessionCookies(sessionCookieValues(signedIn));
    writeSessionCookies(sessionCookieValues({ ...signedIn, appID: null, appName: null }));
    expect(readCookie('appID')).toBeNull();
    expect(readCookie('appName')).toBeNull();
    expect(readCookie('username')).toBe('mrossi');
  });
});

describe('session store', () => {
  it('persists the session in localStorage without the tokens and restores it', () => {
    const store = createSessionStore();
    store.update(signedIn);
    const saved = localStorage.getItem('halo.session') ?? '';
    expect(saved).toContain('mrossi');
    expect(saved).not.toContain('access.token.value');
    expect(saved).not.toContain('refresh-token');
    const restored = createSessionStore().get();
    expect(restored).toMatchObject({ logged: true, username: 'mrossi', appID: 4, bearerToken: null });
  });

  it('writes the cookies on every change and logged=false on reset', () => {
    const store = createSessionStore();
    store.update(signedIn);
    expect(readCookie('logged')).toBe('true');
    store.reset();
    expect(store.get().logged).toBe(false);
    expect(readCookie('logged')).toBe('false');
    expect(readCookie('username')).toBeNull();
    expect(localStorage.getItem('halo.session')).toBeNull();
  });
});

describe('clearing the client state when authentication is lost (SPEC.md §4)', () => {
  it('clears the cookies, localStorage and sessionStorage', () => {
    writeSessionCookies(sessionCookieValues(signedIn));
    localStorage.setItem('oidc.user:issuer:halo-web', '{"access_token":"a"}');
    localStorage.setItem('halo.session', '{}');
    sessionStorage.setItem('anything', 'x');
    clearClientState();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    for (const name of sessionCookieNames) expect(readCookie(name)).toBeNull();
  });

  it("keeps the browser's language, which is not the session's", () => {
    localStorage.setItem('halo.language', 'en');
    localStorage.setItem('halo.session', '{}');
    clearClientState();
    expect(localStorage.getItem('halo.session')).toBeNull();
    expect(localStorage.getItem('halo.language')).toBe('en');
    expect(localStorage.length).toBe(1);
  });
});
