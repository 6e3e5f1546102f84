import { type ChatMessaggio, chatMessages } from '@halo/contract/chat';
import { expect } from 'vitest';
import { type ApiClient, apiClient } from '../../../test/api.ts';
import { decodeJwt } from '../../../test/oidc-client.ts';
import type { TestServer } from '../../../test/servers.ts';
import { demoToken } from '../../../test/suite.ts';

const API = '/api/v1/chat';

/** The demo users of a test signed in: their tokens, their API clients, their subjects. */
export interface ChatCallers<User extends string> {
  tokens: Record<User, string>;
  as: Record<User, ApiClient>;
  subject: Record<User, string>;
}

/** Signs these demo users in, filling `into` (a test may add other callers to it after). */
export async function signInDemoCallers<User extends string>(
  server: TestServer,
  users: readonly User[],
  into: ChatCallers<User>,
): Promise<void> {
  for (const user of users) {
    into.tokens[user] = await demoToken(server, user);
    into.as[user] = apiClient(server.app, into.tokens[user]);
    into.subject[user] = decodeJwt(into.tokens[user]).sub as string;
  }
}

/**
 * Expects a conversation barred to a caller: `hidden` from one who is neither side of it (404 to every read and
 * write, marking it read included), `closed` to a side whose relationship has ended (403, and gone from their list).
 */
export async function expectBarred(
  client: ApiClient,
  id: number,
  how: 'hidden' | 'closed',
  label: string,
  clientId: string,
): Promise<void> {
  const [status, message] =
    how === 'hidden' ? [404, chatMessages.conversazioneNotFound] : [403, chatMessages.relazioneChiusa];
  const read = await client.get(`${API}/conversazioni/${id}/messaggi`);
  expect(read.status, label).toBe(status);
  expect(read.body.message).toBe(message);
  const testo = how === 'hidden' ? 'Intruso' : 'Ancora?';
  expect((await client.post(`${API}/conversazioni/${id}/messaggi`, { clientId, testo })).status).toBe(status);
  expect((await client.get(`${API}/conversazioni/${id}/export`)).status).toBe(status);
  if (how === 'hidden') {
    expect((await client.put(`${API}/conversazioni/${id}/letto`, { fino: 1 })).status).toBe(404);
  } else {
    expect((await client.get(`${API}/conversazioni`)).body.map((c: { id: number }) => c.id)).not.toContain(
      id,
    );
  }
}

/** One event of a stream, as the browser's EventSource reads it. */
export interface SseEvent {
  id?: string;
  event: string;
  data: string;
}

/** Parses the events of a chunk of `text/event-stream` (comments and `retry` left out). */
function parseEvents(block: string): SseEvent | undefined {
  const event: SseEvent = { event: 'message', data: '' };
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':') || line === '') continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') event.id = value;
    else if (field === 'event') event.event = value;
    else if (field === 'data') data.push(value);
  }
  if (data.length === 0) return undefined;
  event.data = data.join('\n');
  return event;
}

/**
 * The chat's stream of a signed-in caller over real HTTP (a stream never ends, so `inject` cannot read it): the
 * events as they arrive, `until` to wait for some (bounded, never a fixed sleep), `close` to hang up.
 */
export async function openChatStream(
  baseUrl: string,
  token: string,
  options: { lastEventId?: string; dopo?: number } = {},
) {
  const controller = new AbortController();
  const query = options.dopo === undefined ? '' : `?dopo=${options.dopo}`;
  const response = await fetch(`${baseUrl}/api/v1/chat/eventi${query}`, {
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'text/event-stream',
      ...(options.lastEventId !== undefined && { 'last-event-id': options.lastEventId }),
    },
    signal: controller.signal,
  });
  const events: SseEvent[] = [];
  let wake: () => void = () => undefined;
  let ended = false;
  /** The server has sent what came before the stream opened (its `retry` line follows the catch-up). */
  let caughtUp = false;
  const reading = (async () => {
    if (!response.body || response.status !== 200) return;
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body) {
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        if (block.startsWith('retry:')) caughtUp = true;
        const parsed = parseEvents(block);
        buffer = buffer.slice(end + 2);
        if (parsed) events.push(parsed);
      }
      wake();
    }
  })()
    .catch(() => undefined)
    .finally(() => {
      ended = true;
      wake();
    });

  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    events,
    /** The messages received, in order. */
    messages(): ChatMessaggio[] {
      return events.filter((e) => e.event === 'messaggio').map((e) => JSON.parse(e.data) as ChatMessaggio);
    },
    /** Waits until `check` holds of the events received; fails if it does not within `ms`. */
    async until(check: (events: SseEvent[]) => boolean, ms = 10_000): Promise<void> {
      const deadline = Date.now() + ms;
      while (!check(events)) {
        if (ended) throw new Error(`stream ended: ${JSON.stringify(events)}`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`not received within ${ms} ms: ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    },
    /** Waits until the stream has sent what was there when it opened. */
    caughtUp(ms = 10_000): Promise<void> {
      return this.until(() => caughtUp, ms);
    },
    /** Resolves when the server has ended the stream. */
    ended: reading,
    close() {
      controller.abort();
    },
  };
}
