import type { ClientConfig } from '@halo/contract';
import type { OidcUserLike, UserManagerLike } from './auth.service.ts';
import { isUserStoreKey } from './oidc-settings.ts';

type IdentityClient = ReturnType<typeof import('./oidc-client.ts')['createUserManager']>;

/** The identity client as the shell holds it: the calls of auth.service.ts, and DPoP proofs for the API calls. */
export interface DeferredUserManager extends UserManagerLike {
  dpopProof(url: string, method: string, accessToken: string): Promise<string | undefined>;
}

function hasStoredUser(storage: Storage): boolean {
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key !== null && isUserStoreKey(key)) return true;
  }
  return false;
}

/**
 * The identity client, loaded on first use (docs/adr/0035-first-page.md): signing in or out, the sign-in callback,
 * a refresh, a DPoP proof — and reading the stored user only when this browser keeps one, so a visitor who never
 * signed in never loads oidc-client-ts. A load that failed (network, a new deployment) is tried again next time.
 */
export function deferredUserManager(
  oidc: ClientConfig['oidc'],
  origin: string,
  storage: Storage,
  load: () => Promise<{
    createUserManager: (oidc: ClientConfig['oidc'], origin: string, storage: Storage) => IdentityClient;
  }> = () => import('./oidc-client.ts'),
): DeferredUserManager {
  let client: Promise<IdentityClient> | null = null;
  function identityClient(): Promise<IdentityClient> {
    client ??= load()
      .then((module) => module.createUserManager(oidc, origin, storage))
      .catch((error: unknown) => {
        client = null;
        throw error;
      });
    return client;
  }
  const manager = async () => (await identityClient()).manager;
  return {
    async getUser(): Promise<OidcUserLike | null> {
      if (!hasStoredUser(storage)) return null;
      return (await manager()).getUser();
    },
    signinRedirect: async (args) => (await manager()).signinRedirect(args),
    signinCallback: async (url) => (await manager()).signinCallback(url),
    signinSilent: async () => (await manager()).signinSilent(),
    signoutRedirect: async (args) => (await manager()).signoutRedirect(args),
    dpopProof: async (url, method, accessToken) =>
      (await identityClient()).dpopProof(url, method, accessToken),
  };
}
