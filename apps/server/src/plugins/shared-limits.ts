import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database, Db } from '../db/database.ts';
import { loggableError } from './error-handler.ts';
import { dpopProofs, rateCounts } from './shared-limits.tables.ts';

/**
 * What every server process must count together (docs/adr/0033-shared-limits.md): the requests to rate-limited
 * routes and the DPoP proofs already seen. PGlite is one process by construction (two cannot open its folder):
 * memory is enough and fastest. On PostgreSQL, tables in the database every replica shares; with REDIS_URL,
 * Redis. Counting is one atomic operation in either, so a limit of N is N whatever the number of replicas.
 */

/** DPoP proofs seen (`plugins/dpop.ts`), by an id that stands for the key and the proof's `jti`. */
export interface ReplayStore {
  /**
   * Remembers `id` for `ttlMs`: true the first time, false while it is remembered (a replay), in one atomic
   * step, so two processes given the same proof at once answer true once. Throws when the store cannot answer.
   */
  remember(id: string, ttlMs: number): Promise<boolean>;
}

/** One request counted for `key` in a window of `windowMs` starting at its first request: the count so far and
 * the milliseconds left in the window, as @fastify/rate-limit's stores answer. */
type Count = (key: string, windowMs: number) => Promise<{ current: number; ttl: number }>;

export interface SharedLimits {
  kind: 'memory' | 'postgres' | 'redis';
  /** @fastify/rate-limit's options: its own memory store, or a shared one that lets requests through when down. */
  rateLimit: { store?: FastifyRateLimitStoreCtor; skipOnError?: boolean };
  replays: ReplayStore;
  close(): Promise<void>;
}

/** How often each process deletes the expired rows of the PostgreSQL stores. */
const PURGE_EVERY_MS = 60_000;
const REDIS_PREFIX = 'halo:';

export async function createSharedLimits(options: {
  database: Database;
  redisUrl: string | undefined;
  log: FastifyBaseLogger;
}): Promise<SharedLimits> {
  const { database, redisUrl, log } = options;
  const countFailed = onceAMinute(log, 'rate-limit store unavailable: requests let through uncounted');
  const replayFailed = onceAMinute(log, 'DPoP proof store unavailable: bound tokens answered 503');
  const logged = (replays: ReplayStore): ReplayStore => ({
    remember: (id, ttlMs) =>
      replays.remember(id, ttlMs).catch((error: unknown) => {
        replayFailed(error);
        throw error;
      }),
  });
  if (redisUrl) {
    const redis = await connectRedis(redisUrl, onceAMinute(log, 'Redis unavailable'));
    const store = redisLimits(redis, REDIS_PREFIX);
    return {
      kind: 'redis',
      rateLimit: { store: rateLimitStore(store.count, countFailed), skipOnError: true },
      replays: logged(store),
      close: () =>
        redis.quit().then(
          () => undefined,
          () => redis.disconnect(),
        ),
    };
  }
  if (database.kind === 'postgres') {
    const store = postgresLimits(database.db);
    const purgeFailed = onceAMinute(log, 'expired rate counts and DPoP proofs not purged');
    const purge = () => store.purge().catch(purgeFailed);
    await purge();
    const timer = setInterval(purge, PURGE_EVERY_MS);
    timer.unref();
    return {
      kind: 'postgres',
      rateLimit: { store: rateLimitStore(store.count, countFailed), skipOnError: true },
      replays: logged(store),
      close: async () => clearInterval(timer),
    };
  }
  return { kind: 'memory', rateLimit: {}, replays: memoryReplays(), close: async () => undefined };
}

/** The proofs seen by this process: enough when it is the only one (PGlite). */
export function memoryReplays(now: () => number = Date.now): ReplayStore {
  // Insertion order is expiry order (one TTL): the expired ones are at the front.
  const seen = new Map<string, number>();
  return {
    async remember(id, ttlMs) {
      const at = now();
      for (const [key, expires] of seen) {
        if (expires > at) break;
        seen.delete(key);
      }
      const expires = seen.get(id);
      if (expires !== undefined && expires > at) return false;
      seen.delete(id);
      seen.set(id, at + ttlMs);
      return true;
    },
  };
}

