import { z } from 'zod';
import { idParamsSchema } from './admin.ts';
import { defineRoute, defineRoutes } from './http.ts';
import { authenticatedAccess } from './permissions.ts';

/**
 * Secure messaging (issue 34, docs/adr/0049-chat.md): two people who already have a care or service relationship
 * write to each other inside Halo — a stroke patient with their doctor and with the caregivers they gave consent to,
 * a citizen or an organisation with the Pro.Sa. office of their ASL. Nobody starts a conversation outside those
 * relationships, and every read, write and stream checks the relationship again: a consent revoked closes the
 * conversation at once. Plain text only; new messages arrive live (Server-Sent Events).
 */

/** The relationships a conversation rests on. */
export const chatAmbiti = ['stroke', 'prosa'] as const;
export type ChatAmbito = (typeof chatAmbiti)[number];

/** What the other side of a conversation is to the reader. */
export const chatRuoli = ['medico', 'paziente', 'caregiver', 'ufficio', 'cittadino', 'ente'] as const;
export type ChatRuolo = (typeof chatRuoli)[number];

/** The longest message, in characters, once cleaned. */
export const CHAT_MAX_TEXT = 2000;

/** How many messages a page holds at most. */
export const CHAT_MAX_PAGE = 100;

export const chatMessages = {
  conversazioneNotFound: 'Conversazione non trovata.',
  contattoNotFound:
    'Persona non trovata tra i suoi contatti: si può scrivere solo a chi ha con lei un rapporto di cura o di servizio.',
  relazioneChiusa:
    'La conversazione non è più accessibile: il rapporto di cura o di servizio che la permetteva non c’è più.',
  nessunContatto: 'Nessuna conversazione possibile: non ha rapporti di cura o di servizio in Halo.',
  testoVuoto: 'Scrivere il testo del messaggio.',
  testoLungo: `Il messaggio può avere al massimo ${CHAT_MAX_TEXT} caratteri.`,
  clientId: 'Identificativo del messaggio non valido (da 8 a 64 lettere, cifre, - o _).',
  contatto: 'Contatto non valido.',
} as const;
const m = chatMessages;

/** Control characters but newline and tab, and the invisible format characters but the emoji joiner (U+200D). */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

/**
 * A message as it is kept and shown: plain text, its line ends `\n`, without control or invisible format characters
 * (bidirectional overrides could disguise what it says), at most one empty line in a row, trimmed. Shown as text,
 * never as markup.
 */
export function plainText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(INVISIBLE, (c) => (c === '\n' || c === '\t' || c === '\u200d' ? c : ''))
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export const chatTestoSchema = z
  .string()
  .max(CHAT_MAX_TEXT * 4, { message: m.testoLungo })
  .transform(plainText)
  .pipe(z.string().min(1, { message: m.testoVuoto }).max(CHAT_MAX_TEXT, { message: m.testoLungo }))
  .meta({ description: `Testo semplice (niente markup), al più ${CHAT_MAX_TEXT} caratteri` });

/** The id the sender's device gives a message: sent again (after a lost connection), it is the same message. */
export const chatClientIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { message: m.clientId })
  .meta({ description: 'Identificativo scelto dal dispositivo: un invio ripetuto non duplica il messaggio' });

/**
 * Whom a conversation is with, as the list of contacts names them: `<ambito>:<chi>` (`stroke:<id utente>`,
 * `prosa:asl:<id>` for an ASL's office).
 */
export const chatContattoSchema = z
  .string()
  .regex(/^(stroke|prosa):[A-Za-z0-9:._-]{1,200}$/, { message: m.contatto })
  .meta({ description: 'Il contatto, come lo dà l’elenco dei contatti' });

const messageId = z.number().int().min(1);
/** A message's id in the address (`?prima=`, `?dopo=`). */
const messageIdQuery = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const instant = z.iso.datetime({ offset: true });

export const chatMessaggioSchema = z
  .object({
    id: messageId.meta({ description: 'Crescente: l’ordine dei messaggi e l’id degli eventi del flusso' }),
    conversazioneId: z.number().int(),
    clientId: z.string(),
    autore: z.string().meta({ description: 'Il nome di chi l’ha scritto' }),
    mio: z.boolean().meta({
      description: 'Scritto dalla parte di chi legge (per un ufficio: da uno qualunque dei suoi operatori)',
    }),
    scrittoDaMe: z.boolean().meta({
      description:
        'Scritto da chi legge in persona (falso per il messaggio di un collega dello stesso ufficio)',
    }),
    testo: z.string(),
    inviatoIl: instant,
  })
  .meta({ id: 'ChatMessaggio' });
