import type { ServerResponse } from 'node:http';
import type { Principal } from '@halo/contract';
import { chatEventi, chatMessages as m } from '@halo/contract/chat';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Change, ChangeFeed } from '../../db/changes.ts';
import { NotFoundError } from '../../errors.ts';
import type { Lato } from './chat.repository.ts';
import type { ChatService } from './chat.service.ts';

/** The tables whose changes wake the streams, as their triggers notify them (`chat.<table>:<conversation id>`). */
const MESSAGES = 'chat.messaggi';
const READS = 'chat.letture';

export interface StreamOptions {
  /** A comment line this often keeps proxies from closing a quiet stream (ms). */
  heartbeatMs?: number;
  /** The longest a stream lasts when its token says nothing of its expiry (ms). */
  maxMs?: number;
  /** How many messages one read of the table takes; a stream further behind is told to read its lists again. */
  batch?: number;
  clock?: () => number;
}

/** One browser's stream: its caller, the sides they speak for, the last message delivered. */
interface Stream {
  caller: Principal;
  sides: readonly string[];
  cursor: number;
  /** Conversations whose reads changed since the last pump. */
  reads: Set<number>;
  /** The reads last sent per conversation and side (`<id>:<lato>` → message id). */
  sentReads: Map<string, number>;
  busy: boolean;
  again: boolean;
  closed: boolean;
  write(chunk: string): void;
  close(): void;
}

