import { type Application, deriveRole } from '@halo/contract';
import { accessTokenClaims } from './jwt-claims.ts';
import type { Session } from './session.store.ts';

/** Pure rules of the sign-in session (SPEC.md §4). */

/** Where the browser lands after sign-in when nothing else was asked for: the application chooser. */
export const DEFAULT_AFTER_LOGIN = '/apps';

/**
 * Logout lands on `/<application lowercase name>` when the application has a public home, else on the public
 * root. Both must be registered as post-logout redirect URIs at the provider.
 */
export function logoutLandingPath(session: { appName: string | null; hasHomePublic: boolean }): string {
  if (session.hasHomePublic && session.appName) {
    return `/${encodeURIComponent(session.appName.trim().toLowerCase())}`;
  }
  return '/';
}

/**
 * Only a same-origin path may be a return target, so a crafted login link cannot send the user elsewhere
 * after sign-in (open redirect).
 */
export function safeReturnTo(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value.startsWith('/oidc/callback')) return null;
  return value;
}

/** The session fields of a chosen application, with the user's role in it (SPEC.md §2, §6). */
export function applicationSession(app: Application, bearerToken: string | null): Partial<Session> {
  const { role, isAdmin } = deriveRole(accessTokenClaims(bearerToken), app.clientId);
  return {
    appID: app.id,
    appName: app.nome,
    appClientId: app.clientId,
    role,
    isAdmin,
    hasHomePublic: app.hasHomePublic,
  };
}
