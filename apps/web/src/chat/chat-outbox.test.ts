import type { ChatMessaggio } from '@halo/contract/chat';
import { describe, expect, it, vi } from 'vitest';
import { createOutbox, type OutboxItem, type SendOutcome } from './chat-outbox.ts';

function memoryStorage() {
  const store = new Map<string, string>();
  return {
    store,
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  };
}

const sent = (item: OutboxItem, id: number): SendOutcome => ({
  kind: 'sent',
  messaggio: {
    id,
    conversazioneId: item.conversazioneId,
    clientId: item.clientId,
    autore: 'Io',
    mio: true,
    scrittoDaMe: true,
    testo: item.testo,
    inviatoIl: '2026-01-10T09:00:00Z',
  } satisfies ChatMessaggio,
});

function outboxWith(send: (item: OutboxItem) => Promise<SendOutcome>, storage = memoryStorage()) {
  let ids = 0;
  const events = { sent: [] as string[], refused: [] as string[] };
  const outbox = createOutbox({
    storage,
    key: 'coda',
    send,
    onChange: () => undefined,
    onSent: (item) => events.sent.push(item.testo),
    onRefused: (item, message) => events.refused.push(`${item.testo}: ${message}`),
    retryMs: () => 60_000,
    newId: () => `id-${++ids}-abcdef`,
  });
  return { outbox, events, storage };
}

describe('the queue of unsent messages', () => {
  it('sends in order, one at a time, however often it is flushed', async () => {
    let running = 0;
    let most = 0;
    const send = vi.fn(async (item: OutboxItem) => {
      running++;
      most = Math.max(most, running);
      await Promise.resolve();
      running--;
      return sent(item, send.mock.calls.length);
    });
    const { outbox, events } = outboxWith(send);
    outbox.add(1, 'primo');
    outbox.add(1, 'secondo');
    await Promise.all([outbox.flush(), outbox.flush(), outbox.flush()]);
    expect(events.sent).toEqual(['primo', 'secondo']);
    expect(send).toHaveBeenCalledTimes(2);
    expect(most).toBe(1);
    expect(outbox.items()).toEqual([]);
  });

  it('keeps a message through failures and a reload, with the same client id every time', async () => {
    const storage = memoryStorage();
    const down = vi.fn(async (_item: OutboxItem): Promise<SendOutcome> => ({ kind: 'retry' }));
    const first = outboxWith(down, storage);
    first.outbox.add(3, 'senza rete');
    await first.outbox.flush();
    await first.outbox.flush();
    first.outbox.stop();
    expect(down.mock.calls.map(([item]) => item.clientId)).toEqual(['id-1-abcdef', 'id-1-abcdef']);
    expect(JSON.parse(storage.store.get('coda') ?? '[]')).toHaveLength(1);

    const up = vi.fn(async (item: OutboxItem) => sent(item, 5));
    const reloaded = outboxWith(up, storage);
    expect(reloaded.outbox.items().map((item) => item.testo)).toEqual(['senza rete']);
    await reloaded.outbox.flush();
    expect(up.mock.calls[0]?.[0].clientId).toBe('id-1-abcdef');
    expect(storage.store.has('coda')).toBe(false);
  });

  it('drops and reports a message the server refuses, and goes on with the next', async () => {
    const { outbox, events } = outboxWith(async (item) =>
      item.testo === 'rifiutato' ? { kind: 'refused', message: 'Conversazione chiusa.' } : sent(item, 9),
    );
    outbox.add(1, 'rifiutato');
    outbox.add(1, 'accettato');
    await outbox.flush();
    expect(events).toEqual({ sent: ['accettato'], refused: ['rifiutato: Conversazione chiusa.'] });
  });

  it('lets a message go that the stream has already brought back', () => {
    const { outbox } = outboxWith(() => new Promise(() => undefined));
    const item = outbox.add(1, 'eco');
    expect(outbox.has(item.clientId)).toBe(true);
    outbox.delivered(item.clientId);
    expect(outbox.items()).toEqual([]);
  });
});
