import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ReadCache, Watched } from '../db/read-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reads kept in memory until their tables change (db/read-cache.ts); absent in bare test apps. */
    readCache?: ReadCache;
  }
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** Below this, compressing costs more than it saves (the compression plugin's threshold). */
const COMPRESS_FROM = 1024;

interface Body {
  /** The entity tag's opaque part: the SHA-256 of the JSON text. */
  hash: string;
  json: Buffer;
  br: Buffer | undefined;
  gzip: Buffer | undefined;
}

async function prepare(data: unknown, schema: z.ZodType | undefined): Promise<Body> {
  // The same check and encoding as the serialiser of every other answer (fastify-type-provider-zod), done once.
  const encoded = schema ? z.encode(schema, data as never) : data;
  const json = Buffer.from(JSON.stringify(encoded));
  const hash = createHash('sha256').update(json).digest('base64url').slice(0, 27);
  if (json.length < COMPRESS_FROM) return { hash, json, br: undefined, gzip: undefined };
  const [br, gz] = await Promise.all([
    brotli(json, { params: { [constants.BROTLI_PARAM_QUALITY]: json.length < 65_536 ? 11 : 9 } }),
    gzipped(json, { level: 9 }),
  ]);
  return { hash, json, br, gzip: gz };
}

/** Whether the request's `If-None-Match` names the body, whichever encoding's tag it quotes. */
function notModified(request: FastifyRequest, hash: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => {
    const opaque = tag.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
    return opaque === hash || opaque.startsWith(`${hash}.`);
  });
}

function accepts(request: FastifyRequest, encoding: 'br' | 'gzip'): boolean {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== encoding) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export interface ReferenceOptions {
  /** The tables the answer is read from. */
  tables: readonly Watched[];
  /**
   * What else the answer depends on besides the address and the tables, as a text: the current hour for an answer
   * that counts the hours elapsed so far, the access key (plugins/access-key.ts) for one that depends on the user's
   * roles and groups. A new value is a new answer.
   */
  vary?: (request: FastifyRequest) => string;
}

/**
 * A reference answer (regions, provinces, comuni, ASL…): it depends only on the request's address and on
 * reference tables, so it is serialised and compressed once, kept until one of `tables` changes on any replica
 * (docs/adr/0032-read-caches.md), and sent with a strong entity tag; a conditional request that names it is
 * answered 304 without work. Answers other than 200 (a 404 for an unknown code) are not kept.
 */
export function referenceHandler(
  cache: ReadCache,
  reference: ReferenceOptions,
  route: { schema: z.ZodType | undefined; signedIn: boolean },
  handler: Handler,
): Handler {
  const { schema } = route;
  // A signed-in answer is the user's: a shared cache must neither keep it nor give it to someone else.
  const cacheControl = route.signedIn ? 'private, no-cache' : 'no-cache';
  const vary = route.signedIn ? 'accept-encoding, authorization' : 'accept-encoding';
  const bodies = cache.memo({
    tables: reference.tables,
    max: 5000,
    keyOf: (key: { request: FastifyRequest; reply: FastifyReply }) =>
      reference.vary ? `${key.request.url}#${reference.vary(key.request)}` : key.request.url,
    load: async ({ request, reply }) => prepare(await handler(request, reply), schema),
  });
  return async (request, reply) => {
    // Nothing is kept while changes cannot be heard: the plain answer, not a body compressed for nobody to keep.
    if (!cache.live) return handler(request, reply);
    const body = await bodies({ request, reply });
    reply.header('cache-control', cacheControl).header('vary', vary);
    const [encoding, payload] =
      body.br && accepts(request, 'br')
        ? (['br', body.br] as const)
        : body.gzip && accepts(request, 'gzip')
          ? (['gzip', body.gzip] as const)
          : ([undefined, body.json] as const);
    reply.header('etag', `"${body.hash}${encoding ? `.${encoding}` : ''}"`);
    if (notModified(request, body.hash)) {
      return reply.code(304).send();
    }
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type('application/json; charset=utf-8').send(payload);
  };
}
