import type { ChatConversazione, ChatRuolo } from '@halo/contract/chat';

/**
 * The chat widget's words, in the two languages of the SPA. They travel with the widget's chunk (loaded after
 * sign-in), not with the shell's first download.
 */
const it = {
  button: 'Messaggi',
  /** After the count on the button (read with it: «Messaggi 2 non letti»). */
  unreadAfterCount: (n: number): string => (n === 1 ? 'non letto' : 'non letti'),
  title: 'Messaggi',
  close: 'Chiudi i messaggi',
  conversations: 'Conversazioni',
  noConversations: 'Nessuna conversazione. Può scrivere a chi la segue o a chi segue.',
  /** For who only answers (an office's operator): the first message comes from the other side. */
  noConversationsYet: 'Nessuna conversazione. I messaggi che le scrivono arrivano qui.',
  newConversation: 'Nuova conversazione',
  contactsTitle: 'A chi scrivere',
  searchContacts: 'Cerca per nome',
  noContacts: 'Nessuna persona trovata.',
  back: 'Torna alle conversazioni',
  unread: (n: number) => (n === 1 ? '1 non letto' : `${n} non letti`),
  you: 'Lei',
  read: 'Letto',
  loadEarlier: 'Messaggi precedenti',
  noMessages: 'Nessun messaggio: scriva il primo.',
  message: 'Messaggio',
  send: 'Invia',
  characters: (n: number, max: number) => `${n} di ${max} caratteri`,
  pending: 'In invio…',
  queued: 'Senza connessione: sarà inviato appena possibile.',
  failed: 'Non inviato',
  dismiss: 'Chiudi l’avviso',
  offline: 'Connessione assente: i messaggi scritti ora partono appena torna.',
  exportText: 'Scarica (testo)',
  exportJson: 'Scarica (JSON)',
  exportFailed: 'Download non riuscito.',
  loadFailed: 'Impossibile caricare i messaggi.',
  newFrom: (name: string) => `Nuovo messaggio da ${name}`,
  conversationWith: (name: string) => `Conversazione con ${name}`,
  /** An ASL's Pro.Sa. office, by the ASL's name. */
  office: (asl: string) => `Ufficio Pro.Sa. – ${asl}`,
  lastMessage: 'Ultimo messaggio',
  closed: 'La conversazione non è più disponibile.',
  ruoli: {
    medico: 'Medico',
    paziente: 'Paziente',
    caregiver: 'Caregiver',
    ufficio: 'Ufficio',
    cittadino: 'Cittadino',
    ente: 'Ente',
  } satisfies Record<ChatRuolo, string>,
};

export type ChatTexts = typeof it;

const en: ChatTexts = {
  button: 'Messages',
  unreadAfterCount: () => 'unread',
  title: 'Messages',
  close: 'Close messages',
  conversations: 'Conversations',
  noConversations: 'No conversations yet. You can write to the people you care for or who care for you.',
  noConversationsYet: 'No conversations yet. Messages written to you arrive here.',
  newConversation: 'New conversation',
  contactsTitle: 'Write to',
  searchContacts: 'Search by name',
  noContacts: 'Nobody found.',
  back: 'Back to conversations',
  unread: (n) => `${n} unread`,
  you: 'You',
  read: 'Read',
  loadEarlier: 'Earlier messages',
  noMessages: 'No messages yet: write the first one.',
  message: 'Message',
  send: 'Send',
  characters: (n, max) => `${n} of ${max} characters`,
  pending: 'Sending…',
  queued: 'Offline: it will be sent as soon as possible.',
  failed: 'Not sent',
  dismiss: 'Dismiss',
  offline: 'You are offline: messages written now are sent when the connection is back.',
  exportText: 'Download (text)',
  exportJson: 'Download (JSON)',
  exportFailed: 'Download failed.',
  loadFailed: 'Messages could not be loaded.',
  newFrom: (name) => `New message from ${name}`,
  conversationWith: (name) => `Conversation with ${name}`,
  office: (asl) => `Pro.Sa. office – ${asl}`,
  lastMessage: 'Last message',
  closed: 'This conversation is no longer available.',
  ruoli: {
    medico: 'Doctor',
    paziente: 'Patient',
    caregiver: 'Caregiver',
    ufficio: 'Office',
    cittadino: 'Citizen',
    ente: 'Organisation',
  },
};

/** The other side of a conversation by name: a person's, or an ASL's Pro.Sa. office. */
export function sideName(t: ChatTexts, side: ChatConversazione['con']): string {
  return side.ruolo === 'ufficio' ? t.office(side.nome) : side.nome;
}

export function chatTexts(language: string): ChatTexts {
  return language.startsWith('en') ? en : it;
}
