import type { ClientConfig } from '@halo/contract';
import { IndexedDbDPoPStore, type UserManagerSettings, WebStorageStateStore } from 'oidc-client-ts';

/** `offline_access` gives the refresh token the shell rotates itself. */
export const OIDC_SCOPE = 'openid profile email offline_access';
/** Registered at the provider as `<origin>/oidc/callback`. */
export const OIDC_CALLBACK_PATH = '/oidc/callback';

export function oidcRedirectUri(origin: string): string {
  return `${origin}${OIDC_CALLBACK_PATH}`;
}

/**
 * Authorization code + PKCE (oidc-client-ts always uses PKCE for `code`). The user is kept in localStorage so
 * every tab reads the tokens the refreshing tab wrote; silent renew is off because the shell refreshes under a
 * cross-tab lock (token-refresh.ts); no check-session iframe, which the CSP would block anyway.
 */
export function buildOidcSettings(
  oidc: ClientConfig['oidc'],
  origin: string,
  userStorage: Storage,
): UserManagerSettings {
  return {
    authority: oidc.issuer,
    client_id: oidc.clientId,
    redirect_uri: oidcRedirectUri(origin),
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: OIDC_SCOPE,
    automaticSilentRenew: false,
    monitorSession: false,
    loadUserInfo: false,
    userStore: new WebStorageStateStore({ store: userStorage }),
    // Sender-constrained tokens (ADR 0011): a non-extractable key in IndexedDB, proofs at the token endpoint.
    ...(dpopAvailable() ? { dpop: { store: new IndexedDbDPoPStore(), bind_authorization_code: true } } : {}),
  };
}

/** DPoP needs WebCrypto (a secure context: HTTPS or localhost) and IndexedDB to keep the key. */
function dpopAvailable(): boolean {
  return typeof indexedDB !== 'undefined' && globalThis.crypto?.subtle !== undefined;
}
