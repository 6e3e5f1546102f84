import {
  type ChatContatto,
  type ChatConversazione,
  type ChatMessaggio,
  chatEventi,
  chatEventoLettoSchema,
  chatMessaggioSchema,
  chatRoutes,
} from '@halo/contract/chat';
import { useCallback, useEffect, useRef, useState } from 'react';
import { callRoute } from '../lib/call-route.ts';
import { authorizationHeaders } from '../shell/auth/dpop.ts';
import { getAccessToken } from '../shell/auth/session.store.ts';
import { createOutbox, type Outbox, type OutboxItem, type SendOutcome } from './chat-outbox.ts';
import { connectChatStream, type StreamEvent } from './chat-stream.ts';

/** The messages of one conversation the widget has read. */
export interface Thread {
  items: ChatMessaggio[];
  /** There are older ones to read. */
  more: boolean;
  status: 'loading' | 'ready' | 'failed' | 'closed';
}

const quiet = { alert: false, background: true } as const;

/** Adds messages to a thread's, each once, in the order of their ids. */
export function mergeMessages(
  items: readonly ChatMessaggio[],
  added: readonly ChatMessaggio[],
): ChatMessaggio[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  for (const item of added) byId.set(item.id, item);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export interface ChatOptions {
  userId: string;
  /** Where the queue of unsent messages is kept across reloads. */
  storage?: Storage | null;
  /** Is the reader looking at this conversation now (the panel open on it, the page visible)? */
  reading(conversazioneId: number): boolean;
  /** A message of the other side arrived. */
  onIncoming(message: ChatMessaggio): void;
}

/**
 * The chat's state in the browser (docs/adr/0049-chat.md): the conversations with their unread counts, whom the user
 * may write to, the messages read so far, the queue of messages not yet sent, and the live stream that keeps them
 * current. Everything is read in the background: a failure shows in the widget, never as the page's alert.
 */
export function useChat(options: ChatOptions) {
  const [conversations, setConversations] = useState<ChatConversazione[] | null>(null);
  const [contacts, setContacts] = useState<ChatContatto[] | null>(null);
  /** Whether the user takes part in a relationship (someone may write to them), conversations or not. */
  const [takesPart, setTakesPart] = useState(false);
  const [threads, setThreads] = useState<ReadonlyMap<number, Thread>>(new Map());
  const [queued, setQueued] = useState<readonly OutboxItem[]>([]);
  const [refused, setRefused] = useState<{ conversazioneId: number; message: string | null } | null>(null);
  const [online, setOnline] = useState(() => globalThis.navigator?.onLine ?? true);
  const [cursor, setCursor] = useState<number | null>(null);
  const latest = useRef(options);
  latest.current = options;
  // What the stream's handlers read as it is now (their updates run later).
  const known = useRef({ conversations, threads });
  known.current = { conversations, threads };

  const setThread = useCallback((id: number, change: (thread: Thread | undefined) => Thread) => {
    setThreads((current) => new Map(current).set(id, change(current.get(id))));
  }, []);

  const loadConversations = useCallback(async () => {
    const answer = await callRoute(chatRoutes.chatConversazioni, quiet);
    if (answer.ok) setConversations(answer.data);
    else setConversations((current) => current ?? []);
    return answer.ok ? answer.data : null;
  }, []);

  const loadMessages = useCallback(
    async (id: number, before?: number) => {
      setThread(id, (thread) => ({
        items: thread?.items ?? [],
        more: thread?.more ?? false,
        status: 'loading',
      }));
      const answer = await callRoute(chatRoutes.chatMessaggi, {
        ...quiet,
        params: { id },
        query: { prima: before },
      });
      const page = answer.ok ? answer.data : null;
      setThread(id, (thread) => {
        if (!page) {
          return {
            items: thread?.items ?? [],
            more: false,
            status: answer.status === 403 ? 'closed' : 'failed',
          };
        }
        return {
          items: mergeMessages(thread?.items ?? [], page.messaggi),
          more: before === undefined && thread?.items.length ? thread.more : page.altri,
          status: 'ready',
        };
      });
    },
    [setThread],
  );

  /** A message the server has (sent from here, or come on the stream): in its thread and its conversation. */
  const received = useCallback(
    (message: ChatMessaggio) => {
      setThreads((current) => {
        const thread = current.get(message.conversazioneId);
        if (!thread) return current;
        return new Map(current).set(message.conversazioneId, {
          ...thread,
          items: mergeMessages(thread.items, [message]),
        });
      });
      const listed = known.current.conversations;
      if (listed && !listed.some((c) => c.id === message.conversazioneId)) {
        // A conversation someone has just opened with the user: the list is read again.
        void loadConversations();
        return;
      }
      setConversations((current) => {
        const found = current?.find((c) => c.id === message.conversazioneId);
        if (!current || !found) return current;
        if (found.ultimo && found.ultimo.id >= message.id) return current;
        const counts = !message.mio && !latest.current.reading(message.conversazioneId);
        const updated: ChatConversazione = {
          ...found,
          ultimo: {
            id: message.id,
            testo: message.testo.slice(0, 140),
            inviatoIl: message.inviatoIl,
            mio: message.mio,
          },
          nonLetti: found.nonLetti + (counts ? 1 : 0),
        };
        return [updated, ...current.filter((c) => c.id !== found.id)];
      });
    },
    [loadConversations],
  );

  const [outbox] = useState<Outbox>(() =>
    createOutbox({
      storage: options.storage === undefined ? globalThis.localStorage : options.storage,
      key: `halo.chat.outbox.${options.userId}`,
      async send(item): Promise<SendOutcome> {
        const answer = await callRoute(chatRoutes.chatInvia, {
          ...quiet,
          params: { id: item.conversazioneId },
          body: { clientId: item.clientId, testo: item.testo },
        });
        if (answer.ok && answer.data) return { kind: 'sent', messaggio: answer.data };
        if (answer.status === 400 || answer.status === 403 || answer.status === 404) {
          return { kind: 'refused', message: answer.message };
        }
        return { kind: 'retry' };
      },
      onChange: (items) => setQueued([...items]),
      onSent: (_item, messaggio) => received(messaggio),
      onRefused: (item, message) => setRefused({ conversazioneId: item.conversazioneId, message }),
    }),
  );

  // The first reads: the conversations (whose newest message is where the stream starts) and the contacts.
  useEffect(() => {
    let stale = false;
    void (async () => {
      const [list, people, stato] = await Promise.all([
        loadConversations(),
        callRoute(chatRoutes.chatContatti, { ...quiet, query: {} }),
        callRoute(chatRoutes.chatStato, quiet),
      ]);
      if (stale) return;
      setContacts(people.ok ? people.data : []);
      setTakesPart(stato.ok === true && stato.data?.partecipa === true);
      setCursor(Math.max(0, ...(list ?? []).map((c) => c.ultimo?.id ?? 0)));
    })();
    setQueued([...outbox.items()]);
    return () => {
      stale = true;
    };
  }, [loadConversations, outbox]);

  const handleEvent = useCallback(
    (event: StreamEvent) => {
      if (event.event === chatEventi.messaggio) {
        const parsed = chatMessaggioSchema.safeParse(JSON.parse(event.data));
        if (!parsed.success) return;
        const message = parsed.data;
        if (message.mio) outbox.delivered(message.clientId);
        received(message);
        if (!message.mio) latest.current.onIncoming(message);
      } else if (event.event === chatEventi.letto) {
        const parsed = chatEventoLettoSchema.safeParse(JSON.parse(event.data));
        if (!parsed.success) return;
        const { conversazioneId, mio, fino } = parsed.data;
        setConversations(
          (current) =>
            current?.map((c) => {
              if (c.id !== conversazioneId) return c;
              if (!mio) return { ...c, lettoDallAltro: Math.max(c.lettoDallAltro, fino) };
              const caughtUp = c.ultimo === null || fino >= c.ultimo.id;
              return { ...c, lettoDaMe: Math.max(c.lettoDaMe, fino), nonLetti: caughtUp ? 0 : c.nonLetti };
            }) ?? current,
        );
      } else if (event.event === chatEventi.ricarica) {
        // Too much was missed: the lists and the open threads are read again.
        void loadConversations();
        for (const id of known.current.threads.keys()) void loadMessages(id);
      }
    },
    [loadConversations, loadMessages, outbox, received],
  );
  const onEvent = useRef(handleEvent);
  onEvent.current = handleEvent;

  // An office's operator takes part before the first message: the stream is open, and the first one shows at once.
  const active = takesPart || (conversations?.length ?? 0) > 0 || (contacts?.length ?? 0) > 0;

  // The live stream, once the first reads are done and there is something to hear of.
  useEffect(() => {
    if (cursor === null || !active) return;
    const stream = connectChatStream({
      url: chatRoutes.chatEventi.url,
      lastEventId: String(cursor),
      async authorize(url) {
        const token = getAccessToken();
        return token ? authorizationHeaders(token, url, 'GET') : null;
      },
      onEvent: (event) => onEvent.current(event),
      onState: (state) => {
        // Back in touch with the server: what was queued goes now.
        if (state === 'open') void outbox.flush();
      },
      online: globalThis.window,
    });
    return () => stream.close();
  }, [cursor, active, outbox]);

  // The browser's connection: a notice while it is down, the queue sent when it is back.
  useEffect(() => {
    const up = () => {
      setOnline(true);
      void outbox.flush();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, [outbox]);

  useEffect(() => () => outbox.stop(), [outbox]);

  const markRead = useCallback(async (id: number, fino: number) => {
    setConversations(
      (current) =>
        current?.map((c) =>
          c.id === id ? { ...c, lettoDaMe: Math.max(c.lettoDaMe, fino), nonLetti: 0 } : c,
        ) ?? current,
    );
    await callRoute(chatRoutes.chatLetto, { ...quiet, params: { id }, body: { fino } });
  }, []);

  const searchContacts = useCallback(async (q: string) => {
    const answer = await callRoute(chatRoutes.chatContatti, { ...quiet, query: { q } });
    return answer.ok ? answer.data : null;
  }, []);

  /** The conversation with a contact (opened the first time), in the list. */
  const openWith = useCallback(async (contatto: string): Promise<ChatConversazione | null> => {
    const answer = await callRoute(chatRoutes.chatApri, { ...quiet, body: { contatto } });
    const conversation = answer.ok ? answer.data : null;
    if (!conversation) return null;
    setConversations((current) => [conversation, ...(current ?? []).filter((c) => c.id !== conversation.id)]);
    setContacts(
      (current) =>
        current?.map((c) => (c.contatto === contatto ? { ...c, conversazioneId: conversation.id } : c)) ??
        current,
    );
    return conversation;
  }, []);

  return {
    conversations,
    contacts,
    threads,
    queued,
    refused,
    clearRefused: () => setRefused(null),
    online,
    active,
    loadMessages,
    markRead,
    searchContacts,
    openWith,
    send: (conversazioneId: number, testo: string) => outbox.add(conversazioneId, testo),
  };
}
