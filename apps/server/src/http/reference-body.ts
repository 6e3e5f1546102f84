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
/**
 * Below this, compressing costs more than it saves: a body this small goes with its headers in about one TCP segment
 * anyway, and a compressed body is a Buffer, which Node writes beside its headers as two chunks — the navigation's
 * routes (1.1 kB) answered at 48 % of `/api/config` compressed and 57 % as text.
 */
const COMPRESS_FROM = 1400;

type Encoding = 'br' | 'gzip';

interface Body {
  /** The entity tag's opaque part: the SHA-256 of the JSON text. */
  hash: string;
  /** The JSON as text, sent as is when not compressed: Node writes headers and a text body in one write. */
  text: string;
  /** Whether it is large enough to be compressed (COMPRESS_FROM bytes): then it has a form per encoding. */
  compressible: boolean;
  /** Each encoding, compressed when first asked for; none below COMPRESS_FROM. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  compress: Record<Encoding, () => Promise<Buffer>>;
}

/**
 * How hard a body is compressed: hardest for a reference answer, sent to everyone until its tables change; less for
 * a kept personal answer, which one person asks for again and again within minutes.
 */
const LEVELS = {
  reference: (size: number) => ({ brotli: size < 65_536 ? 11 : 9, gzip: 9 }),
  kept: () => ({ brotli: 5, gzip: 6 }),
};

function prepare(data: unknown, schema: z.core.$ZodType | undefined, level: keyof typeof LEVELS): Body {
  // The same check and encoding as the serialiser of every other answer (fastify-type-provider-zod), done once.
  const encoded = schema ? z.encode(schema, data as never) : data;
  const text = JSON.stringify(encoded);
  const size = Buffer.byteLength(text);
  const hash = createHash('sha256').update(text).digest('base64url').slice(0, 27);
  const levels = LEVELS[level](size);
  return {
    hash,
    text,
    compressible: size >= COMPRESS_FROM,
    encoded: {},
    compress: {
      br: () => brotli(text, { params: { [constants.BROTLI_PARAM_QUALITY]: levels.brotli } }),
      gzip: () => gzipped(text, { level: levels.gzip }),
    },
  };
}

function encodingOf(request: FastifyRequest, body: Body): Encoding | undefined {
  if (!body.compressible) return undefined;
  return accepts(request, 'br') ? 'br' : accepts(request, 'gzip') ? 'gzip' : undefined;
}

function payloadOf(body: Body, encoding: Encoding | undefined): Promise<Buffer> | Buffer | string {
  if (!encoding) return body.text;
  let payload = body.encoded[encoding];
  if (!payload) {
    payload = body.compress[encoding]();
    body.encoded[encoding] = payload;
    // A failed compression is not kept: the next request tries again.
    payload.catch(() => {
      if (body.encoded[encoding] === payload) delete body.encoded[encoding];
    });
  }
  return payload;
}

/** Sends a prepared body: its tag for the encoding sent, 304 when the request names it, else the bytes. */
async function send(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Body,
  headers: { cacheControl: string; vary: string; varyPlain?: string },
) {
  const encoding = encodingOf(request, body);
  // A body too small to compress has one form: it varies by encoding for no one.
  const vary = body.compressible ? headers.vary : headers.varyPlain;
  reply.header('cache-control', headers.cacheControl);
  if (vary) reply.header('vary', vary);
  reply.header('etag', `"${body.hash}${encoding ? `.${encoding}` : ''}"`);
  if (notModified(request, body.hash)) {
    return reply.code(304).send();
  }
  const payload = await payloadOf(body, encoding);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(payload);
}

/** Who may keep an answer: a signed-in answer is the user's, and a shared cache must neither keep nor share it. */
function headersFor(signedIn: boolean) {
  return signedIn
    ? {
        cacheControl: 'private, no-cache',
        vary: 'accept-encoding, authorization',
        varyPlain: 'authorization',
      }
    : { cacheControl: 'no-cache', vary: 'accept-encoding' };
}

/** Whether the request's `If-None-Match` names the body, whichever encoding's tag it quotes. */
export function notModified(request: FastifyRequest, hash: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => {
    const opaque = tag.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
    return opaque === hash || opaque.startsWith(`${hash}.`);
  });
}

/** Whether the request's `Accept-Encoding` takes `encoding` (not with q=0). */
export function accepts(request: FastifyRequest, encoding: 'br' | 'gzip'): boolean {
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
  /**
   * The answer's `Cache-Control` when not `no-cache` (which makes every reader revalidate with the tag): a public
   * answer that may be kept for a while. Set on a 200 or a 304 only: an error is never kept.
   */
  cacheControl?: string;
}

/**
 * A reference answer (regions, provinces, comuni, ASL…): it depends only on the request's address and on
 * reference tables, so it is serialised and compressed once, kept until one of `tables` changes on any replica
 * (docs/adr/0032-read-caches.md), and sent with a strong entity tag; a conditional request that names it is
 * answered 304 without work. Answers other than 200 (a 404 for an unknown code) are not kept.
 */
export function referenceHandler(
  /** Absent in a bare test app: then nothing is kept, as while changes cannot be heard. */
  cache: ReadCache | undefined,
  reference: ReferenceOptions,
  route: { schema: z.core.$ZodType | undefined; signedIn: boolean },
  handler: Handler,
): Handler {
  const { schema } = route;
  const headers = {
    ...headersFor(route.signedIn),
    ...(reference.cacheControl && { cacheControl: reference.cacheControl }),
  };
  const bodies = cache?.memo({
    tables: reference.tables,
    max: 5000,
    keyOf: (key: { request: FastifyRequest; reply: FastifyReply }) =>
      reference.vary ? `${key.request.url}#${reference.vary(key.request)}` : key.request.url,
    load: async ({ request, reply }) => {
      const body = prepare(await handler(request, reply), schema, 'reference');
      // Compressed now, once for everyone, before the first answer.
      if (body.compressible) await Promise.all([payloadOf(body, 'br'), payloadOf(body, 'gzip')]);
      return body;
    },
  });
  return async (request, reply) => {
    // Nothing is kept while changes cannot be heard: the plain answer, not a body compressed for nobody to keep.
    if (!cache?.live || !bodies) {
      const answer = await handler(request, reply);
      if (reference.cacheControl) reply.header('cache-control', reference.cacheControl);
      return answer;
    }
    return send(request, reply, await bodies({ request, reply }), headers);
  };
}

/**
 * A route whose service may answer with an object it keeps: a frozen object, the same one for as long as it holds
 * (a calendar's month for one person, until a booking or the clock changes it). Its JSON, entity tag and
 * compressed forms are made once and kept with the object (weakly: they go when the service drops it); a request
 * naming the tag is answered 304. Any other answer (not frozen) is serialised as usual.
 */
export function keptHandler(
  route: { schema: z.core.$ZodType | undefined; signedIn: boolean },
  handler: Handler,
): Handler {
  const { schema } = route;
  const headers = headersFor(route.signedIn);
  const bodies = new WeakMap<object, Body>();
  return async (request, reply) => {
    const answer = await handler(request, reply);
    if (answer === reply || answer === null || typeof answer !== 'object' || !Object.isFrozen(answer)) {
      return answer;
    }
    let body = bodies.get(answer);
    if (!body) {
      body = prepare(answer, schema, 'kept');
      bodies.set(answer, body);
    }
    return send(request, reply, body, headers);
  };
}
