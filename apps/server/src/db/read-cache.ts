import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Change, ChangeFeed } from './changes.ts';

/** A table by its drizzle declaration, or by its name (`schema.table`) as its trigger notifies it. */
export type Watched = PgTable | string;

export function tableName(table: Watched): string {
  if (typeof table === 'string') return table;
  const config = getTableConfig(table);
  return `${config.schema ?? 'public'}.${config.name}`;
}

export interface MemoOptions<K, T> {
  /** The tables the answer is read from: a change to any of them drops every answer kept. */
  tables: readonly Watched[];
  /** Loads the answer for a key from the database. */
  load: (key: K) => Promise<T>;
  /** The key's text, when the key is not one already. */
  keyOf?: (key: K) => string;
  /**
   * The tables notified row by row with this memo's keys (`authz.revocations:<user id>`): a change of one row drops
   * that key's answer only, or, with `groupOf`, every answer of that group.
   */
  byKey?: Watched | readonly Watched[];
  /**
   * The group of a key, as the `byKey` tables notify it: a calendar's windows are kept per window and person, and a
   * booking notifies its calendar (`calendar.bookings:<calendar id>`), which drops every window of that calendar.
   */
  groupOf?: (key: K) => string;
  /** How many answers are kept; the oldest go first. */
  max?: number;
}

export interface Memo<K, T> {
  (key: K): Promise<T>;
  /** Drops every answer kept (a write that must be seen before its notification arrives). */
  clear(): void;
}

export interface ReadCache {
  /**
   * A read whose answers are kept in memory until one of its tables changes, on this replica or another (docs/adr/
   * 0032-read-caches.md). Answers are shared by every request: they are frozen, and nobody may change them.
   */
  memo<K, T>(options: MemoOptions<K, T>): Memo<K, T>;
  /** A read without a key (the whole of a small table), kept as `memo` keeps its answers. */
  value<T>(tables: readonly Watched[], load: () => Promise<T>): () => Promise<T>;
  /** Whether answers are kept at all: not while the listener of changes is cut off. */
  readonly live: boolean;
  /** Every table some memo reads (the triggers test checks that each one notifies its changes). */
  readonly tables: ReadonlySet<string>;
}

/** Freezes an answer and what it holds, so a caller that would change a shared answer fails loudly instead. */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  if (value instanceof Map) {
    for (const entry of value.values()) deepFreeze(entry);
    return value;
  }
  if (value instanceof Set || value instanceof Date || ArrayBuffer.isView(value)) return value;
  Object.freeze(value);
  for (const entry of Object.values(value)) deepFreeze(entry);
  return value;
}

/**
 * Each answer is kept as the promise of its load, so that concurrent requests for a key wait for one load. A
 * change drops the promises kept, in-flight ones included: a request that arrives after a change never gets an
 * answer loaded before it. While the feed is not live, nothing is kept and every read goes to the database.
 */
export function createReadCache(feed: ChangeFeed): ReadCache {
  const tables = new Set<string>();
  const cache: ReadCache = {
    tables,
    get live() {
      return feed.live;
    },
    value<T>(watched: readonly Watched[], load: () => Promise<T>) {
      const read = cache.memo({ tables: watched, load, keyOf: () => '' });
      return () => read(undefined);
    },
    memo<K, T>(options: MemoOptions<K, T>): Memo<K, T> {
      const watched = new Set(options.tables.map(tableName));
      const byKey = new Set(
        (options.byKey === undefined ? [] : ([] as Watched[]).concat(options.byKey)).map(tableName),
      );
      for (const name of byKey) watched.add(name);
      for (const name of watched) tables.add(name);
      const max = options.max ?? 10_000;
      const keyOf = options.keyOf ?? ((key: K) => String(key));
      const { groupOf } = options;
      const kept = new Map<string, Promise<T>>();
      /** With `groupOf`: the keys kept of each group, and the group of each key kept. */
      const members = new Map<string, Set<string>>();
      const groupOfId = new Map<string, string>();

      const drop = (id: string) => {
        kept.delete(id);
        const group = groupOfId.get(id);
        if (group === undefined) return;
        groupOfId.delete(id);
        const ids = members.get(group);
        ids?.delete(id);
        if (ids?.size === 0) members.delete(group);
      };
      const clear = () => {
        kept.clear();
        members.clear();
        groupOfId.clear();
      };

      feed.subscribe((change: Change) => {
        if (change.table === '*') clear();
        else if (!watched.has(change.table)) return;
        else if (byKey.has(change.table) && change.key !== undefined) {
          if (!groupOf) drop(change.key);
          else for (const id of [...(members.get(change.key) ?? [])]) drop(id);
        } else clear();
      });

      const read = (key: K): Promise<T> => {
        if (!feed.live) return options.load(key);
        const id = keyOf(key);
        const known = kept.get(id);
        if (known) return known;
        const loading = options.load(key).then(deepFreeze);
        // A failed load is not kept: the next request tries again.
        loading.catch(() => {
          if (kept.get(id) === loading) drop(id);
        });
        if (kept.size >= max) {
          const oldest = kept.keys().next().value;
          if (oldest !== undefined) drop(oldest);
        }
        kept.set(id, loading);
        if (groupOf) {
          const group = groupOf(key);
          groupOfId.set(id, group);
          const ids = members.get(group);
          if (ids) ids.add(id);
          else members.set(group, new Set([id]));
        }
        return loading;
      };
      return Object.assign(read, { clear });
    },
  };
  return cache;
}
