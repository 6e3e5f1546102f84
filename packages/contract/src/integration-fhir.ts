import { z } from 'zod';
import { idParamsSchema, numericIdSchema, versionSchema } from './admin.ts';
import { defineRoute, defineRoutes } from './http.ts';
import { integrationSections } from './integration.manifest.ts';
import { type EventType, endpointUrlSchema, INTEGRATION_API, integrationMessages } from './integration.ts';
import type { LocalizedText } from './manifest.ts';
import { pageQuerySchema, pageSchema } from './paging.ts';
import { publicAccess, requires } from './permissions.ts';

/**
 * The FHIR adapter (issue 34, docs/adr/0048-fhir-adapter.md): Halo pushes what happens in it to other systems' FHIR
 * R4 servers, as transaction Bundles. An administrator configures the connections (the server's base, how Halo
 * authenticates, which resources it receives), checks them, reads the log of the messages sent and sends one again.
 */

// ---------------------------------------------------------------------------------------------------------------
// Resources and the events that send them

/** The FHIR resource types a connection may receive, with what people read. */
export const fhirResourceLabels = {
  Appointment: { it: 'Appuntamenti (prenotazioni)', en: 'Appointments (bookings)' },
  RiskAssessment: { it: "Punteggi di rischio (cura dell'ictus)", en: 'Risk scores (stroke care)' },
} as const satisfies Record<string, LocalizedText>;

export type FhirResourceType = keyof typeof fhirResourceLabels;
export const fhirResourceTypes = Object.keys(fhirResourceLabels) as [FhirResourceType, ...FhirResourceType[]];

/**
 * The events that send a resource, and which: a connection receiving a type gets a message for each of these
 * events (the trigger of migration 0032 holds the same list). A cancelled booking sends its Appointment again, its
 * status `cancelled`. Wearable measurements (Observation) raise no event, so no connection receives them.
 */
export const fhirEventResources = {
  'it.halo.calendar.booking.created': 'Appointment',
  'it.halo.calendar.booking.cancelled': 'Appointment',
  'it.halo.stroke.score.recorded': 'RiskAssessment',
} as const satisfies Partial<Record<EventType, FhirResourceType>>;

// ---------------------------------------------------------------------------------------------------------------
// Messages

