import { createHash, randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import type { Redis } from 'ioredis';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { withDatabaseOf } from '../../test/suite.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import { createDpopChecker } from './dpop.ts';
import {
  connectRedis,
  createSharedLimits,
  memoryReplays,
  postgresLimits,
  type ReplayStore,
  rateLimitStore,
  redisLimits,
} from './shared-limits.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const WINDOW = 60_000;

/** A logger that keeps what it is given (createSharedLimits logs outages through it). */
function recordingLog() {
  const errors: { entry: unknown; message: string }[] = [];
  const log = {
    error: (entry: unknown, message: string) => errors.push({ entry, message }),
    warn: () => undefined,
    info: () => undefined,
  };
  return { errors, log: log as never };
}

/** What both shared stores must do, on whichever backend. */
function storeContract(
  open: () => Promise<{
    count: (key: string, windowMs: number) => Promise<{ current: number; ttl: number }>;
    remember: ReplayStore['remember'];
    /** Ends the window of `key` / forgets proof `id` now, as if its time had passed. */
    expireCount: (key: string) => Promise<void>;
    expireProof: (id: string) => Promise<void>;
    close: () => Promise<void>;
  }>,
) {
  let store: Awaited<ReturnType<typeof open>>;
  beforeAll(async () => {
    store = await open();
  });
  afterAll(() => store.close());

  it('counts requests in a window, with the time left in it', async () => {
    const key = `GET /x ${randomUUID()}`;
    const first = await store.count(key, WINDOW);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(WINDOW - 5000);
    expect(first.ttl).toBeLessThanOrEqual(WINDOW);
    expect((await store.count(key, WINDOW)).current).toBe(2);
    expect((await store.count(`${key}-other`, WINDOW)).current).toBe(1);
  });

  it('counts requests arriving at once one by one: each sees a different count', async () => {
    const key = `POST /y ${randomUUID()}`;
    const counts = await Promise.all(Array.from({ length: 20 }, () => store.count(key, WINDOW)));
    expect(counts.map((c) => c.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('starts a new window at 1 once the last one has ended', async () => {
    const key = `GET /z ${randomUUID()}`;
    await store.count(key, WINDOW);
    await store.count(key, WINDOW);
    await store.expireCount(key);
    const next = await store.count(key, WINDOW);
    expect(next.current).toBe(1);
    expect(next.ttl).toBeGreaterThan(WINDOW - 5000);
  });

  it('remembers a proof once: the same id again is a replay, even asked at once', async () => {
    const id = randomUUID();
    expect(await store.remember(id, WINDOW)).toBe(true);
    expect(await store.remember(id, WINDOW)).toBe(false);
    const racing = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => store.remember(racing, WINDOW)));
    expect(answers.filter(Boolean)).toHaveLength(1);
  });

  it('forgets a proof when its time has passed', async () => {
    const id = randomUUID();
    expect(await store.remember(id, WINDOW)).toBe(true);
    await store.expireProof(id);
    expect(await store.remember(id, WINDOW)).toBe(true);
    expect(await store.remember(id, WINDOW)).toBe(false);
  });
}

describe('memory replays (PGlite: one process)', () => {
  it('remembers an id for its time, then forgets it', async () => {
    let now = 1_000_000;
    const replays = memoryReplays(() => now);
    expect(await replays.remember('a', 1000)).toBe(true);
    expect(await replays.remember('a', 1000)).toBe(false);
    expect(await replays.remember('b', 1000)).toBe(true);
    now += 1000;
    expect(await replays.remember('a', 1000)).toBe(true);
    expect(await replays.remember('b', 1000)).toBe(true);
    expect(await replays.remember('a', 1000)).toBe(false);
  });
});

describe.each(testDatabases())('the PostgreSQL stores on $name', (kind) => {
  let database: Database;
  withDatabaseOf(kind, (opened) => {
    database = opened;
  });

  describe('as the replicas share them', () => {
    storeContract(async () => {
      const store = postgresLimits(database.db);
      return {
        ...store,
        expireCount: async (key) => {
          await database.db.execute(
            sql`update limits.rate_counts set resets_at = now() - interval '1 second' where key = ${key}`,
          );
        },
        expireProof: async (id) => {
          await database.db.execute(
            sql`update limits.dpop_proofs set expires_at = now() - interval '1 second' where id = ${id}`,
          );
        },
        close: async () => undefined,
      };
    });
  });

  it('keeps them in UNLOGGED tables', async () => {
    const result = await database.db.execute(sql`
      select c.relname, c.relpersistence from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'limits' and c.relkind = 'r' order by c.relname`);
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([
      { relname: 'dpop_proofs', relpersistence: 'u' },
      { relname: 'rate_counts', relpersistence: 'u' },
    ]);
  });

  it('purges the expired rows only', async () => {
    const store = postgresLimits(database.db);
    const [live, dead] = [randomUUID(), randomUUID()];
    for (const key of [live, dead]) {
      await store.count(key, WINDOW);
      await store.remember(key, WINDOW);
    }
    await database.db.execute(
      sql`update limits.rate_counts set resets_at = now() - interval '1 second' where key = ${dead}`,
    );
    await database.db.execute(
      sql`update limits.dpop_proofs set expires_at = now() - interval '1 second' where id = ${dead}`,
    );
    await store.purge();
    const left = await database.db.execute(sql`
      select key from limits.rate_counts where key in (${live}, ${dead})
      union all select id from limits.dpop_proofs where id in (${live}, ${dead})`);
    expect((left as unknown as { rows: { key: string }[] }).rows.map((row) => row.key)).toEqual([live, live]);
  });

  it(`is what createSharedLimits chooses on ${kind.name}`, async () => {
    const { log } = recordingLog();
    const limits = await createSharedLimits({ database, redisUrl: undefined, log });
    await limits.close();
    expect(limits.kind).toBe(kind.name === 'postgres' ? 'postgres' : 'memory');
    expect(limits.rateLimit.skipOnError ?? false).toBe(kind.name === 'postgres');
  });
});

describe.runIf(redisUrl)('the Redis stores', () => {
  let redis: Redis;
  const prefix = `halo-test:${randomUUID()}:`;
  beforeAll(async () => {
    redis = await connectRedis(redisUrl ?? '', () => undefined);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  /** Ends a key's life now and waits until Redis has let it go. */
  const expire = async (key: string) => {
    await redis.pexpire(key, 1);
    await vi.waitFor(async () => expect(await redis.exists(key)).toBe(0), { interval: 5 });
  };

  describe('as the replicas share them', () => {
    storeContract(async () => ({
      ...redisLimits(redis, prefix),
      expireCount: (key) => expire(`${prefix}rate:${key}`),
      expireProof: (id) => expire(`${prefix}dpop:${id}`),
      close: async () => undefined,
    }));
  });

  it('is what createSharedLimits chooses with REDIS_URL, whatever the database', async () => {
    const { log } = recordingLog();
    const [kind] = testDatabases();
    const opened = await kind?.open();
    if (!opened) throw new Error('no database');
    const limits = await createSharedLimits({ database: opened.database, redisUrl, log });
    await limits.close();
    await opened.drop();
    expect(limits.kind).toBe('redis');
    expect(limits.rateLimit.skipOnError).toBe(true);
  });
});

describe('a shared store that cannot answer', () => {
  it('stops the start when REDIS_URL does not answer', async () => {
    await expect(connectRedis('redis://127.0.0.1:1', () => undefined)).rejects.toThrow(/REDIS_URL/);
  });

  it('lets rate-limited requests through and refuses proofs, logging the outage once a minute', async () => {
    // A PostgreSQL that stopped answering: every statement fails.
    const refused = () =>
      Promise.reject(Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' }));
    const database = { kind: 'postgres', db: { execute: refused } } as unknown as Database;
    const { errors, log } = recordingLog();
    const limits = await createSharedLimits({ database, redisUrl: undefined, log });
    const app = Fastify();
    await app.register(rateLimit, { global: false, ...limits.rateLimit });
    app.get('/limited', { config: { rateLimit: { max: 1, timeWindow: '1 minute' } } }, async () => ({
      ok: true,
    }));
    for (let i = 0; i < 3; i++) {
      expect((await app.inject({ method: 'GET', url: '/limited' })).statusCode).toBe(200);
    }
    for (let i = 0; i < 2; i++) {
      await expect(limits.replays.remember(randomUUID(), WINDOW)).rejects.toThrow();
    }
    await app.close();
    await limits.close();
    expect(errors.map((e) => e.message)).toEqual([
      'expired rate counts and DPoP proofs not purged',
      'rate-limit store unavailable: requests let through uncounted',
      'DPoP proof store unavailable: bound tokens answered 503',
    ]);
    // The error's kind and code, never its text.
    expect(errors[1]?.entry).toMatchObject({ error: { type: 'Error', code: 'ECONNREFUSED' }, unlogged: 0 });
  });

  it('counts each route under its method and URL pattern, then the client', async () => {
    const keys: string[] = [];
    const store = rateLimitStore(
      async (key) => {
        keys.push(key);
        return { current: 1, ttl: 1000 };
      },
      () => undefined,
    );
    const app = Fastify();
    await app.register(rateLimit, { global: false, store, skipOnError: true });
    app.get('/items/:id', { config: { rateLimit: { max: 1, timeWindow: '1 minute' } } }, async () => ({}));
    await app.inject({ method: 'GET', url: '/items/42' });
    await app.close();
    expect(keys).toEqual(['GET /items/:id 127.0.0.1']);
  });

  it('counts with a working one: the limit holds, 429 after it', async () => {
    const counts = new Map<string, number>();
    const store = rateLimitStore(
      async (key) => {
        counts.set(key, (counts.get(key) ?? 0) + 1);
        return { current: counts.get(key) ?? 0, ttl: 1000 };
      },
      () => undefined,
    );
    const app = Fastify();
    await app.register(rateLimit, { global: false, store, skipOnError: true });
    app.get('/limited', { config: { rateLimit: { max: 2, timeWindow: '1 minute' } } }, async () => ({
      ok: true,
    }));
    app.get('/other', { config: { rateLimit: { max: 2, timeWindow: '1 minute' } } }, async () => ({
      ok: true,
    }));
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await app.inject({ method: 'GET', url: '/limited' })).statusCode);
    statuses.push((await app.inject({ method: 'GET', url: '/other' })).statusCode);
    await app.close();
    expect(statuses).toEqual([200, 200, 429, 200]);
  });

  it('refuses a DPoP proof with 503, neither accepting a possible replay nor blaming the client', async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256');
    const jwk = await exportJWK(publicKey);
    const token = 'an.access.token';
    const url = 'http://halo.test/api/v1/halo/app';
    const proof = () =>
      new SignJWT({
        htm: 'GET',
        htu: url,
        jti: randomUUID(),
        iat: Math.floor(Date.now() / 1000),
        ath: createHash('sha256').update(token).digest('base64url'),
      })
        .setProtectedHeader({ alg: 'ES256', typ: 'dpop+jwt', jwk })
        .sign(privateKey);
    const jkt = await calculateJwkThumbprint(jwk);
    const request = async () => ({ proof: await proof(), method: 'GET', url, accessToken: token });

    const down = createDpopChecker({ replays: { remember: () => Promise.reject(new Error('down')) } });
    const refused = await down.check(await request(), jkt).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });

    // A proof the checker refuses anyway is a 401 before the store is asked.
    const asked: string[] = [];
    const counting = createDpopChecker({
      replays: {
        remember: async (id) => {
          asked.push(id);
          return true;
        },
      },
    });
    const other = await counting
      .check({ ...(await request()), method: 'POST' }, jkt)
      .catch((e: unknown) => e);
    expect(other).toMatchObject({ status: 401 });
    expect(asked).toEqual([]);
    await counting.check(await request(), jkt);
    // The key and the jti, hashed: a fixed-size id.
    expect(asked[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