export type ChatMessaggio = z.infer<typeof chatMessaggioSchema>;

const otherSide = z.object({
  nome: z.string(),
  ruolo: z.enum(chatRuoli),
});

export const chatConversazioneSchema = z
  .object({
    id: z.number().int(),
    ambito: z.enum(chatAmbiti),
    con: otherSide.meta({ description: 'L’altra parte della conversazione' }),
    ultimo: z
      .object({ id: messageId, testo: z.string(), inviatoIl: instant, mio: z.boolean() })
      .nullable()
      .meta({ description: 'L’ultimo messaggio (il testo: i primi 140 caratteri)' }),
    nonLetti: z.number().int().min(0).meta({ description: 'I messaggi dell’altra parte non ancora letti' }),
    lettoDaMe: z
      .number()
      .int()
      .min(0)
      .meta({ description: 'L’ultimo messaggio letto da chi legge (0: nessuno)' }),
    lettoDallAltro: z.number().int().min(0).meta({
      description: 'L’ultimo messaggio letto dall’altra parte (0: nessuno): le conferme di lettura',
    }),
  })
  .meta({ id: 'ChatConversazione' });
export type ChatConversazione = z.infer<typeof chatConversazioneSchema>;

export const chatContattoItemSchema = z
  .object({
    contatto: z.string(),
    ambito: z.enum(chatAmbiti),
    nome: z.string(),
    ruolo: z.enum(chatRuoli),
    conversazioneId: z.number().int().nullable().meta({ description: 'La conversazione già aperta, se c’è' }),
  })
  .meta({ id: 'ChatContatto' });
export type ChatContatto = z.infer<typeof chatContattoItemSchema>;

/**
 * Whether the caller takes part in a relationship the chat serves (as a person, or for an office): the widget shows
 * and listens for them even before any conversation, so an office's operator hears the first message a citizen sends.
 */
export const chatStatoSchema = z
  .object({
    partecipa: z.boolean().meta({
      description:
        'Il chiamante ha un rapporto di cura o di servizio: qualcuno può scrivergli, o lui a qualcuno',
    }),
  })
  .meta({ id: 'ChatStato' });
export type ChatStato = z.infer<typeof chatStatoSchema>;

export const chatContattiQuerySchema = z.object({
  q: z.string().trim().max(100).optional().meta({ description: 'Parte del nome' }),
});

export const chatApriSchema = z.object({ contatto: chatContattoSchema }).strict().meta({ id: 'ChatApri' });

export const chatInviaSchema = z
  .object({ clientId: chatClientIdSchema, testo: chatTestoSchema })
  .strict()
  .meta({ id: 'ChatInvia' });
export type ChatInvia = z.input<typeof chatInviaSchema>;

export const chatLettoSchema = z
  .object({ fino: messageId.meta({ description: 'L’ultimo messaggio letto' }) })
  .strict()
  .meta({ id: 'ChatLetto' });

export const chatLettoAnswerSchema = z
  .object({ lettoDaMe: z.number().int().min(0) })
  .meta({ id: 'ChatLettura' });

export const chatMessaggiQuerySchema = z.object({
  prima: messageIdQuery.optional().meta({ description: 'I messaggi prima di questo (la pagina precedente)' }),
  dopo: messageIdQuery
    .optional()
    .meta({ description: 'I messaggi dopo questo (quelli arrivati nel frattempo)' }),
  limite: z.coerce.number().int().min(1).max(CHAT_MAX_PAGE).default(50),
});

export const chatMessaggiPageSchema = z
  .object({
    messaggi: z.array(chatMessaggioSchema).meta({ description: 'Dal più vecchio' }),
    altri: z.boolean().meta({ description: 'Ce ne sono altri prima (o dopo, con `dopo`)' }),
  })
  .meta({ id: 'ChatMessaggi' });
export type ChatMessaggiPage = z.infer<typeof chatMessaggiPageSchema>;

export const chatExportFormati = ['json', 'testo'] as const;
export const chatExportQuerySchema = z.object({
  formato: z.enum(chatExportFormati).default('testo'),
});

export const chatEventiQuerySchema = z.object({
  dopo: messageIdQuery
    .optional()
    .meta({ description: 'L’ultimo messaggio già ricevuto (l’header Last-Event-ID, se c’è, vale di più)' }),
});