export const fhirMessages = {
  notFound: 'Connessione FHIR non trovata.',
  messageNotFound: 'Messaggio non trovato.',
  urlProduction: "In produzione l'indirizzo deve essere https://.",
  tokenRequired: 'Inserire il token: la connessione si autentica con un token bearer.',
  notSmart: 'La connessione non usa SMART Backend Services: non ha una coppia di chiavi.',
  alreadyPending: 'Il messaggio è già in coda: verrà inviato al prossimo tentativo.',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Connections

/** The scope a SMART connection asks for unless told otherwise: writing any resource as the system. */
export const DEFAULT_SMART_SCOPE = 'system/*.write';

/** The base of a FHIR server, without the trailing slash (`[base]/metadata`, transactions posted to `[base]`). */
const baseUrlSchema = endpointUrlSchema
  .transform((value) => value.replace(/\/+$/, ''))
  .meta({
    description:
      'La base del server FHIR R4 (https://; http:// solo verso localhost fuori produzione), senza / finale',
  });

/** How Halo authenticates to the server, as an administrator writes it. */
export const fhirAuthInputSchema = z
  .discriminatedUnion('tipo', [
    z.object({ tipo: z.literal('nessuna') }),
    z.object({
      tipo: z.literal('bearer'),
      token: z.string().trim().max(8000).optional().meta({
        description:
          'Il token inviato come Authorization: Bearer. Mai restituito; vuoto in una modifica: resta quello di prima',
      }),
    }),
    z.object({
      tipo: z.literal('smart'),
      clientId: z.string().trim().min(1).max(255).meta({ description: 'Il client_id registrato per Halo' }),
      tokenUrl: z
        .string()
        .trim()
        .max(2000)
        .refine((value) => value === '' || endpointUrlSchema.safeParse(value).success, {
          message: integrationMessages.url,
        })
        .optional()
        .meta({
          description:
            'Il token endpoint; vuoto: si legge da [base]/.well-known/smart-configuration (token_endpoint)',
        }),
      scope: z.string().trim().min(1).max(1000).default(DEFAULT_SMART_SCOPE),
    }),
  ])
  .meta({
    id: 'AutenticazioneFhirScritta',
    description:
      'nessuna; bearer (un token fisso); smart (SMART Backend Services: asserzione firmata con la chiave di Halo)',
  });

const connectionFields = {
  nome: z.string().trim().min(1).max(120),
  baseUrl: baseUrlSchema,
  autenticazione: fhirAuthInputSchema,
  risorse: z
    .array(z.enum(fhirResourceTypes))
    .min(1)
    .max(10)
    .transform((types) => [...new Set(types)])
    .meta({ description: 'Le risorse che la connessione riceve' }),
  attiva: z
    .boolean()
    .default(true)
    .meta({ description: 'Una connessione sospesa non riceve nuovi messaggi' }),
};

export const connessioneFhirCreateSchema = z.object(connectionFields).meta({ id: 'ConnessioneFhirCreate' });

export const connessioneFhirUpdateSchema = z
  .object({ version: versionSchema, ...connectionFields })
  .meta({ id: 'ConnessioneFhirUpdate' });

export const fhirMessageStates = ['pending', 'sent', 'failed', 'parked'] as const;
export type FhirMessageState = (typeof fhirMessageStates)[number];

const count = z.number().int().min(0);

/** How Halo authenticates, as the API shows it: never a token, never a private key. */
export const fhirAuthSchema = z
  .discriminatedUnion('tipo', [
    z.object({ tipo: z.literal('nessuna') }),
    z.object({
      tipo: z.literal('bearer'),
      tokenImpostato: z.boolean().meta({ description: 'Se un token è stato scritto (mai restituito)' }),
    }),
    z.object({
      tipo: z.literal('smart'),
      clientId: z.string(),
      tokenUrl: z.string().nullable().meta({ description: 'null: si legge dalla smart-configuration' }),
      scope: z.string(),
      kid: z.string().meta({ description: 'L’id della chiave pubblica di Halo nel JWKS (kid)' }),
      jwksUrl: z.string().meta({ description: 'Dove il server FHIR legge la chiave pubblica di Halo' }),
      chiaveCreataIl: z.iso.datetime(),
    }),
  ])
  .meta({ id: 'AutenticazioneFhir' });

export const connessioneFhirSchema = z
  .object({
    id: z.number().int(),
    nome: z.string(),
    baseUrl: z.string(),
    autenticazione: fhirAuthSchema,
    risorse: z.array(z.string()),
    attiva: z.boolean(),
    version: z.number().int(),
    creataIl: z.iso.datetime(),
    aggiornataIl: z.iso.datetime(),
    messaggi: z.object({ pending: count, sent: count, failed: count, parked: count }).meta({
      description:
        'I messaggi della connessione per stato (failed: rifiutati, si ritentano; parked: sospesi, da reinviare)',
    }),
    ultimoInvio: z.iso
      .datetime()
      .nullable()
      .meta({ description: 'Quando un messaggio è stato accettato l’ultima volta' }),
  })
  .meta({ id: 'ConnessioneFhir' });

export type ConnessioneFhir = z.infer<typeof connessioneFhirSchema>;

export const connessioniFhirQuerySchema = pageQuerySchema(['nome', 'creata']).extend({
  attiva: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional()
    .meta({ description: 'Solo le attive (true) o solo le sospese (false)' }),
});

export const connessioniFhirPageSchema = pageSchema(connessioneFhirSchema, 'ConnessioniFhirPage');

export const connessioneFhirEliminataSchema = z
  .object({
    id: z.number().int(),
    messaggiEliminati: z.number().int().meta({ description: 'I messaggi del registro eliminati con essa' }),
  })
  .meta({ id: 'ConnessioneFhirEliminata' });

// ---------------------------------------------------------------------------------------------------------------
// "Prova connessione"

/** What `[base]/metadata` answered, with the connection's authentication: never a 500, whatever went wrong. */
export const provaConnessioneFhirSchema = z
  .object({
    ok: z.boolean().meta({ description: 'Il server ha risposto con un CapabilityStatement' }),
    stato: z.number().int().nullable().meta({ description: 'Lo stato HTTP della risposta (null: nessuna)' }),
    fhirVersion: z.string().nullable(),
    software: z
      .string()
      .nullable()
      .meta({ description: 'software.name (e version) del CapabilityStatement' }),
    errore: z.string().nullable().meta({ description: 'Che cosa non è andato: rete, token, risposta' }),
    outcome: z
      .record(z.string(), z.unknown())
      .nullable()
      .meta({ description: 'L’OperationOutcome della risposta, se il server ne ha dato uno' }),
  })
  .meta({ id: 'ProvaConnessioneFhir' });

export type ProvaConnessioneFhir = z.infer<typeof provaConnessioneFhirSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The log of messages

export const messaggioFhirSchema = z
  .object({
    id: z.number().int(),
    evento: z.uuid().meta({ description: 'L’id dell’evento di Halo da cui viene' }),
    tipo: z.string().meta({ description: 'Il tipo dell’evento' }),
    soggetto: z.string().meta({ description: 'Di che cosa parla l’evento (prenotazioni/42)' }),
    risorsa: z.string().meta({ description: 'Il tipo di risorsa inviato' }),
    istante: z.iso.datetime(),
    stato: z.enum(fhirMessageStates).meta({
      description:
        'pending: da inviare; sent: accettato; failed: rifiutato, si ritenta; parked: sospeso dopo i tentativi',
    }),
    tentativi: z.number().int(),
    ultimoStato: z.number().int().nullable().meta({ description: 'Lo stato HTTP dell’ultima risposta' }),
    ultimoEsito: z.string().nullable().meta({ description: 'HTTP 201, timeout, errore di rete, token…' }),
    outcome: z
      .record(z.string(), z.unknown())
      .nullable()
      .meta({ description: 'L’OperationOutcome dell’ultimo rifiuto, come il server l’ha dato' }),
    inviato: z.iso.datetime().nullable(),
    prossimoTentativo: z.iso.datetime().nullable().meta({ description: 'Solo per i messaggi in coda' }),
  })
  .meta({ id: 'MessaggioFhir' });

export type MessaggioFhir = z.infer<typeof messaggioFhirSchema>;

export const messaggiFhirQuerySchema = pageQuerySchema(['istante'])
  .pick({ page: true, size: true })
  .extend({ stato: z.enum(fhirMessageStates).optional() });

export const messaggiFhirPageSchema = pageSchema(messaggioFhirSchema, 'MessaggiFhirPage');

// ---------------------------------------------------------------------------------------------------------------
// Halo's public keys

/** Halo's public keys for SMART Backend Services, one per connection that uses them (RFC 7517). */
export const jwksSchema = z
  .object({
    keys: z.array(
      z
        .object({
          kty: z.string(),
          crv: z.string(),
          x: z.string(),
          y: z.string(),
          kid: z.string(),
          alg: z.string(),
          use: z.string(),
          key_ops: z.array(z.string()),
        })
        .meta({ id: 'Jwk' }),
    ),
  })
  .meta({ id: 'Jwks' });

// ---------------------------------------------------------------------------------------------------------------
// Routes

export const FHIR_ADAPTER_API = `${INTEGRATION_API}/fhir`;
const API = `${FHIR_ADAPTER_API}/connections`;
/** Where the FHIR servers read Halo's public keys: anonymous, as a JWKS URL is. */
export const FHIR_JWKS_PATH = `${FHIR_ADAPTER_API}/jwks.json`;
const tags = ['integration'] as const;
const s = integrationSections;
const messageParams = z.object({ id: numericIdSchema, messaggioId: numericIdSchema });

export const integrationFhirRoutes = defineRoutes({
  connessioni: defineRoute({
    method: 'GET',
    url: API,
    access: requires(s.fhir, 'LIST'),
    summary:
      'Le connessioni a server FHIR, per nome o indirizzo, con i loro messaggi per stato (senza token)',
    tags,
    querystring: connessioniFhirQuerySchema,
    response: { 200: connessioniFhirPageSchema },
  }),
  connessione: defineRoute({
    method: 'GET',
    url: `${API}/:id`,
    access: requires(s.fhir, 'READ'),
    summary: 'Una connessione FHIR (senza token né chiave privata)',
    tags,
    params: idParamsSchema,
    response: { 200: connessioneFhirSchema },
    errors: [404],
  }),
  creaConnessione: defineRoute({
    method: 'POST',
    url: API,
    access: requires(s.fhir, 'WRITE'),
    summary: 'Crea una connessione FHIR; con SMART, Halo genera la sua coppia di chiavi (ES384)',
    tags,
    body: connessioneFhirCreateSchema,
    response: { 201: connessioneFhirSchema },
  }),
  aggiornaConnessione: defineRoute({
    method: 'PUT',
    url: `${API}/:id`,
    access: requires(s.fhir, 'UPDATE'),
    summary: 'Modifica una connessione FHIR (409 se la versione è cambiata); un token lasciato vuoto resta',
    tags,
    params: idParamsSchema,
    body: connessioneFhirUpdateSchema,
    response: { 200: connessioneFhirSchema },
    errors: [404, 409],
  }),
  eliminaConnessione: defineRoute({
    method: 'DELETE',
    url: `${API}/:id`,
    access: requires(s.fhir, 'DELETE'),
    summary: 'Elimina una connessione FHIR con il registro dei suoi messaggi (anche quelli in coda)',
    tags,
    params: idParamsSchema,
    response: { 200: connessioneFhirEliminataSchema },
    errors: [404],
  }),
  nuoveChiavi: defineRoute({
    method: 'POST',
    url: `${API}/:id/keys`,
    access: requires(s.fhir, 'ACTION'),
    summary:
      'Genera una nuova coppia di chiavi per una connessione SMART: la precedente esce dal JWKS e non firma più',
    tags,
    params: idParamsSchema,
    response: { 200: connessioneFhirSchema },
    errors: [404, 409],
  }),
  provaConnessione: defineRoute({
    method: 'POST',
    url: `${API}/:id/test`,
    access: requires(s.fhir, 'ACTION'),
    summary:
      'Legge [base]/metadata con l’autenticazione della connessione: esito, versione FHIR e software, o l’errore',
    tags,
    params: idParamsSchema,
    response: { 200: provaConnessioneFhirSchema },
    errors: [404],
  }),
  messaggi: defineRoute({
    method: 'GET',
    url: `${API}/:id/messages`,
    access: requires(s.fhir, 'LIST'),
    summary: 'Il registro dei messaggi di una connessione, dal più recente, per stato',
    tags,
    params: idParamsSchema,
    querystring: messaggiFhirQuerySchema,
    response: { 200: messaggiFhirPageSchema },
    errors: [404],
  }),
  reinviaMessaggio: defineRoute({
    method: 'POST',
    url: `${API}/:id/messages/:messaggioId/resend`,
    access: requires(s.fhir, 'ACTION'),
    summary:
      'Rimette in coda un messaggio sospeso o già inviato: parte subito, con un nuovo periodo di tentativi',
    tags,
    params: messageParams,
    response: { 200: messaggioFhirSchema },
    errors: [404, 409],
  }),
  jwks: defineRoute({
    method: 'GET',
    url: FHIR_JWKS_PATH,
    access: publicAccess,
    summary: 'Le chiavi pubbliche con cui Halo firma le asserzioni SMART Backend Services (JWKS)',
    tags,
    response: { 200: jwksSchema },
  }),
});
