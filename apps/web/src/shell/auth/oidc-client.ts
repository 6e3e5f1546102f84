import type { ClientConfig } from '@halo/contract';
import { IndexedDbDPoPStore, type User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { dpopAvailable, OIDC_SCOPE, oidcRedirectUri } from './oidc-settings.ts';

/**
 * The identity client, oidc-client-ts: a chunk of its own, loaded the first time the shell signs in, completes a
 * sign-in, finds a stored session or signs a DPoP proof (deferred-user-manager.ts). A citizen reading Pro.Sa.'s
 * public pages never downloads it.
 *
 * Authorization code + PKCE (oidc-client-ts always uses PKCE for `code`). The user is kept in localStorage so
 * every tab reads the tokens the refreshing tab wrote; silent renew is off because the shell refreshes under a
 * cross-tab lock (token-refresh.ts); no check-session iframe, which the CSP would block anyway.
 */
export function createUserManager(oidc: ClientConfig['oidc'], origin: string, userStorage: Storage) {
  const manager = new UserManager({
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
  });
  return {
    manager,
    /** A DPoP proof for one call with this access token. */
    dpopProof: (url: string, method: string, accessToken: string) =>
      manager.dpopProof(url, { access_token: accessToken } as User, method),
  };
}