/**
 * The PostgreSQL stores: one statement each, on the database's clock (the replicas' clocks never meet). A row
 * whose window or proof has expired is taken over by the same statement, so the purge is only housekeeping.
 */
export function postgresLimits(db: Db) {
  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
  return {
    count: (async (key, windowMs) => {
      const result = await db.execute(sql`
        insert into ${rateCounts} as r (key, count, resets_at)
        values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
        on conflict (key) do update set
          count = case when r.resets_at <= now() then 1 else r.count + 1 end,
          resets_at = case when r.resets_at <= now() then excluded.resets_at else r.resets_at end
        returning count, greatest(0, ceil(extract(epoch from r.resets_at - now()) * 1000))::int as ttl`);
      const [row] = rowsOf<{ count: number; ttl: number }>(result);
      return { current: Number(row?.count ?? 1), ttl: Number(row?.ttl ?? windowMs) };
    }) satisfies Count,

    async remember(id: string, ttlMs: number): Promise<boolean> {
      const result = await db.execute(sql`
        insert into ${dpopProofs} as p (id, expires_at)
        values (${id}, now() + ${ttlMs} * interval '1 millisecond')
        on conflict (id) do update set expires_at = excluded.expires_at where p.expires_at <= now()
        returning 1 as first`);
      return rowsOf(result).length === 1;
    },

    async purge(): Promise<void> {
      await db.execute(sql`delete from ${rateCounts} where resets_at < now()`);
      await db.execute(sql`delete from ${dpopProofs} where expires_at < now()`);
    },
  };
}

/** INCR, and the window's expiry set by its first request (as @fastify/rate-limit's own Redis store does). */
const COUNT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

/** The Redis stores, under `prefix`: a counter per window that expires with it, a key per proof (SET NX PX). */
export function redisLimits(redis: Redis, prefix: string) {
  return {
    count: (async (key, windowMs) => {
      const [current, ttl] = (await redis.eval(COUNT_SCRIPT, 1, `${prefix}rate:${key}`, windowMs)) as [
        number,
        number,
      ];
      return { current, ttl };
    }) satisfies Count,

    async remember(id: string, ttlMs: number): Promise<boolean> {
      return (await redis.set(`${prefix}dpop:${id}`, '1', 'PX', ttlMs, 'NX')) === 'OK';
    },
  };
}

/**
 * A client that fails fast: a command fails at once while disconnected (no queue) or after a second, so that an
 * outage costs the requests nothing but the check. Reconnects in the background. The first connection is awaited:
 * a wrong REDIS_URL stops the start, as a wrong DATABASE_URL does.
 */
export async function connectRedis(url: string, onError: (error: unknown) => void): Promise<Redis> {
  // Loaded only when REDIS_URL is set.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 1000,
  });
  redis.on('error', onError);
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error('REDIS_URL: Redis non risponde', { cause: error });
  }
  return redis;
}

/**
 * @fastify/rate-limit's store interface over `count`: each route's child counts under its method and URL pattern.
 * A failure is logged (once a minute) and passed on, for `skipOnError` to let the request through.
 */
export function rateLimitStore(count: Count, onError: (error: unknown) => void): FastifyRateLimitStoreCtor {
  class SharedStore implements FastifyRateLimitStore {
    readonly #prefix: string;

    constructor(_options: unknown, prefix = '') {
      this.#prefix = prefix;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      count(`${this.#prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => {
          onError(error);
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      // The plugin passes the route's merged options, the route itself under `routeInfo`.
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new SharedStore(undefined, `${String(route?.method ?? '')} ${String(route?.url ?? '')} `);
    }
  }
  return SharedStore;
}

/** Logs an outage once a minute, however many requests meet it, with how many went unlogged in between. */
function onceAMinute(log: FastifyBaseLogger, message: string): (error: unknown) => void {
  let last = Number.NEGATIVE_INFINITY;
  let unlogged = 0;
  return (error) => {
    const at = Date.now();
    if (at - last < 60_000) {
      unlogged++;
      return;
    }
    log.error({ error: loggableError(error), unlogged }, message);
    last = at;
    unlogged = 0;
  };
}
