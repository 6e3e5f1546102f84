/** `offline_access` gives the refresh token the shell rotates itself. */
export const OIDC_SCOPE = 'openid profile email offline_access';
/** Registered at the provider as `<origin>/oidc/callback`. */
export const OIDC_CALLBACK_PATH = '/oidc/callback';

export function oidcRedirectUri(origin: string): string {
  return `${origin}${OIDC_CALLBACK_PATH}`;
}

/** DPoP needs WebCrypto (a secure context: HTTPS or localhost) and IndexedDB to keep the key. */
export function dpopAvailable(): boolean {
  return typeof indexedDB !== 'undefined' && globalThis.crypto?.subtle !== undefined;
}

/** Where oidc-client-ts keeps a signed-in user in the browser's storage: `oidc.user:<issuer>:<client id>`. */
export function isUserStoreKey(key: string): boolean {
  return key.startsWith('oidc.user:');
}
