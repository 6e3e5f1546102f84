/** One event of a `text/event-stream`, as EventSource reads it. */
export interface StreamEvent {
  id?: string;
  event: string;
  data: string;
}

/** Reads the events out of the text of a stream, chunk by chunk (HTML's event-stream interpretation, in short). */
export function createEventParser(onEvent: (event: StreamEvent) => void, onRetry: (ms: number) => void) {
  let buffer = '';
  let data: string[] = [];
  let name = '';
  let id: string | undefined;
  let hasId = false;
  const dispatch = () => {
    if (data.length > 0) onEvent({ ...(hasId && { id }), event: name || 'message', data: data.join('\n') });
    data = [];
    name = '';
    hasId = false;
  };
  return (chunk: string) => {
    buffer += chunk;
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (line === '') {
        dispatch();
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'data') data.push(value);
      else if (field === 'event') name = value;
      else if (field === 'id' && !value.includes('\u0000')) {
        id = value;
        hasId = true;
      } else if (field === 'retry' && /^\d+$/.test(value)) onRetry(Number(value));
    }
  };
}

export type StreamState = 'connecting' | 'open' | 'waiting' | 'closed';

export interface ChatStreamOptions {
  url: string;
  /** The headers of a call now (a fresh DPoP proof each time); null when nobody is signed in. */
  authorize(url: string): Promise<Record<string, string> | null>;
  onEvent(event: StreamEvent): void;
  onState?(state: StreamState): void;
  /** The last event already received: the stream resumes after it. */
  lastEventId?: string;
  fetch?: typeof fetch;
  /** Where the browser says it is back online. */
  online?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** The longest wait between two attempts after failures (ms). */
  maxWaitMs?: number;
}

/**
 * The chat's live stream (docs/adr/0049-chat.md): EventSource's protocol over `fetch`, because EventSource sends no
 * Authorization header and Halo's API takes only that (with a DPoP proof for each call). Like EventSource it
 * reconnects after a cut or the server's end of the stream (after the `retry` the server gave), sending
 * `Last-Event-ID`, so that nothing is lost and nothing comes twice; failures wait longer each time (up to
 * `maxWaitMs`), and the browser coming back online reconnects at once. A 403 or 404 (nothing to stream) stops it.
 */
export function connectChatStream(options: ChatStreamOptions) {
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const maxWait = options.maxWaitMs ?? 30_000;
  let lastEventId = options.lastEventId;
  let retryMs = 3000;
  let failures = 0;
  let closed = false;
  let controller: AbortController | undefined;
  let wakeUp: (() => void) | undefined;
  const setState = (state: StreamState) => options.onState?.(state);

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = undefined;
        resolve();
      }
      wakeUp = done;
    });
  const online = () => wakeUp?.();
  options.online?.addEventListener('online', online);

  async function readOnce(): Promise<'again' | 'stop'> {
    const headers = await options.authorize(options.url);
    if (!headers) return 'stop';
    controller = new AbortController();
    const response = await fetchFn(options.url, {
      headers: {
        ...headers,
        Accept: 'text/event-stream',
        ...(lastEventId !== undefined && { 'Last-Event-ID': lastEventId }),
      },
      cache: 'no-store',
      credentials: 'same-origin',
      signal: controller.signal,
    });
    if (response.status === 403 || response.status === 404) return 'stop';
    if (response.status !== 200 || !response.body) throw new Error(`stream ${response.status}`);
    failures = 0;
    setState('open');
    const decoder = new TextDecoder();
    const parse = createEventParser(
      (event) => {
        if (event.id !== undefined) lastEventId = event.id;
        options.onEvent(event);
      },
      (ms) => {
        retryMs = ms;
      },
    );
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parse(decoder.decode(value, { stream: true }));
    }
    return 'again';
  }

  void (async () => {
    while (!closed) {
      setState('connecting');
      try {
        if ((await readOnce()) === 'stop') break;
      } catch {
        if (closed) break;
        failures++;
      }
      if (closed) break;
      setState('waiting');
      await wait(failures === 0 ? retryMs : Math.min(maxWait, retryMs * 2 ** (failures - 1)));
    }
    closed = true;
    options.online?.removeEventListener('online', online);
    setState('closed');
  })();

  return {
    /** The id of the last event received. */
    lastEventId: () => lastEventId,
    /** Reconnects now if the stream is waiting to. */
    reconnectNow() {
      wakeUp?.();
    },
    close() {
      closed = true;
      controller?.abort();
      wakeUp?.();
    },
  };
}
