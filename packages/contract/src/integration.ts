import { z } from 'zod';
import { idParamsSchema, numericIdSchema, versionSchema } from './admin.ts';
import { defineRoute, defineRoutes } from './http.ts';
import { integrationSections } from './integration.manifest.ts';
import type { LocalizedText } from './manifest.ts';
import { pageQuerySchema, pageSchema } from './paging.ts';
import { requires } from './permissions.ts';

/**
 * Process integration (issue 34, docs/adr/0047-event-subscriptions.md): other systems subscribe to Halo's domain
 * events, which the server delivers to their HTTPS endpoint as CloudEvents signed with the subscription's secret.
 * An administrator manages the subscriptions, reads the log of their deliveries, sends again a delivery given up
 * (parked) and sends a test event to check an endpoint.
 */

// ---------------------------------------------------------------------------------------------------------------
// Event types

/**
 * Every kind of event Halo emits, by its CloudEvents `type` (reverse-DNS, past tense), with what people read. The
 * one list: the server's envelope (`apps/server/src/events/cloud-event.ts`) and the subscriptions' choices are it.
 */
export const eventTypeLabels = {
  'it.halo.calendar.booking.created': { it: 'Prenotazione effettuata', en: 'Booking made' },
  'it.halo.calendar.booking.cancelled': { it: 'Prenotazione annullata', en: 'Booking cancelled' },
  'it.halo.stroke.invitation.accepted': {
    it: "Invito accettato (cura dell'ictus)",
    en: 'Invitation accepted (stroke care)',
  },
  'it.halo.stroke.score.recorded': {
    it: "Nuovo punteggio di rischio (cura dell'ictus)",
    en: 'Risk score recorded (stroke care)',
  },
  'it.halo.healthenv.exceedance.detected': {
    it: 'Superamento di un limite (ambiente e salute)',
    en: 'Limit exceeded (environment and health)',
  },
  'it.halo.prosa.request.state-changed': {
    it: 'Cambio di stato di una richiesta (Pro.Sa.)',
    en: 'Request state changed (Pro.Sa.)',
  },
  'it.halo.platform.user.created': { it: 'Utente creato', en: 'User created' },
  'it.halo.integration.test.sent': { it: 'Evento di prova', en: 'Test event' },
} as const satisfies Record<string, LocalizedText>;

export type EventType = keyof typeof eventTypeLabels;
export const eventTypes = Object.keys(eventTypeLabels) as [EventType, ...EventType[]];

/**
 * What an administrator sends to one subscription to check its endpoint: never subscribed to, every subscription
 * receives it when asked (the fan-out delivers it to that one only).
 */
export const TEST_EVENT_TYPE = 'it.halo.integration.test.sent' satisfies EventType;

/** The types a subscription may choose: all but the test event. */
export const subscribableEventTypes = eventTypes.filter((type) => type !== TEST_EVENT_TYPE);

// ---------------------------------------------------------------------------------------------------------------
// Messages

export const integrationMessages = {
  notFound: 'Sottoscrizione non trovata.',
  deliveryNotFound: 'Consegna non trovata.',
  url: 'Indirizzo non valido: serve un indirizzo https:// (http:// solo per localhost, 127.0.0.1 o [::1] fuori produzione).',
  urlProduction: "In produzione l'indirizzo deve essere https://.",
  urlCredentials:
    "L'indirizzo non deve contenere nome utente o password: il destinatario riconosce Halo dalla firma.",
  testType:
    "L'evento di prova non si sottoscrive: si invia a una sottoscrizione con «Invia evento di prova».",
  alreadyPending: 'La consegna è già in coda: verrà inviata al prossimo tentativo.',
} as const;
const m = integrationMessages;

// ---------------------------------------------------------------------------------------------------------------
// The endpoint's address

/** The loopback hosts a development or test server may send to over plain HTTP (a receiver on the same machine). */
export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'] as const;

