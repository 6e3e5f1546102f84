import { describe, expect, it, vi } from 'vitest';
import {
  createRefreshCoordinator,
  type ExclusiveRunner,
  type LockManagerLike,
  REFRESH_LOCK_NAME,
  shouldRefresh,
  storageLockRunner,
  TOKEN_CHECK_INTERVAL_MS,
  type TokenSnapshot,
  webLocksRunner,
} from './token-refresh.ts';

const NOW = 1_700_000_000_000;
const nowSeconds = NOW / 1000;

describe('when to refresh (SPEC.md §4)', () => {
  it('checks every 6000 ms', () => {
    expect(TOKEN_CHECK_INTERVAL_MS).toBe(6000);
  });

  it('refreshes a 5-minute token in its last 60 seconds', () => {
    expect(shouldRefresh({ expiresAt: nowSeconds + 61, lifetime: 300 }, NOW)).toBe(false);
    expect(shouldRefresh({ expiresAt: nowSeconds + 60, lifetime: 300 }, NOW)).toBe(true);
    expect(shouldRefresh({ expiresAt: nowSeconds - 5, lifetime: 300 }, NOW)).toBe(true);
  });

  it('refreshes a short-lived token in the second half of its life', () => {
    expect(shouldRefresh({ expiresAt: nowSeconds + 31, lifetime: 60 }, NOW)).toBe(false);
    expect(shouldRefresh({ expiresAt: nowSeconds + 30, lifetime: 60 }, NOW)).toBe(true);
  });
});

/** A fake of navigator.locks: one holder per name, the others queue (the Web Locks semantics). */
function fakeLockManager(): LockManagerLike {
  const queues = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const previous = queues.get(name) ?? Promise.resolve();
      const result = previous.then(callback, callback);
      queues.set(
        name,
        result.catch(() => undefined),
      );
      return result;
    },
  };
}

function mapStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

/**
 * Two tabs: one shared token store (localStorage in the browser) and one token endpoint that rotates the
 * refresh token, rejecting an already-used one like the provider does.
 */
function twoTabs(runnerFor: (tab: 'a' | 'b') => ExclusiveRunner) {
  let stored: TokenSnapshot = {
    accessToken: 'access-1',
    refreshToken: 'refresh-1',
    expiresAt: nowSeconds + 20,
    lifetime: 300,
  };
  const used = new Set<string>();
  const tokenEndpoint = vi.fn(async (refreshToken: string) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (used.has(refreshToken)) throw Object.assign(new Error('invalid_grant'), { error: 'invalid_grant' });
    used.add(refreshToken);
    const n = used.size + 1;
    return {
      accessToken: `access-${n}`,
      refreshToken: `refresh-${n}`,
      expiresAt: nowSeconds + 300,
      lifetime: 300,
    };
  });
  const tab = (name: 'a' | 'b') =>
    createRefreshCoordinator({
      read: async () => ({ ...stored }),
      refresh: async () => {
        stored = await tokenEndpoint(stored.refreshToken ?? '');
      },
      runExclusive: runnerFor(name),
      now: () => NOW,
      log: () => {},
    });
  return { a: tab('a'), b: tab('b'), tokenEndpoint, current: () => stored };
}

describe('one tab refreshes at a time (refresh-token rotation)', () => {
  it('with Web Locks: only one tab calls the token endpoint, the other picks up its tokens', async () => {
    const locks = fakeLockManager();
    const { a, b, tokenEndpoint, current } = twoTabs(() => webLocksRunner(locks));
    const outcomes = await Promise.all([a.check(), b.check()]);
    expect(tokenEndpoint).toHaveBeenCalledTimes(1);
    expect(outcomes.sort()).toEqual(['picked-up', 'refreshed']);
    expect(current()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
  });

  it('with the localStorage fallback: the same single refresh', async () => {
    const storage = mapStorage();
    const { a, b, tokenEndpoint, current } = twoTabs((tab) =>
      storageLockRunner(storage, { ownerId: tab, pollMs: 1 }),
    );
    const outcomes = await Promise.all([a.check(), b.check()]);
    expect(tokenEndpoint).toHaveBeenCalledTimes(1);
    expect(outcomes.sort()).toEqual(['picked-up', 'refreshed']);
    expect(current().accessToken).toBe('access-2');
    expect(storage.getItem(`${REFRESH_LOCK_NAME}.lock`)).toBeNull();
  });

  it('without any lock both tabs would refresh and the second would be rejected', async () => {
    const noLock: ExclusiveRunner = (_name, task) => task();
    const { a, b, tokenEndpoint } = twoTabs(() => noLock);
    const outcomes = await Promise.all([a.check(), b.check()]);
    expect(tokenEndpoint).toHaveBeenCalledTimes(2);
    expect(outcomes).toContain('rejected');
  });

  it('takes over a lock whose holder died (expired claim)', async () => {
    const storage = mapStorage();
    let clock = 0;
    storage.setItem(`${REFRESH_LOCK_NAME}.lock`, JSON.stringify({ owner: 'dead-tab', expires: 10 }));
    const run = storageLockRunner(storage, {
      ownerId: 'live',
      now: () => clock,
      sleep: async () => {
        clock += 5;
      },
    });
    await expect(run(REFRESH_LOCK_NAME, async () => 'done')).resolves.toBe('done');
  });
});

describe('refresh coordinator', () => {
  const fresh: TokenSnapshot = {
    accessToken: 'a',
    refreshToken: 'r',
    expiresAt: nowSeconds + 250,
    lifetime: 300,
  };
  const passThrough: ExclusiveRunner = (_name, task) => task();

  it('does nothing while the token is fresh', async () => {
    const refresh = vi.fn();
    const coordinator = createRefreshCoordinator({
      read: async () => fresh,
      refresh,
      runExclusive: passThrough,
      now: () => NOW,
    });
    expect(await coordinator.check()).toBe('fresh');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('only logs a failed refresh (SPEC.md §8)', async () => {
    const log = vi.fn();
    const coordinator = createRefreshCoordinator({
      read: async () => ({ ...fresh, expiresAt: nowSeconds + 10 }),
      refresh: async () => {
        throw new TypeError('Failed to fetch');
      },
      runExclusive: passThrough,
      now: () => NOW,
      log,
    });
    expect(await coordinator.check()).toBe('failed');
    expect(log).toHaveBeenCalledWith('Rinnovo del token non riuscito.', expect.any(TypeError));
  });

  it('reports no session when there are no tokens', async () => {
    const coordinator = createRefreshCoordinator({
      read: async () => null,
      refresh: vi.fn(),
      runExclusive: passThrough,
      now: () => NOW,
    });
    expect(await coordinator.check()).toBe('no-session');
  });

  it('shares one check in progress within the same tab', async () => {
    const refresh = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    const coordinator = createRefreshCoordinator({
      read: async () => ({ ...fresh, expiresAt: nowSeconds + 10 }),
      refresh,
      runExclusive: passThrough,
      now: () => NOW,
    });
    await Promise.all([coordinator.check(), coordinator.check()]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