/**
 * The events of the stream (`text/event-stream`): `messaggio` (its `id` the message's, so that a reconnection with
 * `Last-Event-ID` resumes after it), `letto` (a read receipt: no id) and `ricarica` (too many missed: read the lists
 * again; its id the newest message).
 */
export const chatEventoLettoSchema = z.object({
  conversazioneId: z.number().int(),
  mio: z.boolean(),
  fino: z.number().int().min(0),
});

/** Names of the stream's events. */
export const chatEventi = { messaggio: 'messaggio', letto: 'letto', ricarica: 'ricarica' } as const;

const tags = ['chat'] as const;
const access = authenticatedAccess;
const conversation = idParamsSchema;

export const chatRoutes = defineRoutes({
  chatConversazioni: defineRoute({
    method: 'GET',
    url: '/api/v1/chat/conversazioni',
    access,
    summary: 'Le mie conversazioni, dalla più recente, con i messaggi non letti',
    tags,
    response: { 200: z.array(chatConversazioneSchema) },
  }),
  chatStato: defineRoute({
    method: 'GET',
    url: '/api/v1/chat/stato',
    access,
    summary: 'Se partecipo alla chat: un rapporto di cura o di servizio in corso, anche senza conversazioni',
    tags,
    response: { 200: chatStatoSchema },
  }),
  chatContatti: defineRoute({
    method: 'GET',
    url: '/api/v1/chat/contatti',
    access,
    summary: 'Le persone (o gli uffici) a cui posso scrivere: i rapporti di cura o di servizio in corso',
    tags,
    querystring: chatContattiQuerySchema,
    response: { 200: z.array(chatContattoItemSchema) },
  }),
  chatApri: defineRoute({
    method: 'POST',
    url: '/api/v1/chat/conversazioni',
    access,
    summary: 'Apre la conversazione con un contatto (la crea la prima volta)',
    tags,
    body: chatApriSchema,
    response: { 200: chatConversazioneSchema, 201: chatConversazioneSchema },
    errors: [403, 404],
  }),
  chatConversazione: defineRoute({
    method: 'GET',
    url: '/api/v1/chat/conversazioni/:id',
    access,
    summary: 'Una mia conversazione',
    tags,
    params: conversation,
    response: { 200: chatConversazioneSchema },
    errors: [403, 404],
  }),
  chatMessaggi: defineRoute({
    method: 'GET',
    url: '/api/v1/chat/conversazioni/:id/messaggi',
    access,
    summary: 'Una pagina dei messaggi di una conversazione (gli ultimi, o prima o dopo di uno)',
    tags,
    params: conversation,
    querystring: chatMessaggiQuerySchema,
    response: { 200: chatMessaggiPageSchema },
    errors: [403, 404],
  }),
  chatInvia: defineRoute({
    method: 'POST',
    url: '/api/v1/chat/conversazioni/:id/messaggi',
    access,
    summary:
      'Invia un messaggio (201); lo stesso clientId inviato di nuovo dà il messaggio già inviato (200), mai un doppione',
    tags,
    params: conversation,
    body: chatInviaSchema,
    response: { 200: chatMessaggioSchema, 201: chatMessaggioSchema },
    errors: [403, 404],
  }),
  chatLetto: defineRoute({
    method: 'PUT',
    url: '/api/v1/chat/conversazioni/:id/letto',
    access,
    summary: 'Segna letti i messaggi fino a uno (la conferma di lettura che l’altra parte vede)',
    tags,
    params: conversation,
    body: chatLettoSchema,
    response: { 200: chatLettoAnswerSchema },
    errors: [403, 404],
  }),
  chatEsporta: defineRoute({
    method: 'GET',
    url: '/api/v1/chat/conversazioni/:id/export',
    access,
    summary: 'Scarica la conversazione intera, come testo (text/plain) o JSON',
    tags,
    params: conversation,
    querystring: chatExportQuerySchema,
    response: { 200: z.string().meta({ description: 'text/plain o application/json, da scaricare' }) },
    errors: [403, 404],
  }),
  chatEventi: defineRoute({
    method: 'GET',
    url: '/api/v1/chat/eventi',
    access,
    summary:
      'I nuovi messaggi e le conferme di lettura delle mie conversazioni, dal vivo (text/event-stream; riprende dopo Last-Event-ID)',
    tags,
    querystring: chatEventiQuerySchema,
    response: {
      200: z.string().meta({ description: 'text/event-stream: eventi messaggio, letto, ricarica' }),
    },
    errors: [404],
  }),
});
