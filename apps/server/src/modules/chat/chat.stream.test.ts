import type { ChatMessaggio } from '@halo/contract/chat';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Change, ChangeFeed } from '../../db/changes.ts';
import type { ChatService } from './chat.service.ts';
import { createChatStreams, tokenExpiry } from './chat.stream.ts';
import { openChatStream } from './chat.test-utils.ts';

/** A change feed the test drives. */
function feed() {
  const listeners = new Set<(change: Change) => void>();
  const changes: ChangeFeed = {
    live: true,
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
  const emit = (change: Change) => {
    for (const fn of listeners) fn(change);
  };
  return { changes, emit };
}

const message = (id: number): ChatMessaggio => ({
  id,
  conversazioneId: 1,
  clientId: `c-${id}`,
  autore: 'Qualcuno',
  mio: false,
  scrittoDaMe: false,
  testo: `Messaggio ${id}`,
  inviatoIl: '2026-01-10T09:00:00.000Z',
});

/** A service holding messages in memory, every one of conversation 1 between `io` and `altro`. */
function service(messages: ChatMessaggio[]) {
  return {
    sidesOf: async () => ['io'],
    partsOf: async (id: number) => (id === 1 ? ['altro', 'io'] : []),
    latest: async () => messages.at(-1)?.id ?? 0,
    async newMessages(_caller: unknown, _sides: unknown, after: number, limit: number) {
      const rows = messages.filter((m) => m.id > after).slice(0, limit);
      return { messages: rows, last: rows.at(-1)?.id ?? after, full: rows.length === limit };
    },
    readsOf: async () => [],
  } as unknown as ChatService;
}

const jwt = (claims: Record<string, unknown>) =>
  `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.firma`;

describe('the chat stream', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function serve(messages: ChatMessaggio[], options: { maxMs?: number; batch?: number } = {}) {
    const { changes, emit } = feed();
    const streams = createChatStreams({
      service: service(messages),
      changes,
      log: { warn: () => undefined },
      options,
    });
    app = Fastify();
    app.addHook('preClose', async () => streams.closeAll());
    app.get('/api/v1/chat/eventi', async (request, reply) => {
      await streams.open(request, reply, { userId: 'io' } as never, undefined);
      return reply;
    });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    return { address, emit, streams };
  }

  it('reads the expiry of the token it was opened with', () => {
    expect(tokenExpiry(`Bearer ${jwt({ exp: 1_900_000_000 })}`)).toBe(1_900_000_000_000);
    expect(tokenExpiry(`DPoP ${jwt({ sub: 'x' })}`)).toBeUndefined();
    expect(tokenExpiry('Bearer non-un-jwt')).toBeUndefined();
    expect(tokenExpiry(undefined)).toBeUndefined();
  });

  it('wakes on a notification of one of its conversations and sends what is new, once', async () => {
    const messages = [message(1)];
    const { address, emit } = await serve(messages);
    const stream = await openChatStream(address, jwt({}), { lastEventId: '0' });
    await stream.caughtUp();
    expect(stream.messages().map((m) => m.id)).toEqual([1]);
    messages.push(message(2), message(3));
    // Two notifications for one commit's worth: each message still comes once.
    emit({ table: 'chat.messaggi', key: '1' });
    emit({ table: 'chat.messaggi', key: '1' });
    await stream.until(() => stream.messages().length >= 3);
    messages.push(message(4));
    // A notification of another conversation does not concern this reader; the next one of theirs brings it.
    emit({ table: 'chat.messaggi', key: '2' });
    emit({ table: '*' });
    await stream.until(() => stream.messages().length >= 4);
    expect(stream.messages().map((m) => m.id)).toEqual([1, 2, 3, 4]);
    expect(stream.events.filter((e) => e.event === 'messaggio').map((e) => e.id)).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
    stream.close();
  });

  it('tells a reader too far behind to read the lists again, then goes on from the newest', async () => {
    const messages = Array.from({ length: 5 }, (_, n) => message(n + 1));
    const { address } = await serve(messages, { batch: 3 });
    const stream = await openChatStream(address, jwt({}), { lastEventId: '0' });
    await stream.caughtUp();
    expect(stream.events).toEqual([{ id: '5', event: 'ricarica', data: '{}' }]);
    stream.close();
  });

  it('ends when its token expires, and when the server closes', async () => {
    const { address, streams } = await serve([], { maxMs: 60_000 });
    const expiring = await openChatStream(address, jwt({ exp: Math.floor(Date.now() / 1000) + 2 }));
    await expiring.caughtUp();
    await expiring.ended;
    const lasting = await openChatStream(address, jwt({}));
    await lasting.caughtUp();
    expect(streams.size).toBe(1);
    await app?.close();
    app = undefined;
    await lasting.ended;
    expect(streams.size).toBe(0);
  });
});
