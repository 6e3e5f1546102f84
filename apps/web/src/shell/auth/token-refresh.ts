/**
 * Token refresh of SPEC.md §4: every 6 s the tab checks its access token and refreshes it when it is close to
 * expiry. The provider rotates refresh tokens, so two tabs refreshing with the same refresh token would get the
 * session revoked: only the tab holding the lock refreshes; the others wait, then read the new tokens from the
 * shared storage.
 */

/** SPEC.md §9. */
export const TOKEN_CHECK_INTERVAL_MS = 6000;
export const REFRESH_LOCK_NAME = 'halo-token-refresh';
/** Refresh when less than this is left (or less than half the lifetime, for short-lived tokens). */
export const REFRESH_MARGIN_SECONDS = 60;

export interface TokenSnapshot {
  accessToken: string;
  refreshToken: string | null;
  /** Seconds since the epoch. */
  expiresAt: number;
  /** Total validity in seconds, as issued. */
  lifetime: number;
}

export function shouldRefresh(token: Pick<TokenSnapshot, 'expiresAt' | 'lifetime'>, nowMs: number): boolean {
  const secondsLeft = token.expiresAt - nowMs / 1000;
  const margin = Math.min(REFRESH_MARGIN_SECONDS, token.lifetime / 2);
  return secondsLeft <= margin;
}

/** Runs a task while holding a lock shared by every tab of the origin. */
export type ExclusiveRunner = <T>(name: string, task: () => Promise<T>) => Promise<T>;

export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export function webLocksRunner(locks: LockManagerLike): ExclusiveRunner {
  return (name, task) => locks.request(name, task);
}

interface StorageLockRecord {
  owner: string;
  expires: number;
}

export interface StorageLockOptions {
  /** A crashed holder's lock lapses after this. */
  ttlMs?: number;
  pollMs?: number;
  ownerId?: string;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

function readLock(storage: Pick<Storage, 'getItem'>, key: string): StorageLockRecord | null {
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as StorageLockRecord) : null;
  } catch {
    return null;
  }
}

/**
 * Fallback leader election through localStorage for browsers without Web Locks: write a claim, read it back,
 * and wait while another tab's unexpired claim is there. Best effort: the refresh it guards is idempotent
 * enough that a rare double refresh costs one re-login, not data.
 */
export function storageLockRunner(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  options: StorageLockOptions = {},
): ExclusiveRunner {
  const ttlMs = options.ttlMs ?? 15_000;
  const pollMs = options.pollMs ?? 100;
  const ownerId = options.ownerId ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  return async (name, task) => {
    const key = `${name}.lock`;
    for (;;) {
      const held = readLock(storage, key);
      if (!held || held.expires <= now() || held.owner === ownerId) {
        storage.setItem(key, JSON.stringify({ owner: ownerId, expires: now() + ttlMs }));
        if (readLock(storage, key)?.owner === ownerId) break;
      }
      await sleep(pollMs);
    }
    try {
      return await task();
    } finally {
      if (readLock(storage, key)?.owner === ownerId) storage.removeItem(key);
    }
  };
}

/** Web Locks where the browser has them, else the localStorage election. */
export function defaultExclusiveRunner(): ExclusiveRunner {
  const locks =
    typeof navigator !== 'undefined' ? (navigator as { locks?: LockManagerLike }).locks : undefined;
  if (locks && typeof locks.request === 'function') return webLocksRunner(locks);
  return storageLockRunner(globalThis.localStorage);
}

export type RefreshOutcome =
  /** No tokens at all. */
  | 'no-session'
  /** Not close to expiry. */
  | 'fresh'
  /** This tab refreshed. */
  | 'refreshed'
  /** Another tab refreshed while this one waited for the lock; the new tokens came from storage. */
  | 'picked-up'
  /** The refresh failed; only logged (SPEC.md §8). */
  | 'failed'
  /** The provider refused the refresh token: the session is over. */
  | 'rejected';

export interface RefreshCoordinatorDeps {
  /** Current tokens from the storage every tab shares. */
  read(): Promise<TokenSnapshot | null>;
  /** Calls the token endpoint and stores the answer in the shared storage. */
  refresh(): Promise<void>;
  runExclusive: ExclusiveRunner;
  now?: () => number;
  log?: (message: string, error: unknown) => void;
}

/** An OAuth error the provider answers when the refresh token is no longer valid. */
export function isRefreshRejected(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'error' in error &&
    (error as { error: unknown }).error === 'invalid_grant'
  );
}

export function createRefreshCoordinator(deps: RefreshCoordinatorDeps) {
  const now = deps.now ?? Date.now;
  const log = deps.log ?? ((message: string, error: unknown) => console.error(message, error));
  let running: Promise<RefreshOutcome> | null = null;

  async function run(): Promise<RefreshOutcome> {
    const before = await deps.read();
    if (!before) return 'no-session';
    if (!shouldRefresh(before, now())) return 'fresh';
    return deps.runExclusive(REFRESH_LOCK_NAME, async () => {
      // Re-read under the lock: the tab that held it may have refreshed already.
      const current = await deps.read();
      if (!current) return 'no-session';
      if (current.accessToken !== before.accessToken && !shouldRefresh(current, now())) return 'picked-up';
      if (!current.refreshToken) {
        log('Rinnovo del token non possibile: nessun refresh token.', null);
        return 'failed';
      }
      try {
        await deps.refresh();
        return 'refreshed';
      } catch (error) {
        log('Rinnovo del token non riuscito.', error);
        return isRefreshRejected(error) ? 'rejected' : 'failed';
      }
    });
  }

  return {
    /** One check; overlapping calls in the same tab share the one in progress. */
    check(): Promise<RefreshOutcome> {
      if (!running) {
        running = run().finally(() => {
          running = null;
        });
      }
      return running;
    },
  };
}
