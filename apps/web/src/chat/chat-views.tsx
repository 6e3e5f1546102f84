import {
  CHAT_MAX_TEXT,
  type ChatContatto,
  type ChatConversazione,
  chatRoutes,
  plainText,
} from '@halo/contract/chat';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { fillPath, withQuery } from '../lib/call-route.ts';
import { saveFile } from '../lib/download.ts';
import { http } from '../lib/http.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import type { OutboxItem } from './chat-outbox.ts';
import { type ChatTexts, sideName } from './chat-texts.ts';
import type { Thread } from './use-chat.ts';

/** Whom a conversation is with, in a list: a person and what they are, or an ASL's Pro.Sa. office. */
function SideName({ t, side }: { t: ChatTexts; side: ChatConversazione['con'] }) {
  return (
    <span className="chat-item-name">
      {side.ruolo === 'ufficio' ? (
        sideName(t, side)
      ) : (
        <>
          {side.nome} <span className="chat-role">({t.ruoli[side.ruolo]})</span>
        </>
      )}
    </span>
  );
}

export function ConversationList({
  t,
  conversations,
  canWrite,
  onOpen,
  onNew,
}: {
  t: ChatTexts;
  conversations: readonly ChatConversazione[];
  canWrite: boolean;
  onOpen(id: number): void;
  onNew(): void;
}) {
  return (
    <div className="chat-body">
      {canWrite ? (
        <button
          type="button"
          className="btn btn-outline-primary btn-sm chat-new"
          data-chat-focus="new"
          onClick={onNew}
        >
          {t.newConversation}
        </button>
      ) : null}
      {conversations.length === 0 ? (
        <p className="chat-empty">{canWrite ? t.noConversations : t.noConversationsYet}</p>
      ) : (
        <ul className="chat-list" aria-label={t.conversations}>
          {conversations.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                className="chat-item"
                data-chat-focus={`conversation-${c.id}`}
                onClick={() => onOpen(c.id)}
              >
                <SideName t={t} side={c.con} />
                {c.nonLetti > 0 ? <span className="chat-badge">{t.unread(c.nonLetti)}</span> : null}
                {c.ultimo ? (
                  <span className="chat-preview">
                    <span className="visually-hidden">{t.lastMessage}: </span>
                    {c.ultimo.mio ? `${t.you}: ` : ''}
                    {c.ultimo.testo}
                  </span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ContactList({
  t,
  initial,
  search,
  onBack,
  onChoose,
}: {
  t: ChatTexts;
  initial: readonly ChatContatto[];
  search(q: string): Promise<ChatContatto[] | null>;
  onBack(): void;
  onChoose(contatto: string): Promise<void>;
}) {
  const inputId = useId();
  const [q, setQ] = useState('');
  const settled = useDebouncedValue(q.trim(), 300);
  const [found, setFound] = useState<readonly ChatContatto[]>(initial);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let stale = false;
    if (settled === '') {
      setFound(initial);
      return;
    }
    void search(settled).then((people) => {
      if (!stale && people) setFound(people);
    });
    return () => {
      stale = true;
    };
  }, [settled, initial, search]);
  return (
    <div className="chat-body">
      <button type="button" className="btn btn-link btn-sm chat-back" onClick={onBack}>
        ← {t.back}
      </button>
      <div className="chat-search">
        <label htmlFor={inputId}>{t.searchContacts}</label>
        <input
          id={inputId}
          type="search"
          className="form-control"
          value={q}
          maxLength={100}
          onChange={(event) => setQ(event.target.value)}
        />
      </div>
      {found.length === 0 ? (
        <p className="chat-empty" role="status">
          {t.noContacts}
        </p>
      ) : (
        <ul className="chat-list" aria-label={t.contactsTitle}>
          {found.map((c) => (
            <li key={c.contatto}>
              <button
                type="button"
                className="chat-item"
                disabled={busy}
                onClick={async () => {
                  setBusy(true);
                  await onChoose(c.contatto);
                  setBusy(false);
                }}
              >
                <SideName t={t} side={c} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The file name a download's answer gives, if any. */
function fileNameOf(disposition: string | null | undefined, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

export function ConversationView({
  t,
  language,
  conversation,
  thread,
  queued,
  refused,
  onDismissRefused,
  onBack,
  onEarlier,
  onSend,
}: {
  t: ChatTexts;
  language: string;
  conversation: ChatConversazione | undefined;
  thread: Thread | undefined;
  queued: readonly OutboxItem[];
  refused: { message: string | null } | null;
  onDismissRefused(): void;
  onBack(): void;
  onEarlier(before: number): void;
  onSend(testo: string): void;
}) {
  const fieldId = useId();
  const countId = useId();
  const [text, setText] = useState('');
  const [exportFailed, setExportFailed] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  const items = thread?.items ?? [];
  const sentIds = new Set(items.filter((m) => m.mio).map((m) => m.clientId));
  const waiting = queued.filter((item) => !sentIds.has(item.clientId));
  const time = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' });
  // The receipt goes under the last message of the user's that the other side has read.
  const readUpTo = conversation?.lettoDallAltro ?? 0;
  const lastReadOfMine = items.filter((m) => m.mio && m.id <= readUpTo).at(-1)?.id;

  // The newest message in view as messages arrive.
  const newest = items.at(-1)?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolled when the newest message or the queue changes.
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newest, waiting.length]);

  async function download(formato: 'testo' | 'json') {
    if (!conversation) return;
    setExportFailed(false);
    const url = withQuery(fillPath(chatRoutes.chatEsporta.url, { id: conversation.id }), { formato });
    const answer = await http.request<unknown>(url, { background: true, headers: { Accept: '*/*' } });
    if (!answer.ok || answer.data === null) {
      setExportFailed(true);
      return;
    }
    const json = formato === 'json';
    const content =
      typeof answer.data === 'string' ? answer.data : `${JSON.stringify(answer.data, null, 2)}\n`;
    saveFile(
      fileNameOf(
        answer.headers?.get('content-disposition'),
        `conversazione-${conversation.id}.${json ? 'json' : 'txt'}`,
      ),
      content,
      json ? 'application/json' : 'text/plain;charset=utf-8',
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const testo = plainText(text);
    if (!testo) return;
    onSend(testo);
    setText('');
  }

  if (thread?.status === 'closed' || (!conversation && thread?.status !== 'loading')) {
    return (
      <div className="chat-body">
        <button type="button" className="btn btn-link btn-sm chat-back" onClick={onBack}>
          ← {t.back}
        </button>
        <p className="chat-empty">{t.closed}</p>
      </div>
    );
  }

  return (
    <div className="chat-body chat-conversation">
      <div className="chat-tools">
        <button type="button" className="btn btn-link btn-sm chat-back" onClick={onBack}>
          ← {t.back}
        </button>
        <button type="button" className="btn btn-link btn-sm" onClick={() => void download('testo')}>
          {t.exportText}
        </button>
        <button type="button" className="btn btn-link btn-sm" onClick={() => void download('json')}>
          {t.exportJson}
        </button>
      </div>
      {exportFailed ? (
        <p className="chat-notice" role="alert">
          {t.exportFailed}
        </p>
      ) : null}
      {thread?.status === 'failed' ? (
        <p className="chat-notice" role="alert">
          {t.loadFailed}
        </p>
      ) : null}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the list scrolls, and a keyboard must reach it to. */}
      <ol ref={list} className="chat-messages" aria-label={t.title} tabIndex={0}>
        {thread?.more && items[0] ? (
          <li className="chat-earlier">
            <button
              type="button"
              className="btn btn-link btn-sm"
              onClick={() => onEarlier(items[0]?.id ?? 0)}
            >
              {t.loadEarlier}
            </button>
          </li>
        ) : null}
        {items.length === 0 && waiting.length === 0 && thread?.status === 'ready' ? (
          <li className="chat-empty">{t.noMessages}</li>
        ) : null}
        {items.map((m) => (
          <li key={m.id} className={m.mio ? 'chat-message chat-mine' : 'chat-message'}>
            <p className="chat-meta">
              {/* A colleague of the same office wrote for the user's side: by name. */}
              {m.mio && m.scrittoDaMe ? t.you : m.autore},{' '}
              <time dateTime={m.inviatoIl}>{time.format(new Date(m.inviatoIl))}</time>
            </p>
            <p className="chat-text">{m.testo}</p>
            {m.id === lastReadOfMine ? <p className="chat-receipt">{t.read}</p> : null}
          </li>
        ))}
        {waiting.map((item) => (
          <li key={item.clientId} className="chat-message chat-mine chat-pending">
            <p className="chat-meta">
              {t.you}, {navigator.onLine ? t.pending : t.queued}
            </p>
            <p className="chat-text">{item.testo}</p>
          </li>
        ))}
      </ol>
      {refused ? (
        <div className="chat-notice" role="alert">
          <p>
            {t.failed}
            {refused.message ? `: ${refused.message}` : ''}
          </p>
          <button type="button" className="btn btn-link btn-sm" onClick={onDismissRefused}>
            {t.dismiss}
          </button>
        </div>
      ) : null}
      <form className="chat-form" onSubmit={submit}>
        <label htmlFor={fieldId}>{t.message}</label>
        <textarea
          id={fieldId}
          className="form-control"
          rows={2}
          maxLength={CHAT_MAX_TEXT}
          value={text}
          aria-describedby={countId}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Ctrl (or ⌘) + Enter sends; Enter alone starts a new line.
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
          }}
        />
        <div className="chat-form-row">
          <span id={countId} className="chat-count">
            {t.characters(text.length, CHAT_MAX_TEXT)}
          </span>
          <button type="submit" className="btn btn-primary btn-sm">
            {t.send}
          </button>
        </div>
      </form>
    </div>
  );
}
