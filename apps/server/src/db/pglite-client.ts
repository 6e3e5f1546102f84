import { PGlite, type Transaction, types } from '@electric-sql/pglite';

/**
 * The types drizzle reads as PostgreSQL's text and converts itself (dates, intervals, numeric and timestamp
 * arrays): the same list drizzle's PGlite driver passes with every query (drizzle-orm/pglite/session.js).
 */
const DRIZZLE_RAW_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

type QueryOptions = Parameters<PGlite['query']>[2];
type Query = PGlite['query'];

/** The same query without its per-query parsers, which the client now holds once for all. */
function withoutParsers(query: Query): Query {
  return ((text: string, params?: unknown[], options?: QueryOptions) => {
    if (!options?.parsers) return query(text, params, options);
    const { parsers: _parsers, ...rest } = options;
    return query(text, params, rest);
  }) as Query;
}

/**
 * A PGlite client for drizzle that answers as drizzle expects without copying its type parsers at every query.
 * Drizzle passes its parsers with each query; PGlite then merges them into a copy of its own (some 320 entries,
 * numbered and named), about 0.1 ms of the server's single thread per query, more than a simple query itself
 * (docs/benchmarks.md, calendar). Here the client holds drizzle's parsers from the start and the per-query ones
 * are dropped: the same answers, no copy.
 *
 * `snapshot`, a tarball of another PGlite's data folder (`dumpDataDir`), is loaded instead of creating an empty
 * database: tests start from one already migrated and seeded (test/seeded-snapshot.ts).
 */
export async function openPgliteClient(folder: string | undefined, snapshot?: Blob): Promise<PGlite> {
  const client = snapshot
    ? await PGlite.create(folder, { loadDataDir: snapshot })
    : folder
      ? await PGlite.create(folder)
      : await PGlite.create();
  // After create: its array types are registered then, over any given to the constructor.
  for (const oid of DRIZZLE_RAW_TYPES) {
    client.parsers[oid] = (value: string) => value;
  }
  client.query = withoutParsers(client.query.bind(client));
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(fn: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const wrapped: Transaction = Object.create(tx);
      wrapped.query = withoutParsers(tx.query);
      return fn(wrapped);
    });
  return client;
}
