import { describe, expect, it } from 'vitest';
import type { Change, ChangeFeed } from './changes.ts';
import { createReadCache } from './read-cache.ts';

function fakeFeed() {
  const listeners = new Set<(change: Change) => void>();
  const feed = {
    live: true,
    subscribe(fn: (change: Change) => void) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    emit(change: Change) {
      for (const fn of listeners) fn(change);
    },
  };
  return feed satisfies ChangeFeed;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('read cache', () => {
  it('keeps an answer until a table it reads changes, and shares one load among concurrent reads', async () => {
    const feed = fakeFeed();
    let loads = 0;
    const read = createReadCache(feed).memo({
      tables: ['platform.routes'],
      load: async (id: number) => ({ id, load: ++loads }),
    });
    const [first, second] = await Promise.all([read(1), read(1)]);
    expect(first).toBe(second);
    expect(await read(1)).toEqual({ id: 1, load: 1 });
    expect(await read(2)).toEqual({ id: 2, load: 2 });
    feed.emit({ table: 'menu.items' });
    expect(await read(1)).toEqual({ id: 1, load: 1 });
    feed.emit({ table: 'platform.routes' });
    expect(await read(1)).toEqual({ id: 1, load: 3 });
    expect(await read(2)).toEqual({ id: 2, load: 4 });
  });

  it('never serves to a later read an answer whose load began before a change', async () => {
    const feed = fakeFeed();
    const pending = [deferred<string>(), deferred<string>()];
    let call = 0;
    const read = createReadCache(feed).memo({
      tables: ['authz.sections'],
      load: () => (pending[call++] as ReturnType<typeof deferred<string>>).promise,
      keyOf: () => '',
    });
    const early = read(undefined);
    feed.emit({ table: 'authz.sections' });
    const late = read(undefined);
    pending[0]?.resolve('before');
    pending[1]?.resolve('after');
    expect(await early).toBe('before');
    expect(await late).toBe('after');
    expect(await read(undefined)).toBe('after');
  });

  it('drops only the row named by a change notified row by row, and everything on "*"', async () => {
    const feed = fakeFeed();
    let loads = 0;
    const read = createReadCache(feed).memo({
      tables: [],
      byKey: 'authz.revocations',
      load: async (user: string) => `${user}:${++loads}`,
    });
    expect([await read('a'), await read('b')]).toEqual(['a:1', 'b:2']);
    feed.emit({ table: 'authz.revocations', key: 'a' });
    expect([await read('a'), await read('b')]).toEqual(['a:3', 'b:2']);
    feed.emit({ table: 'authz.revocations' });
    expect([await read('a'), await read('b')]).toEqual(['a:4', 'b:5']);
    feed.emit({ table: '*' });
    expect(await read('b')).toBe('b:6');
  });

  it('drops every key of the group a row change names, from any of its tables, and only those', async () => {
    const feed = fakeFeed();
    let loads = 0;
    const read = createReadCache(feed).memo({
      tables: [],
      byKey: ['calendar.bookings', 'calendar.slot_load'],
      keyOf: (k: { calendar: number; who: string }) => `${k.calendar}:${k.who}`,
      groupOf: (k) => String(k.calendar),
      load: async (k) => `${k.calendar}:${k.who}:${++loads}`,
    });
    const a1 = { calendar: 1, who: 'a' };
    const b1 = { calendar: 1, who: 'b' };
    const a2 = { calendar: 2, who: 'a' };
    expect([await read(a1), await read(b1), await read(a2)]).toEqual(['1:a:1', '1:b:2', '2:a:3']);
    feed.emit({ table: 'calendar.bookings', key: '1' });
    expect([await read(a1), await read(b1), await read(a2)]).toEqual(['1:a:4', '1:b:5', '2:a:3']);
    feed.emit({ table: 'calendar.slot_load', key: '2' });
    expect([await read(a1), await read(a2)]).toEqual(['1:a:4', '2:a:6']);
    // A group whose keys were all dropped is forgotten; a later change of it drops nothing else.
    feed.emit({ table: 'calendar.bookings', key: '3' });
    expect([await read(a1), await read(a2)]).toEqual(['1:a:4', '2:a:6']);
    feed.emit({ table: 'calendar.bookings' });
    expect(await read(a2)).toBe('2:a:7');
  });

  it('reads through while the feed is not live', async () => {
    const feed = fakeFeed();
    let loads = 0;
    const read = createReadCache(feed).value(['platform.settings'], async () => ++loads);
    const cache = createReadCache(feed);
    expect(cache.live).toBe(true);
    feed.live = false;
    expect(cache.live).toBe(false);
    expect([await read(), await read()]).toEqual([1, 2]);
    feed.live = true;
    expect([await read(), await read()]).toEqual([3, 3]);
  });

  it('does not keep a failed load', async () => {
    let fail = true;
    const read = createReadCache(fakeFeed()).value([], async () => {
      if (fail) throw new Error('database down');
      return 'ok';
    });
    await expect(read()).rejects.toThrow('database down');
    fail = false;
    expect(await read()).toBe('ok');
  });

  it('freezes the answers it shares, so that a caller cannot change them for the others', async () => {
    const read = createReadCache(fakeFeed()).value([], async () => ({ routes: [{ path: '/a' }] }));
    const answer = await read();
    expect(() => answer.routes.push({ path: '/b' })).toThrow(TypeError);
    expect(() => {
      (answer.routes[0] as { path: string }).path = '/c';
    }).toThrow(TypeError);
  });

  it('keeps at most `max` answers, dropping the oldest', async () => {
    let loads = 0;
    const read = createReadCache(fakeFeed()).memo({
      tables: [],
      max: 2,
      load: async (n: number) => `${n}:${++loads}`,
    });
    await read(1);
    await read(2);
    await read(3);
    expect(await read(3)).toBe('3:3');
    expect(await read(1)).toBe('1:4');
  });

  it('lists the tables its reads depend on, by drizzle table or by name', () => {
    const cache = createReadCache(fakeFeed());
    cache.value(['menu.items'], async () => 0);
    cache.memo({ tables: [], byKey: 'authz.revocations', load: async () => 0 });
    expect([...cache.tables].sort()).toEqual(['authz.revocations', 'menu.items']);
  });
});
