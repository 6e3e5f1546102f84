import type { ChatMessaggio } from '@halo/contract/chat';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../shell/auth/auth-context.tsx';
import './chat.css';
import { chatTexts, sideName } from './chat-texts.ts';
import { ContactList, ConversationList, ConversationView } from './chat-views.tsx';
import { useChat } from './use-chat.ts';

/** What the panel shows. */
export type ChatView = { kind: 'list' } | { kind: 'contacts' } | { kind: 'conversation'; id: number };

/**
 * The chat (docs/adr/0049-chat.md): a button in the corner of every page, with the unread count, for whoever is
 * signed in and has conversations or someone to write to; it opens a panel (not modal: the page stays usable) with
 * the conversations, whom to write to, and a conversation. Escape closes it and gives the focus back to the button;
 * each view puts the focus on its heading. New messages are announced politely.
 */
export function ChatWidget() {
  const { session } = useAuth();
  if (!session.logged || !session.userID) return null;
  return <ChatWidgetOf key={session.userID} userId={session.userID} />;
}

export function ChatWidgetOf({ userId, storage }: { userId: string; storage?: Storage | null }) {
  const { i18n } = useTranslation();
  const t = chatTexts(i18n.language);
  const panelId = useId();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<ChatView>({ kind: 'list' });
  const [announcement, setAnnouncement] = useState('');
  /** Bumped when the page becomes visible again: what is on screen may now be marked read. */
  const [visible, setVisible] = useState(0);
  const toggle = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  /** Where the focus goes once the view has rendered: its heading, or a conversation of the list. */
  const focusNext = useRef<string | null>(null);
  const shown = useRef({ open, view });
  shown.current = { open, view };

  const onIncoming = useCallback(
    (message: ChatMessaggio) => {
      const text = t.newFrom(message.autore);
      // The same words twice are announced again only if they change: a space makes them differ.
      setAnnouncement((previous) => (previous === text ? `${text}\u00a0` : text));
    },
    [t],
  );
  const chat = useChat({
    userId,
    storage,
    reading: (id) =>
      shown.current.open &&
      shown.current.view.kind === 'conversation' &&
      shown.current.view.id === id &&
      document.visibilityState !== 'hidden',
    onIncoming,
  });

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') setVisible((n) => n + 1);
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  // The focus, once the view it goes to is on screen.
  useEffect(() => {
    const target = focusNext.current;
    if (!open || target === null) return;
    focusNext.current = null;
    if (target === 'heading') heading.current?.focus();
    else document.querySelector<HTMLElement>(`[data-chat-focus="${target}"]`)?.focus();
  });

  // The conversation on screen: its messages read once, then marked read as far as the last one shown.
  const viewed = view.kind === 'conversation' ? view.id : null;
  const thread = viewed === null ? undefined : chat.threads.get(viewed);
  const { loadMessages, markRead } = chat;
  useEffect(() => {
    if (open && viewed !== null && !thread) void loadMessages(viewed);
  }, [open, viewed, thread, loadMessages]);
  const conversation = chat.conversations?.find((c) => c.id === viewed);
  const lastShown = thread?.items.at(-1)?.id ?? 0;
  const readSoFar = conversation?.lettoDaMe ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: tried again when the page becomes visible (`visible`).
  useEffect(() => {
    if (!open || viewed === null || lastShown <= readSoFar) return;
    if (document.visibilityState === 'hidden') return;
    void markRead(viewed, lastShown);
  }, [open, viewed, lastShown, readSoFar, markRead, visible]);

  if (!chat.active) return null;

  const unread = (chat.conversations ?? []).reduce((sum, c) => sum + c.nonLetti, 0);
  const go = (next: ChatView, focus = 'heading') => {
    focusNext.current = focus;
    setView(next);
  };
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <aside className="chat-widget" aria-label={t.title}>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {open ? (
        <div
          id={panelId}
          className="chat-panel"
          role="dialog"
          aria-labelledby={titleId}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              close();
            }
          }}
        >
          <div className="chat-panel-header">
            <h2 id={titleId} ref={heading} tabIndex={-1} className="chat-title">
              {view.kind === 'conversation' && conversation
                ? t.conversationWith(sideName(t, conversation.con))
                : view.kind === 'contacts'
                  ? t.contactsTitle
                  : t.title}
            </h2>
            <button type="button" className="btn btn-sm chat-close" onClick={close} aria-label={t.close}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {!chat.online ? (
            <p className="chat-notice" role="status">
              {t.offline}
            </p>
          ) : null}
          {view.kind === 'list' ? (
            <ConversationList
              t={t}
              conversations={chat.conversations ?? []}
              canWrite={(chat.contacts?.length ?? 0) > 0}
              onOpen={(id) => go({ kind: 'conversation', id })}
              onNew={() => go({ kind: 'contacts' })}
            />
          ) : view.kind === 'contacts' ? (
            <ContactList
              t={t}
              initial={chat.contacts ?? []}
              search={chat.searchContacts}
              onBack={() => go({ kind: 'list' }, 'new')}
              onChoose={async (contatto) => {
                const opened = await chat.openWith(contatto);
                if (opened) go({ kind: 'conversation', id: opened.id });
              }}
            />
          ) : (
            <ConversationView
              key={view.id}
              t={t}
              language={i18n.language}
              conversation={conversation}
              thread={thread}
              queued={chat.queued.filter((item) => item.conversazioneId === view.id)}
              refused={chat.refused?.conversazioneId === view.id ? chat.refused : null}
              onDismissRefused={chat.clearRefused}
              onBack={() => go({ kind: 'list' }, `conversation-${view.id}`)}
              onEarlier={(before) => void loadMessages(view.id, before)}
              onSend={(testo) => chat.send(view.id, testo)}
            />
          )}
        </div>
      ) : null}
      <button
        ref={toggle}
        type="button"
        className="btn btn-primary chat-toggle"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          if (open) close();
          else {
            focusNext.current = 'heading';
            setOpen(true);
          }
        }}
      >
        <svg viewBox="0 0 24 24" className="chat-icon" aria-hidden="true" focusable="false">
          <path d="M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H9l-4 3v-3H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zm1 2v9h1.5v1.6L8.6 15H19V6H5z" />
        </svg>
        <span>{t.button}</span>
        {unread > 0 ? (
          <>
            {' '}
            <span className="chat-badge">{unread}</span>{' '}
            <span className="visually-hidden">{t.unreadAfterCount(unread)}</span>
          </>
        ) : null}
      </button>
    </aside>
  );
}
