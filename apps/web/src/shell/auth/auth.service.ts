import { type Application, deriveRole } from '@halo/contract';
import { currentLanguage } from '../../i18n/i18n.ts';
import { applicationSession, DEFAULT_AFTER_LOGIN, logoutLandingPath, safeReturnTo } from './auth-rules.ts';
import { accessTokenClaims, tokenTimes } from './jwt-claims.ts';
import type { Session, SessionStore } from './session.store.ts';
import {
  createRefreshCoordinator,
  type ExclusiveRunner,
  isRefreshRejected,
  REFRESH_LOCK_NAME,
  type RefreshOutcome,
  TOKEN_CHECK_INTERVAL_MS,
  type TokenSnapshot,
} from './token-refresh.ts';

/** The part of an oidc-client-ts User the shell reads. */
export interface OidcUserLike {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  expires_at?: number;
  profile: { sub?: string; preferred_username?: string; email?: string; name?: string };
  state?: unknown;
}

/** The part of oidc-client-ts's UserManager the shell calls (tests pass a fake). */
export interface UserManagerLike {
  getUser(): Promise<OidcUserLike | null>;
  signinRedirect(args?: { state?: unknown; ui_locales?: string }): Promise<void>;
  signinCallback(url?: string): Promise<OidcUserLike | undefined>;
  signinSilent(): Promise<OidcUserLike | null>;
  signoutRedirect(args?: { id_token_hint?: string; post_logout_redirect_uri?: string }): Promise<void>;
}

export interface AuthServiceDeps {
  /** Null when the identity provider could not be set up (its failure is only logged, SPEC.md §8). */
  userManager: UserManagerLike | null;
  session: SessionStore;
  runExclusive: ExclusiveRunner;
  /** Clears cookies, localStorage and sessionStorage. */
  clearClientState: () => void;
  /** Full-page navigation. */
  navigate: (url: string) => void;
  /** The routing must be rebuilt (authentication lost). */
  onAuthLost: () => void;
  origin: string;
  now?: () => number;
  log?: (message: string, error: unknown) => void;
}

// Tokens without iat/exp are treated as the provider's default access-token lifetime.
const DEFAULT_LIFETIME_SECONDS = 300;

function snapshot(user: OidcUserLike): TokenSnapshot {
  const times = tokenTimes(user.access_token);
  const expiresAt = user.expires_at ?? times.exp ?? 0;
  const lifetime =
    times.exp !== null && times.iat !== null ? times.exp - times.iat : DEFAULT_LIFETIME_SECONDS;
  return { accessToken: user.access_token, refreshToken: user.refresh_token ?? null, expiresAt, lifetime };
}

/** The session fields a user's tokens give, with the role in the chosen application (SPEC.md §6). */
export function sessionFromUser(user: OidcUserLike, current: Session): Partial<Session> {
  const claims = accessTokenClaims(user.access_token);
  const userID = claims.sub ?? user.profile.sub ?? null;
  // Another user signing in on this browser must not inherit the previous user's application.
  const sameUser = current.userID === null || current.userID === userID;
  const app = sameUser
    ? { appID: current.appID, appName: current.appName, appClientId: current.appClientId }
    : { appID: null, appName: null, appClientId: null };
  const { role, isAdmin } = deriveRole(claims, app.appClientId ?? '');
  const username = claims.preferred_username ?? user.profile.preferred_username ?? null;
  return {
    logged: true,
    userID,
    username,
    usermail: claims.email ?? user.profile.email ?? null,
    displayName: claims.name ?? user.profile.name ?? username,
    role,
    isAdmin,
    ...app,
    hasHomePublic: sameUser ? current.hasHomePublic : false,
    bearerToken: user.access_token,
    refreshToken: user.refresh_token ?? null,
  };
}

