import type { ChatMessaggio } from '@halo/contract/chat';

/** A message written and not yet accepted by the server. */
export interface OutboxItem {
  conversazioneId: number;
  /** The device's id of the message: sent again, the server finds it instead of writing it twice. */
  clientId: string;
  testo: string;
  creatoIl: string;
}

/** What sending one message came to: sent, to try again later (no connection), or refused for good. */
export type SendOutcome =
  | { kind: 'sent'; messaggio: ChatMessaggio }
  | { kind: 'retry' }
  | { kind: 'refused'; message: string | null };

export interface OutboxOptions {
  /** Where the queue survives a reload (null: memory only). */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  key: string;
  send(item: OutboxItem): Promise<SendOutcome>;
  /** The queue changed (an item added, sent or refused). */
  onChange(items: readonly OutboxItem[]): void;
  onSent(item: OutboxItem, messaggio: ChatMessaggio): void;
  onRefused(item: OutboxItem, message: string | null): void;
  /** Waits before trying again after a failure (ms); the browser coming back online tries at once. */
  retryMs?: (failures: number) => number;
  newId?: () => string;
}

/** A client id: a UUID where the browser makes one, else random letters. */
export function newClientId(): string {
  const random = globalThis.crypto?.randomUUID?.bind(globalThis.crypto);
  if (random) return random();
  return Array.from({ length: 32 }, () => Math.floor(Math.random() * 36).toString(36)).join('');
}

function isItem(value: unknown): value is OutboxItem {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.conversazioneId === 'number' &&
    typeof item.clientId === 'string' &&
    typeof item.testo === 'string' &&
    typeof item.creatoIl === 'string'
  );
}

/**
 * The messages written while the connection is down (docs/adr/0049-chat.md): kept in memory and in the browser's
 * storage, sent in order, one at a time, as soon as possible, and each with its client id so that the server writes
 * it once however many times it arrives (a reload, a second tab, an answer lost on the way back). A message the
 * server refuses for good (the conversation closed) leaves the queue and is reported.
 */
export function createOutbox(options: OutboxOptions) {
  const retryMs = options.retryMs ?? ((failures) => Math.min(30_000, 2000 * 2 ** (failures - 1)));
  const newId = options.newId ?? newClientId;
  let items: OutboxItem[] = load();
  let flushing: Promise<void> | undefined;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  function load(): OutboxItem[] {
    try {
      const stored = JSON.parse(options.storage?.getItem(options.key) ?? '[]') as unknown;
      return Array.isArray(stored) ? stored.filter(isItem) : [];
    } catch {
      return [];
    }
  }

  function save() {
    try {
      if (items.length === 0) options.storage?.removeItem(options.key);
      else options.storage?.setItem(options.key, JSON.stringify(items));
    } catch {
      // A full or refused storage: the queue still lives in memory.
    }
    options.onChange(items);
  }

  function remove(clientId: string) {
    items = items.filter((item) => item.clientId !== clientId);
    save();
  }

  async function run() {
    while (!stopped) {
      const [item] = items;
      if (!item) {
        failures = 0;
        return;
      }
      const outcome = await options.send(item).catch((): SendOutcome => ({ kind: 'retry' }));
      if (outcome.kind === 'retry') {
        failures++;
        clearTimeout(timer);
        timer = setTimeout(() => void outbox.flush(), retryMs(failures));
        return;
      }
      failures = 0;
      remove(item.clientId);
      if (outcome.kind === 'sent') options.onSent(item, outcome.messaggio);
      else options.onRefused(item, outcome.message);
    }
  }

  const outbox = {
    items: (): readonly OutboxItem[] => items,

    /** Queues a message and tries to send it. */
    add(conversazioneId: number, testo: string): OutboxItem {
      const item = { conversazioneId, clientId: newId(), testo, creatoIl: new Date().toISOString() };
      items = [...items, item];
      save();
      void outbox.flush();
      return item;
    },

    /** Sends what is queued, once at a time: a call while sending waits for that round. */
    flush(): Promise<void> {
      if (stopped) return Promise.resolve();
      clearTimeout(timer);
      if (!flushing) {
        flushing = run().finally(() => {
          flushing = undefined;
        });
      }
      return flushing;
    },

    /** Whether a message is still queued (the stream may bring it back before its answer does). */
    has: (clientId: string) => items.some((item) => item.clientId === clientId),

    /** The server has it already (seen on the stream): it leaves the queue. */
    delivered(clientId: string) {
      if (items.some((item) => item.clientId === clientId)) remove(clientId);
    },

    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
  return outbox;
}

export type Outbox = ReturnType<typeof createOutbox>;
