import { useSyncExternalStore } from 'react';
import { type SessionCookieValues, writeSessionCookies } from './session-cookies.ts';

/** What the shell knows about the signed-in user and the chosen application (SPEC.md §3, §4). */
export interface Session {
  logged: boolean;
  userID: string | null;
  username: string | null;
  usermail: string | null;
  /** Full name for the user menu; falls back to the username. */
  displayName: string | null;
  role: string | null;
  isAdmin: boolean;
  appID: number | null;
  appName: string | null;
  /** Identity client of the chosen application: its client roles give the user's role there. */
  appClientId: string | null;
  hasHomePublic: boolean;
  bearerToken: string | null;
  refreshToken: string | null;
}

export const anonymousSession: Session = Object.freeze({
  logged: false,
  userID: null,
  username: null,
  usermail: null,
  displayName: null,
  role: null,
  isAdmin: false,
  appID: null,
  appName: null,
  appClientId: null,
  hasHomePublic: false,
  bearerToken: null,
  refreshToken: null,
});

export const SESSION_STORAGE_KEY = 'halo.session';

export function sessionCookieValues(session: Session): SessionCookieValues {
  return {
    appID: session.appID === null ? null : String(session.appID),
    appName: session.appName,
    bearerToken: session.bearerToken,
    isAdmin: String(session.isAdmin),
    refreshToken: session.refreshToken,
    role: session.role,
    username: session.username,
    usermail: session.usermail,
    userID: session.userID,
    logged: String(session.logged),
    hasHomePublic: String(session.hasHomePublic),
  };
}

export interface SessionStore {
  get(): Session;
  update(patch: Partial<Session>): void;
  /** Back to not logged in (SPEC.md §4); the caller clears storage. */
  reset(): void;
  subscribe(listener: () => void): () => void;
}

interface SessionStoreDeps {
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  writeCookies?: (values: SessionCookieValues) => void;
}

// Tokens stay out of the persisted copy: the identity client keeps them in its own store and the shell
// reloads them from there, so one place holds each secret.
function persistable(session: Session): Omit<Session, 'bearerToken' | 'refreshToken'> {
  const { bearerToken: _bearer, refreshToken: _refresh, ...rest } = session;
  return rest;
}

function restore(storage: SessionStoreDeps['storage']): Session {
  try {
    const raw = storage?.getItem(SESSION_STORAGE_KEY);
    if (!raw) return anonymousSession;
    const saved = JSON.parse(raw) as Partial<Session>;
    return { ...anonymousSession, ...saved, bearerToken: null, refreshToken: null };
  } catch {
    return anonymousSession;
  }
}

export function createSessionStore(deps: SessionStoreDeps = {}): SessionStore {
  const storage = deps.storage === undefined ? globalThis.localStorage : deps.storage;
  const writeCookies = deps.writeCookies ?? ((values) => writeSessionCookies(values));
  let session = restore(storage);
  const listeners = new Set<() => void>();
  const commit = (next: Session, persist: boolean) => {
    session = next;
    try {
      if (persist) storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(persistable(next)));
      else storage?.removeItem(SESSION_STORAGE_KEY);
    } catch {
      // Storage full or denied (private mode): the in-memory session still works for this tab.
    }
    writeCookies(sessionCookieValues(next));
    for (const listener of listeners) listener();
  };
  return {
    get: () => session,
    update(patch) {
      commit({ ...session, ...patch }, true);
    },
    reset() {
      commit(anonymousSession, false);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useSessionSnapshot(store: SessionStore): Session {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** The tab's session, restored from local storage (SPEC.md §9). */
export const sessionStore = createSessionStore();

export function getAccessToken(): string | null {
  return sessionStore.get().bearerToken;
}