export function createAuthService(deps: AuthServiceDeps) {
  const { userManager: manager, session } = deps;
  const log = deps.log ?? ((message: string, error: unknown) => console.error(message, error));
  let signingIn = false;
  // Between the session being cleared and the provider's logout page loading (with DPoP the key is forgotten
  // first), the page re-renders signed out and its guarded route asks for a sign-in, which would win the race
  // and sign the user straight back in: no sign-in starts while a sign-out is on its way.
  let signingOut = false;

  const coordinator = manager
    ? createRefreshCoordinator({
        read: async () => {
          const user = await manager.getUser();
          return user ? snapshot(user) : null;
        },
        refresh: async () => {
          await manager.signinSilent();
        },
        runExclusive: deps.runExclusive,
        now: deps.now,
        log,
      })
    : null;

  function applyUser(user: OidcUserLike): void {
    session.update(sessionFromUser(user, session.get()));
  }

  /** SPEC.md §4: authentication lost → everything cleared, logged false, routing rebuilt. */
  function loseAuthentication(): void {
    deps.clearClientState();
    session.reset();
    deps.onAuthLost();
  }

  /** Re-reads the tokens the shared store holds (another tab may have refreshed them). */
  async function syncFromStore(): Promise<void> {
    if (!manager) return;
    const user = await manager.getUser();
    if (!user) {
      if (session.get().logged) loseAuthentication();
      return;
    }
    if (user.access_token !== session.get().bearerToken) applyUser(user);
  }

  async function checkTokens(): Promise<RefreshOutcome> {
    if (!coordinator) return 'no-session';
    const outcome = await coordinator.check();
    if (outcome === 'rejected') loseAuthentication();
    else await syncFromStore();
    return outcome;
  }

  return {
    session,

    /** At start-up: picks the user up from storage and refreshes an expiring token. */
    async restore(): Promise<void> {
      if (!manager) {
        if (session.get().logged) loseAuthentication();
        return;
      }
      try {
        await syncFromStore();
        if (session.get().logged) await checkTokens();
      } catch (error) {
        log('Ripristino della sessione non riuscito.', error);
      }
    },

    /** Handles the provider's answer on /oidc/callback; gives where to go next, or null when it failed. */
    async completeSignIn(url: string): Promise<string | null> {
      if (!manager) return null;
      try {
        const user = await manager.signinCallback(url);
        if (!user) return null;
        applyUser(user);
        const state = user.state as { returnTo?: unknown } | undefined;
        return safeReturnTo(state?.returnTo) ?? DEFAULT_AFTER_LOGIN;
      } catch (error) {
        log('Accesso non riuscito.', error);
        return null;
      }
    },

    /** Sends the browser to the provider's login, remembering where the user was going. */
    async signIn(returnTo: string): Promise<void> {
      if (signingIn || signingOut) return;
      if (!manager) {
        deps.navigate('/serverproblems');
        return;
      }
      signingIn = true;
      try {
        await manager.signinRedirect({
          state: { returnTo: safeReturnTo(returnTo) ?? DEFAULT_AFTER_LOGIN },
          // The sign-in page speaks the language the user chose here (OIDC ui_locales; Keycloak honours it too).
          ui_locales: currentLanguage(),
        });
      } catch (error) {
        signingIn = false;
        log("Impossibile raggiungere il provider d'identità.", error);
        deps.navigate('/serverproblems');
      }
    },

    /** SPEC.md §4: clear everything, end the provider's session, land on the public page. */
    async signOut(): Promise<void> {
      const landing = logoutLandingPath(session.get());
      signingOut = true;
      let idToken: string | undefined;
      try {
        idToken = (await manager?.getUser())?.id_token;
      } catch {
        idToken = undefined;
      }
      deps.clearClientState();
      session.reset();
      if (!manager) {
        deps.navigate('/serverproblems');
        return;
      }
      try {
        await manager.signoutRedirect({
          id_token_hint: idToken,
          post_logout_redirect_uri: `${deps.origin}${landing}`,
        });
      } catch (error) {
        log("Uscita dal provider d'identità non riuscita.", error);
        deps.navigate('/serverproblems');
      }
    },

    /** Stores the chosen application and the user's role in it (SPEC.md §2, §6). */
    chooseApplication(app: Application): void {
      session.update(applicationSession(app, session.get().bearerToken));
    },

    /** "Resta collegato": new tokens now, under the lock every tab shares; false when that failed. */
    async extendSession(): Promise<boolean> {
      if (!manager) return false;
      try {
        await deps.runExclusive(REFRESH_LOCK_NAME, () => manager.signinSilent());
        await syncFromStore();
        return true;
      } catch (error) {
        log('Rinnovo della sessione non riuscito.', error);
        if (isRefreshRejected(error)) loseAuthentication();
        return false;
      }
    },

    checkTokens,
    syncFromStore,
    loseAuthentication,

    /** The 6 s token check, plus picking up other tabs' changes as soon as they happen. */
    startWatching(userStoreKey: (key: string) => boolean): () => void {
      const timer = setInterval(() => {
        if (session.get().logged) {
          checkTokens().catch((error: unknown) => log('Controllo del token non riuscito.', error));
        }
      }, TOKEN_CHECK_INTERVAL_MS);
      const onStorage = (event: StorageEvent) => {
        // key null: another tab cleared the storage (logout or lost session).
        if (event.key === null || userStoreKey(event.key)) {
          syncFromStore().catch((error: unknown) =>
            log('Sincronizzazione della sessione non riuscita.', error),
          );
        }
      };
      window.addEventListener('storage', onStorage);
      return () => {
        clearInterval(timer);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