/** When the token of the request expires (ms since the epoch), if it says: the stream ends then. */
export function tokenExpiry(authorization: string | undefined): number | undefined {
  const payload = authorization?.split(' ')[1]?.split('.')[1];
  if (!payload) return undefined;
  try {
    const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/** The id a reconnecting browser sends (`Last-Event-ID`), else the query's `dopo`. */
function resumeAfter(request: FastifyRequest, dopo: number | undefined): number | undefined {
  const header = request.headers['last-event-id'];
  const value = typeof header === 'string' ? header.trim() : '';
  if (/^\d{1,15}$/.test(value)) return Number(value);
  return dopo;
}

/**
 * The live side of the chat (docs/adr/0049-chat.md): Server-Sent Events over the change feed every replica hears.
 * A message committed on any replica notifies `chat.messaggi:<conversation>`; each replica wakes the streams of that
 * conversation's sides, and each stream reads from the table what came after the last message it delivered, checking
 * the relationship of every conversation it delivers from. The ids of messages grow in commit order, so reading
 * "after the last id" neither loses nor repeats one — nor does a browser that reconnects with `Last-Event-ID`. A
 * stream ends when its token expires (the browser reconnects with a fresh one) and when the server closes.
 */
export function createChatStreams(deps: {
  service: ChatService;
  changes: ChangeFeed;
  log: Pick<FastifyBaseLogger, 'warn'>;
  options?: StreamOptions;
}) {
  const { service } = deps;
  const heartbeatMs = deps.options?.heartbeatMs ?? 25_000;
  const maxMs = deps.options?.maxMs ?? 15 * 60_000;
  const batch = deps.options?.batch ?? 100;
  const clock = deps.options?.clock ?? Date.now;
  const all = new Set<Stream>();
  const bySide = new Map<string, Set<Stream>>();
  /** The sides of the conversations heard of (they never change), the oldest dropped past 10 000. */
  const partsOf = new Map<number, Promise<readonly string[]>>();

  function parts(id: number): Promise<readonly string[]> {
    let known = partsOf.get(id);
    if (!known) {
      known = service.partsOf(id);
      known.catch(() => partsOf.delete(id));
      if (partsOf.size >= 10_000) {
        const oldest = partsOf.keys().next().value;
        if (oldest !== undefined) partsOf.delete(oldest);
      }
      partsOf.set(id, known);
    }
    return known;
  }

  async function route(id: number, reads: boolean) {
    const sides = await parts(id);
    for (const side of sides) {
      for (const stream of bySide.get(side) ?? []) {
        if (reads) stream.reads.add(id);
        void pump(stream);
      }
    }
  }

  deps.changes.subscribe((change: Change) => {
    if (all.size === 0) return;
    if (change.table === '*') {
      // Changes may have been missed: every stream reads what is new.
      for (const stream of all) void pump(stream);
      return;
    }
    if (change.table !== MESSAGES && change.table !== READS) return;
    const id = Number(change.key);
    if (!Number.isSafeInteger(id)) return;
    route(id, change.table === READS).catch((error: unknown) =>
      deps.log.warn({ err: error instanceof Error ? error.name : 'errore' }, 'chat: a change not routed'),
    );
  });

  const event = (name: string, data: unknown, id?: number) =>
    `${id === undefined ? '' : `id: ${id}\n`}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

  /** Delivers what is new to one stream; a wake during a pump runs it again after. */
  async function pump(stream: Stream): Promise<void> {
    if (stream.closed) return;
    if (stream.busy) {
      stream.again = true;
      return;
    }
    stream.busy = true;
    try {
      do {
        stream.again = false;
        const { messages, last, full } = await service.newMessages(
          stream.caller,
          stream.sides,
          stream.cursor,
          batch,
        );
        if (stream.closed) return;
        if (full) {
          // Too far behind to send one by one: the browser reads its lists again, and goes on from the newest.
          const latest = await service.latest(stream.sides);
          stream.write(event(chatEventi.ricarica, {}, latest));
          stream.cursor = Math.max(latest, last);
        } else {
          for (const message of messages) stream.write(event(chatEventi.messaggio, message, message.id));
          stream.cursor = last;
        }
        if (stream.reads.size > 0) {
          const ids = [...stream.reads];
          stream.reads.clear();
          for (const { conversazioneId, lato, reads } of await service.readsOf(
            stream.caller,
            stream.sides,
            ids,
          )) {
            for (const side of ['a', 'b'] as const satisfies Lato[]) {
              const key = `${conversazioneId}:${side}`;
              if (stream.sentReads.get(key) === reads[side]) continue;
              stream.sentReads.set(key, reads[side]);
              stream.write(
                event(chatEventi.letto, { conversazioneId, mio: side === lato, fino: reads[side] }),
              );
            }
          }
        }
      } while (stream.again && !stream.closed);
    } catch (error) {
      deps.log.warn({ err: error instanceof Error ? error.name : 'errore' }, 'chat: a stream read failed');
      // The browser reconnects and resumes after what it received.
      stream.close();
    } finally {
      stream.busy = false;
    }
  }

  return {
    /**
     * Answers the request with the caller's stream: 404 when they take part in no relationship (nothing would ever
     * come); else `text/event-stream`, starting after `Last-Event-ID` (or `dopo`, or now).
     */
    async open(request: FastifyRequest, reply: FastifyReply, caller: Principal, dopo: number | undefined) {
      const sides = await service.sidesOf(caller);
      if (sides.length === 0) throw new NotFoundError(m.nessunContatto);
      const cursor = resumeAfter(request, dopo) ?? (await service.latest(sides));
      const expires = tokenExpiry(request.headers.authorization);
      const lifetime = Math.max(0, Math.min(maxMs, (expires ?? Number.POSITIVE_INFINITY) - clock()));

      reply.hijack();
      const raw: ServerResponse = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
        'x-request-id': String(request.id),
        // The connection ends with the stream: a server closing (which ends them) waits for no idle socket.
        connection: 'close',
      });
      raw.flushHeaders();

      const heartbeat = setInterval(() => stream.write(': ping\n\n'), heartbeatMs);
      heartbeat.unref();
      const expiry = setTimeout(() => stream.close(), lifetime);
      expiry.unref();
      const stream: Stream = {
        caller,
        sides,
        cursor,
        reads: new Set(),
        sentReads: new Map(),
        busy: false,
        again: false,
        closed: false,
        write(chunk) {
          if (stream.closed || raw.destroyed || raw.writableEnded) return;
          raw.write(chunk);
          // A browser that does not read what it is sent is dropped before the server holds much of it.
          if (raw.writableLength > 1024 * 1024) stream.close();
        },
        close() {
          if (stream.closed) return;
          stream.closed = true;
          clearInterval(heartbeat);
          clearTimeout(expiry);
          all.delete(stream);
          for (const side of sides) {
            const streams = bySide.get(side);
            streams?.delete(stream);
            if (streams?.size === 0) bySide.delete(side);
          }
          if (!raw.writableEnded) raw.end();
        },
      };
      raw.on('close', () => stream.close());
      all.add(stream);
      for (const side of sides) {
        const streams = bySide.get(side);
        if (streams) streams.add(stream);
        else bySide.set(side, new Set([stream]));
      }
      await pump(stream);
      // How long the browser waits before it reconnects after a cut; sent once what was missed has been.
      stream.write('retry: 3000\n\n');
    },

    /** How many streams this replica serves. */
    get size() {
      return all.size;
    },

    /** Ends every stream (the server is closing: browsers reconnect to another replica). */
    closeAll() {
      for (const stream of [...all]) stream.close();
    },
  };
}

export type ChatStreams = ReturnType<typeof createChatStreams>;
