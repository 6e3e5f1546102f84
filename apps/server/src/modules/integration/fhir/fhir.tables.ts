import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import * as col from '../../../db/columns.ts';
import { outboxEvents } from '../../events/events.tables.ts';

/*
 * The FHIR adapter (docs/adr/0048-fhir-adapter.md): connections to other systems' FHIR R4 servers, and the messages
 * Halo pushes to them. A message is written by the database with the event it comes from (the trigger
 * `outbox_fhir_fan_out` on the outbox, migration 0032), one per active connection that wants the event's resource;
 * a worker on any replica sends them, in order per connection and subject.
 */

export const integration = pg.pgSchema('integration');

export const fhirAuthKinds = ['nessuna', 'bearer', 'smart'] as const;
export type FhirAuthKind = (typeof fhirAuthKinds)[number];

/** A public or private key as a JSON Web Key (ES384: `kty` EC, `crv` P-384). */
export type StoredJwk = Record<string, string>;

/** Another system's FHIR R4 server, how Halo authenticates to it, and the resources it receives. */
export const fhirConnections = integration.table(
  'fhir_connections',
  {
    id: col.serialId(),
    nome: pg.text('nome').notNull(),
    /** The server's base, without a trailing slash: `[base]/metadata`, and the transactions are posted to it. */
    baseUrl: pg.text('base_url').notNull(),
    autenticazione: pg.text('autenticazione').$type<FhirAuthKind>().notNull().default('nessuna'),
    /** `bearer`: the token sent as `Authorization: Bearer`; written by an administrator, never read back. */
    bearerToken: pg.text('bearer_token'),
    /** `smart` (SMART Backend Services): the client id the server registered for Halo. */
    clientId: pg.text('client_id'),
    /** `smart`: the token endpoint; null to discover it from `[base]/.well-known/smart-configuration`. */
    tokenUrl: pg.text('token_url'),
    scope: pg.text('scope'),
    /**
     * `smart`: the key pair Halo signs its client assertions with (ES384, JWKs). The private key never leaves the
     * server: no answer holds it, no log line; the public one is published in the JWKS. Backups hold both.
     */
    privateKey: pg.jsonb('private_key').$type<StoredJwk>(),
    publicKey: pg.jsonb('public_key').$type<StoredJwk>(),
    keyId: pg.text('key_id'),
    keyCreatedAt: col.instant('key_created_at'),
    /** The FHIR resource types the connection receives (Appointment, RiskAssessment). */
    risorse: pg.text('risorse').array().notNull(),
    attiva: pg.boolean('attiva').notNull().default(true),
    ...col.versionedStamps(),
  },
  (t) => [
    pg.check('fhir_connections_autenticazione', sql`${t.autenticazione} in ('nessuna', 'bearer', 'smart')`),
    pg.uniqueIndex('fhir_connections_key_id_idx').on(t.keyId),
  ],
);

/** Where a connection's server is and how Halo authenticates to it: what an administrator sets of it. */
export type ServerAccessKeys =
  | 'baseUrl'
  | 'autenticazione'
  | 'bearerToken'
  | 'clientId'
  | 'tokenUrl'
  | 'scope';

/** What a request to a connection's server needs of the connection: where it is and how to authenticate. */
export type ConnectionAccess = Pick<
  typeof fhirConnections.$inferSelect,
  'id' | ServerAccessKeys | 'privateKey' | 'keyId'
>;

export const fhirMessageStates = ['pending', 'sent', 'failed', 'parked'] as const;
export type FhirMessageState = (typeof fhirMessageStates)[number];

/**
 * One event's resource to one connection: `pending` until tried, `failed` while retried after a refusal,
 * `sent` once the server accepted the transaction, `parked` once the retry period has passed.
 */
export const fhirMessages = integration.table(
  'fhir_messages',
  {
    id: col.bigserialId(),
    connectionId: col.requiredRef('connection_id', () => fhirConnections.id, 'cascade'),
    eventId: pg
      .uuid('event_id')
      .notNull()
      .references(() => outboxEvents.id, { onDelete: 'cascade' }),
    /** The event, copied: its type, subject, order, time and data (ids and states) say what to send. */
    tipo: pg.text('tipo').notNull(),
    soggetto: pg.text('soggetto').notNull(),
    seq: pg.bigint('seq', { mode: 'number' }).notNull(),
    istante: col.instant('istante').notNull(),
    dati: pg.jsonb('dati').$type<Record<string, unknown>>().notNull(),
    /** The FHIR resource type the event is sent as. */
    risorsa: pg.text('risorsa').notNull(),
    stato: pg.text('stato').$type<FhirMessageState>().notNull().default('pending'),
    tentativi: pg.integer('tentativi').notNull().default(0),
    prossimoTentativo: col.instant('prossimo_tentativo').notNull().defaultNow(),
    /** A worker's claim while it sends: another replica leaves the message alone until then. */
    inCorsoFino: col.instant('in_corso_fino'),
    primoTentativo: col.instant('primo_tentativo'),
    /** The HTTP status of the last answer (null: none, a network error or a timeout). */
    ultimoStato: pg.integer('ultimo_stato'),
    ultimoEsito: pg.text('ultimo_esito'),
    /** The OperationOutcome of the last refusal, as the server answered it. */
    esito: pg.jsonb('esito').$type<Record<string, unknown>>(),
    inviato: col.instant('inviato'),
  },
  (t) => [
    pg.uniqueIndex('fhir_messages_event_idx').on(t.connectionId, t.eventId),
    pg.index('fhir_messages_due_idx').on(t.prossimoTentativo).where(sql`${t.stato} in ('pending', 'failed')`),
    pg.index('fhir_messages_subject_idx').on(t.connectionId, t.soggetto, t.seq),
    pg.index('fhir_messages_log_idx').on(t.connectionId, t.seq),
    pg.check('fhir_messages_stato', sql`${t.stato} in ('pending', 'sent', 'failed', 'parked')`),
  ],
);
