import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The channel the tables' triggers notify (migrations/0021_change_notifications.sql). */
export const CHANGES_CHANNEL = 'halo_changes';

/**
 * A change of a watched table: its name (`schema.table`) and, for tables notified row by row, the row's key. The
 * table `*` means that changes may have been missed (the listener was cut off): every cached read is dropped.
 */
export interface Change {
  table: string;
  key?: string;
}

export const EVERYTHING: Change = { table: '*' };

/**
 * What the server's caches hear from the database (docs/adr/0032-read-caches.md): every committed change of a
 * watched table, whichever process made it, on PostgreSQL through LISTEN/NOTIFY, on PGlite in-process.
 */
export interface ChangeFeed {
  /**
   * Whether every change is heard: false while the PostgreSQL listener is not connected, when nothing may be
   * served from memory.
   */
  readonly live: boolean;
  /** Calls `fn` on every change; returns the function that stops it. */
  subscribe(fn: (change: Change) => void): () => void;
}

/** Parses a notification's payload: `schema.table` or `schema.table:key`. */
export function parseChange(payload: string): Change {
  const colon = payload.indexOf(':');
  return colon < 0 ? { table: payload } : { table: payload.slice(0, colon), key: payload.slice(colon + 1) };
}

function createFeed() {
  const listeners = new Set<(change: Change) => void>();
  return {
    listeners,
    emit(change: Change) {
      for (const fn of listeners) fn(change);
    },
    subscribe(fn: (change: Change) => void) {
      listeners.add(fn);
      return () => {
        listeners.delete(fn);
      };
    },
  };
}

/**
 * PGlite is one session in one process: the session that writes is the one that listens, and PGlite delivers a
 * notification as soon as the statement (or the transaction) that caused it has completed, before its promise
 * resolves. A write has dropped what it changed before the next request can read it.
 */
export async function pgliteChangeFeed(client: PGlite): Promise<ChangeFeed> {
  const feed = createFeed();
  await client.listen(CHANGES_CHANNEL, (payload) => feed.emit(parseChange(payload)));
  return { live: true, subscribe: feed.subscribe };
}

export interface PostgresChangeFeed extends ChangeFeed {
  /** Hooks a pool connection: it listens too, so the process hears its own writes when their COMMIT returns. */
  attach(client: pg.ClientBase): Promise<void>;
  close(): Promise<void>;
}

/**
 * PostgreSQL: one dedicated connection per process listens for the changes of every replica; while it is not
 * connected the feed is not live (caches read through) and once it is again every cache is dropped, since changes
 * may have been missed in between. Every connection of the pool listens as well: PostgreSQL sends a session its
 * own notifications with the answer to its COMMIT, so a replica has dropped what it wrote before it answers the
 * request that wrote it, without waiting for the dedicated connection.
 */
export function postgresChangeFeed(url: string, options: { retryMs?: number } = {}): PostgresChangeFeed {
  const feed = createFeed();
  const retryMs = options.retryMs ?? 1000;
  let live = false;
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const onNotification = (message: pg.Notification) => {
    if (message.channel === CHANGES_CHANNEL && message.payload) feed.emit(parseChange(message.payload));
  };

  function lost() {
    if (client) {
      client.removeAllListeners();
      client.on('error', () => undefined);
      client.end().catch(() => undefined);
      client = undefined;
    }
    if (live) {
      live = false;
      feed.emit(EVERYTHING);
    }
    if (!closed && !retry) {
      retry = setTimeout(() => {
        retry = undefined;
        void connect();
      }, retryMs);
      retry.unref();
    }
  }

  async function connect() {
    const next = new pg.Client({ connectionString: url });
    client = next;
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', onNotification);
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch {
      if (client === next) lost();
      return;
    }
    if (closed || client !== next) return;
    live = true;
    // Whatever changed while no one listened is unknown: start from nothing.
    feed.emit(EVERYTHING);
  }

  void connect();

  return {
    get live() {
      return live;
    },
    subscribe: feed.subscribe,
    async attach(poolClient) {
      poolClient.on('notification', onNotification);
      await poolClient.query(`LISTEN ${CHANGES_CHANNEL}`);
    },
    async close() {
      closed = true;
      live = false;
      if (retry) clearTimeout(retry);
      const current = client;
      client = undefined;
      if (current) {
        current.removeAllListeners();
        current.on('error', () => undefined);
        await current.end().catch(() => undefined);
      }
    },
  };
}