function parsed(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** An address Halo may send to: https, or http to a loopback host (which the server refuses in production). */
function acceptableEndpoint(value: string): boolean {
  const url = parsed(value);
  if (!url) return false;
  if (url.protocol === 'https:') return url.hostname !== '';
  return url.protocol === 'http:' && (LOOPBACK_HOSTS as readonly string[]).includes(url.hostname);
}

/** Whether an accepted address goes over plain HTTP (to a loopback host): refused by a production server. */
export function isPlainHttp(value: string): boolean {
  return parsed(value)?.protocol === 'http:';
}

export const endpointUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .refine(acceptableEndpoint, { message: m.url, abort: true })
  .refine((value) => !parsed(value)?.username && !parsed(value)?.password, { message: m.urlCredentials })
  .meta({
    description:
      'L’indirizzo a cui si inviano gli eventi: https:// (http:// solo verso localhost fuori produzione)',
  });

// ---------------------------------------------------------------------------------------------------------------
// Subscriptions

/** How many hours a failing delivery is tried before it is parked (the dead letter), at most: a week. */
export const MAX_RETRY_HOURS = 168;

const subscriptionFields = {
  nome: z.string().trim().min(1).max(120),
  url: endpointUrlSchema,
  tipi: z
    .array(z.enum(eventTypes).refine((type) => type !== TEST_EVENT_TYPE, { message: m.testType }))
    .min(1)
    .max(eventTypes.length)
    .transform((types) => [...new Set(types)])
    .meta({ description: 'I tipi di evento che la sottoscrizione riceve' }),
  datiPersonali: z.boolean().default(false).meta({
    description: 'Gli eventi comprendono anche i dati che identificano le persone (nome, indirizzo e-mail)',
  }),
  attiva: z
    .boolean()
    .default(true)
    .meta({ description: 'Una sottoscrizione sospesa non riceve i nuovi eventi' }),
  ritentaPerOre: z.number().int().min(1).max(MAX_RETRY_HOURS).default(24).meta({
    description:
      'Per quante ore dal primo tentativo si ritenta una consegna non riuscita, prima di sospenderla',
  }),
};

export const sottoscrizioneCreateSchema = z.object(subscriptionFields).meta({ id: 'SottoscrizioneCreate' });

export const sottoscrizioneUpdateSchema = z
  .object({ version: versionSchema, ...subscriptionFields })
  .meta({ id: 'SottoscrizioneUpdate' });

export const deliveryStates = ['pending', 'delivered', 'parked'] as const;

const count = z.number().int().min(0);

export const sottoscrizioneSchema = z
  .object({
    id: z.number().int(),
    nome: z.string(),
    url: z.string(),
    tipi: z.array(z.string()),
    datiPersonali: z.boolean(),
    attiva: z.boolean(),
    ritentaPerOre: z.number().int(),
    version: z.number().int(),
    creataIl: z.iso.datetime(),
    aggiornataIl: z.iso.datetime(),
    consegne: z.object({ pending: count, delivered: count, parked: count }).meta({
      description: 'Le consegne della sottoscrizione per stato (parked: sospese, da inviare di nuovo)',
    }),
    ultimaConsegna: z.iso
      .datetime()
      .nullable()
      .meta({ description: 'Quando il destinatario ha accettato l’ultima consegna (nessuna: null)' }),
    inErrore: count.meta({
      description:
        'Le consegne in coda che il destinatario ha già rifiutato o lasciato senza risposta: si ritentano',
    }),
  })
  .meta({ id: 'Sottoscrizione' });

/** A subscription with its secret: only in the answers that make one (create, rotate), never again. */
export const sottoscrizioneSegretoSchema = z
  .object({
    sottoscrizione: sottoscrizioneSchema,
    secret: z.string().meta({
      description:
        'whsec_…: il segreto con cui il destinatario verifica la firma (Standard Webhooks), mostrato una sola volta',
    }),
  })
  .meta({ id: 'SottoscrizioneSegreto' });

export const sottoscrizioniQuerySchema = pageQuerySchema(['nome', 'creata']).extend({
  attiva: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional()
    .meta({ description: 'Solo le attive (true) o solo le sospese (false)' }),
});

export const sottoscrizioniPageSchema = pageSchema(sottoscrizioneSchema, 'SottoscrizioniPage');

export const sottoscrizioneEliminataSchema = z
  .object({
    id: z.number().int(),
    consegneEliminate: z
      .number()
      .int()
      .meta({ description: 'Le consegne del registro eliminate con essa, in coda comprese' }),
  })
  .meta({ id: 'SottoscrizioneEliminata' });

export type Sottoscrizione = z.infer<typeof sottoscrizioneSchema>;
export type SottoscrizioneSegreto = z.infer<typeof sottoscrizioneSegretoSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Deliveries

export const consegnaSchema = z
  .object({
    id: z.number().int(),
    evento: z
      .uuid()
      .meta({ description: 'L’id dell’evento: l’header webhook-id che il destinatario riceve' }),
    tipo: z.string(),
    soggetto: z.string().meta({ description: 'Di che cosa parla l’evento (prenotazioni/42)' }),
    istante: z.iso.datetime().meta({ description: 'Quando è avvenuto (il time dell’evento)' }),
    stato: z.enum(deliveryStates).meta({
      description:
        'pending: da inviare o da ritentare; delivered: consegnata; parked: sospesa dopo i tentativi',
    }),
    tentativi: z.number().int(),
    ultimoEsito: z.string().nullable().meta({
      description:
        'L’esito dell’ultimo tentativo (HTTP 503, timeout, errore di rete), mai il corpo della risposta',
    }),
    consegnata: z.iso.datetime().nullable(),
    prossimoTentativo: z.iso.datetime().nullable().meta({ description: 'Solo per le consegne in coda' }),
  })
  .meta({ id: 'ConsegnaEvento' });

export const consegneQuerySchema = pageQuerySchema(['istante'])
  .pick({ page: true, size: true })
  .extend({ stato: z.enum(deliveryStates).optional() });

export const consegnePageSchema = pageSchema(consegnaSchema, 'ConsegnePage');

export type Consegna = z.infer<typeof consegnaSchema>;

export const tipoEventoSchema = z
  .object({
    tipo: z.string(),
    etichetta: z.object({ it: z.string(), en: z.string() }),
    sottoscrivibile: z
      .boolean()
      .meta({ description: 'false per l’evento di prova, che si invia su richiesta' }),
  })
  .meta({ id: 'TipoEvento' });

export type TipoEvento = z.infer<typeof tipoEventoSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Routes

export const INTEGRATION_API = '/api/v1/integration';
const API = `${INTEGRATION_API}/subscriptions`;
const tags = ['integration'] as const;
const s = integrationSections;
const deliveryParams = z.object({ id: numericIdSchema, consegnaId: numericIdSchema });

export const integrationRoutes = defineRoutes({
  tipiEvento: defineRoute({
    method: 'GET',
    url: `${INTEGRATION_API}/event-types`,
    access: requires(s.sottoscrizioni, 'LIST'),
    summary: 'I tipi di evento di Halo, con il loro nome in italiano e in inglese',
    tags,
    response: { 200: z.array(tipoEventoSchema) },
  }),
  sottoscrizioni: defineRoute({
    method: 'GET',
    url: API,
    access: requires(s.sottoscrizioni, 'LIST'),
    summary:
      'Le sottoscrizioni agli eventi, per nome o indirizzo, con le loro consegne per stato (senza segreto)',
    tags,
    querystring: sottoscrizioniQuerySchema,
    response: { 200: sottoscrizioniPageSchema },
  }),
  sottoscrizione: defineRoute({
    method: 'GET',
    url: `${API}/:id`,
    access: requires(s.sottoscrizioni, 'READ'),
    summary: 'Una sottoscrizione (senza segreto)',
    tags,
    params: idParamsSchema,
    response: { 200: sottoscrizioneSchema },
    errors: [404],
  }),
  creaSottoscrizione: defineRoute({
    method: 'POST',
    url: API,
    access: requires(s.sottoscrizioni, 'WRITE'),
    summary: 'Crea una sottoscrizione e il suo segreto, mostrato solo in questa risposta',
    tags,
    body: sottoscrizioneCreateSchema,
    response: { 201: sottoscrizioneSegretoSchema },
  }),
  aggiornaSottoscrizione: defineRoute({
    method: 'PUT',
    url: `${API}/:id`,
    access: requires(s.sottoscrizioni, 'UPDATE'),
    summary: 'Modifica una sottoscrizione (409 se la versione è cambiata); il segreto resta',
    tags,
    params: idParamsSchema,
    body: sottoscrizioneUpdateSchema,
    response: { 200: sottoscrizioneSchema },
    errors: [404, 409],
  }),
  eliminaSottoscrizione: defineRoute({
    method: 'DELETE',
    url: `${API}/:id`,
    access: requires(s.sottoscrizioni, 'DELETE'),
    summary: 'Elimina una sottoscrizione con il registro delle sue consegne (anche quelle in coda)',
    tags,
    params: idParamsSchema,
    response: { 200: sottoscrizioneEliminataSchema },
    errors: [404],
  }),
  nuovoSegreto: defineRoute({
    method: 'POST',
    url: `${API}/:id/secret`,
    access: requires(s.sottoscrizioni, 'ACTION'),
    summary:
      'Sostituisce il segreto della sottoscrizione (mostrato solo in questa risposta): il precedente non firma più',
    tags,
    params: idParamsSchema,
    response: { 200: sottoscrizioneSegretoSchema },
    errors: [404],
  }),
  consegne: defineRoute({
    method: 'GET',
    url: `${API}/:id/deliveries`,
    access: requires(s.sottoscrizioni, 'LIST'),
    summary: 'Il registro delle consegne di una sottoscrizione, dalla più recente, per stato',
    tags,
    params: idParamsSchema,
    querystring: consegneQuerySchema,
    response: { 200: consegnePageSchema },
    errors: [404],
  }),
  reinviaConsegna: defineRoute({
    method: 'POST',
    url: `${API}/:id/deliveries/:consegnaId/replay`,
    access: requires(s.sottoscrizioni, 'ACTION'),
    summary:
      'Rimette in coda una consegna sospesa o già consegnata: parte subito, con un nuovo periodo di tentativi',
    tags,
    params: deliveryParams,
    response: { 200: consegnaSchema },
    errors: [404, 409],
  }),
  eventoDiProva: defineRoute({
    method: 'POST',
    url: `${API}/:id/test`,
    access: requires(s.sottoscrizioni, 'ACTION'),
    summary: 'Mette in coda un evento di prova per questa sola sottoscrizione (anche se sospesa)',
    tags,
    params: idParamsSchema,
    response: { 201: consegnaSchema },
    errors: [404],
  }),
});
