/**
 * The session cookies of SPEC.md §3, written by the SPA (DESIGN.md §3). The server never reads them: it accepts
 * only the Authorization header, so a forged cross-site request carries no credentials.
 */
export const sessionCookieNames = [
  'appID',
  'appName',
  'bearerToken',
  'isAdmin',
  'refreshToken',
  'role',
  'username',
  'usermail',
  'userID',
  'logged',
  'hasHomePublic',
] as const;

export type SessionCookieName = (typeof sessionCookieNames)[number];
export type SessionCookieValues = Record<SessionCookieName, string | null>;

/** SPEC.md §9: cookies expire after 1 day. */
export const COOKIE_MAX_AGE_SECONDS = 24 * 60 * 60;

export interface CookieOptions {
  /** Mark the cookie Secure: on whenever the page is served over HTTPS. */
  secure: boolean;
  /** Clock in ms, for the Expires attribute. */
  now?: number;
}

export function isSecureContextProtocol(protocol: string): boolean {
  return protocol === 'https:';
}

/** One `document.cookie` assignment: 1 day, whole site, SameSite=Strict, Secure on HTTPS. */
export function serializeCookie(name: SessionCookieName, value: string, options: CookieOptions): string {
  const expires = new Date((options.now ?? Date.now()) + COOKIE_MAX_AGE_SECONDS * 1000).toUTCString();
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${COOKIE_MAX_AGE_SECONDS}`,
    `Expires=${expires}`,
    'Path=/',
    'SameSite=Strict',
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** The assignment that deletes a cookie (same path and flags, already expired). */
export function serializeExpiredCookie(
  name: SessionCookieName,
  options: Pick<CookieOptions, 'secure'>,
): string {
  const parts = [
    `${name}=`,
    'Max-Age=0',
    'Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    'Path=/',
    'SameSite=Strict',
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

interface CookieJar {
  cookie: string;
}

function defaultSecure(): boolean {
  return typeof location !== 'undefined' && isSecureContextProtocol(location.protocol);
}

/** Writes every session cookie; a null value deletes the cookie so no stale value survives. */
export function writeSessionCookies(
  values: SessionCookieValues,
  jar: CookieJar = document,
  options: CookieOptions = { secure: defaultSecure() },
): void {
  for (const name of sessionCookieNames) {
    const value = values[name];
    jar.cookie =
      value === null ? serializeExpiredCookie(name, options) : serializeCookie(name, value, options);
  }
}

export function clearSessionCookies(
  jar: CookieJar = document,
  options: Pick<CookieOptions, 'secure'> = { secure: defaultSecure() },
): void {
  for (const name of sessionCookieNames) {
    jar.cookie = serializeExpiredCookie(name, options);
  }
}

export function readCookie(name: string, jar: CookieJar = document): string | null {
  for (const pair of jar.cookie.split(';')) {
    const index = pair.indexOf('=');
    if (index < 0) continue;
    if (pair.slice(0, index).trim() === name) return decodeURIComponent(pair.slice(index + 1).trim());
  }
  return null;
}
